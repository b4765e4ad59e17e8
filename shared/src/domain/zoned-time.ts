/**
 * Wall-clock ⇄ instant conversions in IANA zones with Intl only (no tz library). Daylight-saving
 * changes are handled: an offset is looked up for the instant it applies to. Used by the calls'
 * slots (server and mocks, `@app/calls-contract/rules`), the quota month and the activities' 08:00 unlock.
 */

const MINUTE = 60_000;
export const DAY_MS = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

export interface LocalTime {
  /** yyyy-MM-dd on that clock. */
  date: string;
  /** Minutes since that day's midnight. */
  minutes: number;
}

function parts(instant: Date, timeZone: string) {
  const values: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return values as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

const QUARTER_HOUR = 15 * MINUTE;
/**
 * Offsets by zone and quarter-hour of UTC. A zone's offset and its changes have fallen on
 * quarter-hours since 1972 (Liberia's -0:44:30 was the last other), so an offset holds for the
 * whole quarter-hour of UTC an instant falls in. A month of a speaker's slots asks for thousands
 * of offsets of a few quarter-hours each, and formatToParts is slow: the booking screen's test spent
 * a tenth of its CPU in it (12.4 s → 11.4 s with this cache).
 */
const offsets = new Map<string, number>();

/** Offset of the zone at that instant, in ms (UTC+1 → 3_600_000). */
export function offsetAt(instant: Date, timeZone: string): number {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR);
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = new Date(quarter * QUARTER_HOUR);
    const p = parts(start, timeZone);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - start.getTime();
    // Bounded: a server asks for the quarter-hours of its windows, but runs for months.
    if (offsets.size >= 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall clock of the zone at that instant, read from a Date's UTC fields. */
const wallClock = (instant: Date, timeZone: string) => new Date(instant.getTime() + offsetAt(instant, timeZone));

const pad = (value: number) => String(value).padStart(2, '0');

/** What a clock in the zone shows at that instant. */
export function toLocal(instant: Date, timeZone: string): LocalTime {
  const wall = wallClock(instant, timeZone);
  // yyyy-MM-dd whatever the year: 999 printed as "999" is no date a schema or the database reads.
  const date = `${String(wall.getUTCFullYear()).padStart(4, '0')}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  return { date, minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/**
 * The instant a clock in the zone shows `date` + `minutes` (1440 = the next midnight). Inside an
 * hour that a daylight-saving change skips or repeats, one of the possible readings is returned;
 * a caller that must not move a skipped time checks the round trip through toLocal (the calls'
 * window edges, the studio's typed times).
 */
export function fromLocal(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minutes * MINUTE;
  const guess = wall - offsetAt(new Date(wall), timeZone);
  const corrected = wall - offsetAt(new Date(guess), timeZone);
  return new Date(offsetAt(new Date(corrected), timeZone) === wall - corrected ? corrected : guess);
}

/** yyyy-MM-dd plus n days (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 Monday .. 7 Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** HH:mm of minutes since midnight (1440 reads 00:00, the next day's midnight). */
export function hhmm(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
}

/** Minutes since midnight of a database `time` ('09:30:00'; '24:00:00' is 1440). */
export function timeToMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The spec's instant shape: `2026-11-24T09:00:00Z` (UTC, whole seconds). */
export function toWire(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** First day of the instant's month on that clock, yyyy-MM-01 (the quota month). */
export function monthOf(instant: Date, timeZone: string): string {
  return toLocal(instant, timeZone).date.replace(/-\d{2}$/, '-01');
}
