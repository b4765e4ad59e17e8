import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallRate, Slot } from '@app/calls-contract';
import { http } from '@app/shared/http';
import { deviceTimeZone } from '@app/shared/domain';
import { rateKey } from './calls-keys';

/**
 * GET /calls/rate?speaker_id&start_datetime&end_datetime&tz (spec section 7), with the slot's own
 * instants and the zone the slots were listed in: the booking window is that clock's days.
 */
export async function getRate(speakerId: number, slot: Pick<Slot, 'start_dt' | 'end_dt'>): Promise<CallRate> {
  const params = { speaker_id: speakerId, start_datetime: slot.start_dt, end_datetime: slot.end_dt, tz: deviceTimeZone() };
  return (await http.get<CallRate>('/calls/rate', { params })).data;
}

// The key holds the slot's two instants, which are all the fetch reads of it.
export const rateQuery = (speakerId: number, slot: Pick<Slot, 'start_dt' | 'end_dt'>) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...rateKey, { speakerId, start: slot.start_dt, end: slot.end_dt }] as const,
    queryFn: () => getRate(speakerId, slot),
    staleTime: 0,
  });

export const useRate = (speakerId: number | null, slot: Slot | null) =>
  useQuery({
    ...rateQuery(speakerId ?? 0, slot ?? { start_dt: '', end_dt: '' }),
    enabled: speakerId !== null && slot !== null,
  });
