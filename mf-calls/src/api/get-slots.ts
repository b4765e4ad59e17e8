import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slot } from '@app/calls-contract';
import { CALL_DEFAULT_DURATION_MINUTES } from '@app/calls-contract/rules';
import { http } from '@app/shared/http';
import { deviceTimeZone } from '@app/shared/domain';
import { slotsKey } from './calls-keys';

/**
 * GET /calls/slots?speaker_id&date&duration&tz (spec section 7): the free slots of a speaker on a
 * day of the user's calendar, labelled on the user's clock (`tz`, contract calls.ts).
 */
export async function getSlots(speakerId: number, date: string): Promise<Slot[]> {
  const params = { speaker_id: speakerId, date, duration: CALL_DEFAULT_DURATION_MINUTES, tz: deviceTimeZone() };
  return (await http.get<Slot[]>('/calls/slots', { params })).data;
}

export const slotsQuery = (speakerId: number, date: string) =>
  queryOptions({
    queryKey: [...slotsKey, { speakerId, date }] as const,
    queryFn: () => getSlots(speakerId, date),
    // Slots go as others book: always ask again when a day is chosen again.
    staleTime: 0,
  });

export const useSlots = (speakerId: number | null, date: string | null) =>
  useQuery({ ...slotsQuery(speakerId ?? 0, date ?? ''), enabled: speakerId !== null && date !== null });
