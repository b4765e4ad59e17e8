/** Calendar arithmetic for the streak, on 'yyyy-MM-dd' strings of one time zone. */

/** The calendar day (yyyy-MM-dd) an instant falls on in a time zone: the rule every "today" uses (modules/TIME.md). */
export { calendarDayIn as dayIn } from '@app/shared/domain';

/** The day before a yyyy-MM-dd day. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Consecutive days with a finished activity, ending today, or yesterday when today has none yet
 * (a streak is not lost in the morning before today's activity is done).
 */
export function currentStreak(days: ReadonlySet<string>, today: string): number {
  let day = days.has(today) ? today : previousDay(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}
