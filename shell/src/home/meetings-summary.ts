import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingPage } from '@app/shared/contract';
import { http } from '@app/shared/http';

/** The user's next meeting, as the Stretnutia row on home tells it. */
export type NextMeeting = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'date'; start: string } | { kind: 'none' };

const localDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const DAY = 86_400_000;

/**
 * What the first meeting of the user's list means today. The server lists meetings still to come
 * or under way first, soonest first (server/src/modules/meetings/service.ts), so the first one is
 * the next, unless it has ended: then nothing is planned. One under way counts as today.
 */
export function nextMeetingOf(first: { start_time: string; end_time: string } | undefined, now = new Date()): NextMeeting {
  if (!first || Date.parse(first.end_time) <= now.getTime()) return { kind: 'none' };
  const start = new Date(first.start_time);
  const days = Math.round((localDay(start) - localDay(now)) / DAY);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'tomorrow' };
  return { kind: 'date', start: first.start_time };
}

/** GET /meetings/attended?page_size=1: the user's registrations (not cancelled), next first. */
export async function getNextMeeting(): Promise<NextMeeting> {
  const page = (await http.get<MeetingPage>('/meetings/attended', { params: { page_size: 1 } })).data;
  return nextMeetingOf(page.results[0]);
}

/**
 * The key starts with 'meetings': a registration in mf-meetings invalidates ['meetings', 'next'],
 * so home is current when the user comes back.
 */
export const nextMeetingQuery = () =>
  queryOptions({ queryKey: ['meetings', 'next'] as const, queryFn: getNextMeeting, staleTime: 60_000 });

/** The user's next meeting; null while loading or on failure (only logged). */
export function useNextMeeting(): NextMeeting | null {
  return useQuery(nextMeetingQuery()).data ?? null;
}
