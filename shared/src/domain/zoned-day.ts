/**
 * The learner's calendar day in a zone: the one "today" rule of server/src/modules/TIME.md, used by
 * the calls window, the activities' unlock and the statistics streak alike.
 */
import { offsetAt } from './zoned-time';

/** yyyy-MM-dd that a clock in the zone shows at that instant. */
export function calendarDayIn(now: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

// Building an Intl.DateTimeFormat costs far more than using one (the server's statistics ask for
// the day of every finished activity): one per zone, built on first use and kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The instant a clock in the zone reads 00:00 on `date` (yyyy-MM-dd); where DST skips midnight, the skipped hour's end or start. */
export function midnightIn(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  const guess = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(guess), timeZone));
}
