import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import { SUBSCRIPTION_CODE_BASIC } from '@app/shared/domain';
import { requestSubscription, userQueries } from '@app/shared/user';

/**
 * POST /subscription/request?code=basic from the subscription screen: resumes a cancelled plan
 * (the server replaces a cancelled one at once, server/src/modules/subscription/README.md). Success refreshes the user;
 * a failure is logged 'Subscription error' (spec section 8) and handed to the caller's onError.
 */
export function useRequestSubscription({ onError }: { onError?: (error: unknown) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['subscription', 'request'],
    mutationFn: () => requestSubscription(SUBSCRIPTION_CODE_BASIC),
    onSuccess: () => client.invalidateQueries({ queryKey: userQueries.me().queryKey }),
    onError: (error) => {
      console.error('Subscription error', error);
      onError?.(error);
    },
  });
}
