import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import { cancelSubscription, userQueries } from '@app/shared/user';

/**
 * POST /subscription/cancel. Spec section 4: success (200) refreshes the user; section 8: the
 * subscription screen's failures are only logged (the shared caller rethrows the server's data).
 */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['subscription', 'cancel'],
    mutationFn: cancelSubscription,
    onSuccess: () => client.invalidateQueries({ queryKey: userQueries.me().queryKey }),
    onError: (error) => console.error('Subscription error', error),
  });
}
