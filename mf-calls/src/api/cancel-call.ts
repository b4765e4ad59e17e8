import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { CallCancellation } from '@app/calls-contract';
import { http } from '@app/shared/http';
import { callsKey } from './calls-keys';

/** POST /calls/{id}/cancel (server/src/modules/calls/README.md): cancels and answers the refund taken. */
export async function cancelCall(id: number): Promise<CallCancellation> {
  return (await http.post<CallCancellation>(`/calls/${id}/cancel`)).data;
}

/** A cancelled call frees its slot (and perhaps the plan's call): every calls query is stale. */
export function useCancelCall() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...callsKey, 'cancel'],
    mutationFn: cancelCall,
    onSettled: () => client.invalidateQueries({ queryKey: callsKey }),
  });
}
