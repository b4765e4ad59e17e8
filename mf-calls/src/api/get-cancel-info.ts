import type { CancellationInfo } from '@app/calls-contract';
import { http } from '@app/shared/http';

/** GET /calls/{id}/cancel (spec section 7): cancellation info, asked fresh each time the user taps cancel. */
export async function getCancelInfo(id: number): Promise<CancellationInfo> {
  return (await http.get<CancellationInfo>(`/calls/${id}/cancel`)).data;
}
