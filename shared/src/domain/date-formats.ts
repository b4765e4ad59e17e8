/**
 * The app's named date formats, declared once: every screen that shows a day, a time or both asks
 * for one of these by name, so the same thing reads the same in every app. `npm run lint`
 * (lint/one-declaration.mjs, `date-format`) fails on an Intl date format built anywhere else.
 *
 * Intl, not date-fns, and so in the domain module: the home rows and list screens load these
 * without downloading a date library; @app/shared/format re-exports them beside its date-fns
 * formats. Each format shows the school's clock unless the caller passes another zone (the
 * learner's: `learnerTimeZone()`).
 */
import { deviceTimeZone, SCHOOL_TIME_ZONE } from './school-zone';

const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const OPTIONS = {
  /** '23. 11. 2026' */
  date: { day: 'numeric', month: 'numeric', year: 'numeric' },
  /** '18. novembra 2026' */
  'long-date': { day: 'numeric', month: 'long', year: 'numeric' },
  /** '2. decembra' */
  'day-and-month': { day: 'numeric', month: 'long' },
  /** 'streda 25. novembra' */
  'weekday-and-day': { weekday: 'long', day: 'numeric', month: 'long' },
  /** 'streda 25. novembra 2026' */
  'weekday-and-date': { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** '14:05' */
  time,
  /** '21. 11. 18:00' */
  'day-and-time': { day: 'numeric', month: 'numeric', ...time },
  /** 'so 21. 11. 18:00' */
  'short-weekday-and-time': { weekday: 'short', day: 'numeric', month: 'numeric', ...time },
  /** 'sobota 21. novembra 2026 o 18:00' */
  'weekday-date-and-time': { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...time },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormatName = keyof typeof OPTIONS;

// Built on first use and kept per format and zone: building one costs a phone milliseconds.
const formats = new Map<string, Intl.DateTimeFormat>();

/** `value` in the named format, on the school's clock unless `timeZone` names another. */
export function formatDateAs(value: Date | string, name: DateFormatName, timeZone: string = SCHOOL_TIME_ZONE): string {
  const key = `${name} ${timeZone}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat('sk-SK', { ...OPTIONS[name], timeZone })));
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

/** The learner's clock: the device's zone, the school's when the device names none. */
export const learnerTimeZone = (): string => deviceTimeZone() ?? SCHOOL_TIME_ZONE;
