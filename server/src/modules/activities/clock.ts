import { dayIn } from '../statistics/streak';

/** The learner's clock when the client does not send ?tz= (as GET /users/me/statistics). */
export { DEFAULT_TIME_ZONE } from '../statistics/service';

/** Spec section 9: the next activity becomes available at 08:00 local time the day after finishing. */
export const UNLOCK_HOUR = 8;

/** Milliseconds the wall clock of `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the wall clock of `timeZone` shows `hour`:00 on `day` (yyyy-MM-dd). */
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, hour);
  let instant = wall - offsetAt(new Date(wall), timeZone);
  // Once more with the offset at the candidate itself (a DST change between the two).
  instant = wall - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** The day after a yyyy-MM-dd day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** When the activity after one finished at `finishedAt` unlocks: 08:00 the next day in `timeZone`. */
export function nextUnlock(finishedAt: Date, timeZone: string): Date {
  return zonedInstant(nextDay(dayIn(finishedAt, timeZone)), UNLOCK_HOUR, timeZone);
}
