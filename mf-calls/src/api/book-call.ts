import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { Call, CallBookingRequest } from '@app/calls-contract';
import { http, type HttpResponse } from '@app/shared/http';
import { deviceTimeZone } from '@app/shared/domain';
import { callsKey } from './calls-keys';

/**
 * POST /calls (spec section 7). Spec section 4: 201 is success and anything else an error, so
 * every HTTP answer is returned to the caller (validateStatus) and only a request that got no
 * answer at all throws. The device's zone goes along, as for the slots: the window is its days.
 */
export async function bookCall(body: CallBookingRequest): Promise<HttpResponse<Call>> {
  return http.post<Call>('/calls', { tz: deviceTimeZone(), ...body }, { validateStatus: () => true });
}

/** Any answer refreshes everything about calls: slots, rates, the list and home's summary. */
export function useBookCall() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...callsKey, 'book'],
    mutationFn: bookCall,
    onSettled: () => client.invalidateQueries({ queryKey: callsKey }),
  });
}
