/** Calendar arithmetic for the streak, on 'yyyy-MM-dd' strings of one time zone. */

// Building an Intl.DateTimeFormat costs far more than using one (statistics calls dayIn once per
// finished activity): one per zone, kept. Zones are IANA names validated by the contract, so few.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (yyyy-MM-dd) an instant falls on in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

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
