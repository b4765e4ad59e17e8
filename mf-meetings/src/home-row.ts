import type { MeetingPage } from '@app/meetings-contract';
import { formatDateAs, learnerTimeZone } from '@app/shared/domain';
import { homeText } from './text';

const localDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const DAY = 86_400_000;
/**
 * Spec section 2: the Stretnutia row tells when the user's next meeting is. The server lists the
 * user's meetings still to come or under way first, soonest first
 * (server/src/modules/meetings/service.ts), so the first one is the next, unless it has ended:
 * then nothing is planned. One under way counts as today.
 */
export function meetingsSubtitle(page: MeetingPage, now = new Date()): string {
  const first = page.results[0];
  if (!first || Date.parse(first.end_time) <= now.getTime()) return homeText.none;
  const start = new Date(first.start_time);
  const days = Math.round((localDay(start) - localDay(now)) / DAY);
  if (days <= 0) return homeText.today;
  if (days === 1) return homeText.tomorrow;
  return homeText.on(formatDateAs(start, 'day-and-month', learnerTimeZone()));
}
