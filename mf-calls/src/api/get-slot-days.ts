import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotDays } from '@app/calls-contract';
import { CALL_DEFAULT_DURATION_MINUTES } from '@app/calls-contract/rules';
import { http } from '@app/shared/http';
import { deviceTimeZone } from '@app/shared/domain';
import { slotDaysKey } from './calls-keys';

/**
 * GET /calls/slots/days?speaker_id&duration&tz: the days of the booking window (the user's
 * calendar) on which the speaker has a free slot, so the calendar disables the others.
 */
export async function getSlotDays(speakerId: number): Promise<SlotDays> {
  const params = { speaker_id: speakerId, duration: CALL_DEFAULT_DURATION_MINUTES, tz: deviceTimeZone() };
  return (await http.get<SlotDays>('/calls/slots/days', { params })).data;
}

export const slotDaysQuery = (speakerId: number) =>
  queryOptions({
    queryKey: [...slotDaysKey, { speakerId }] as const,
    queryFn: () => getSlotDays(speakerId),
    // Days fill up as others book: ask again whenever the calendar opens.
    staleTime: 0,
  });

export const useSlotDays = (speakerId: number | null) =>
  useQuery({ ...slotDaysQuery(speakerId ?? 0), enabled: speakerId !== null });
