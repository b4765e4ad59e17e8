import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { CallReviewRequest } from '@app/calls-contract';
import { http } from '@app/shared/http';
import { callListKey } from './calls-keys';

/**
 * POST /calls/{id}/review (spec section 7). Spec section 4: success only on 201, so the status is
 * returned (validateStatus) and the caller decides; no answer at all throws.
 */
export async function reviewCall(id: number, body: CallReviewRequest): Promise<number> {
  return (await http.post(`/calls/${id}/review`, body, { validateStatus: () => true })).status;
}

export function useReviewCall() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['calls', 'review'],
    mutationFn: ({ id, body }: { id: number; body: CallReviewRequest }) => reviewCall(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: callListKey }),
  });
}
