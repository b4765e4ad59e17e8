import { differenceInCalendarDays, format, isValid, parse } from 'date-fns';
import { sk } from 'date-fns/locale/sk';
import { formatPrice } from '@app/shared/domain';

/** Spec section 9: Slovak locale, weeks start on Monday, prices in euros. */
export const LOCALE = 'sk-SK';
export const WEEK_STARTS_ON = 1 as const;
export const dateLocale = { ...sk, options: { ...sk.options, weekStartsOn: WEEK_STARTS_ON } };
export const ISO_DATE = 'yyyy-MM-dd';

/** A price in euros beside the same in Telegram Stars: '4,00 € · 200 ⭐' (no Stars: the euros alone). */
export const formatPriceWithStars = (amount: number, stars: number | null): string =>
  stars ? `${formatPrice(amount)} · ${stars} ⭐` : formatPrice(amount);

/** '15:42': a time of day on the device's clock. */
export const formatTime = (value: Date | string) => format(toDate(value), 'HH:mm', { locale: dateLocale });

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** '21. novembra 2026' */
export const formatDate = (value: Date | string) => format(toDate(value), 'd. MMMM yyyy', { locale: dateLocale });

/** '21. novembra 2026, 14:30' */
export const formatDateTime = (value: Date | string) => format(toDate(value), 'd. MMMM yyyy, HH:mm', { locale: dateLocale });

/**
 * '21. novembra 2026, 14:30' on a named clock (the school's zone), whatever the device's zone: a
 * time an editor schedules for the school reads the same on every phone.
 */
export function formatDateTimeIn(value: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(toDate(value));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return formatDateTime(new Date(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')));
}

/** 'stredoeurópsky čas': a zone as Slovak names it (no 'Europe/Bratislava' on a screen); the id itself if unknown. */
export function formatZoneName(timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    return name ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** 'sobota' */
export const formatWeekday = (value: Date | string) => format(toDate(value), 'EEEE', { locale: dateLocale });

/** Spec section 9: 'Dnes', 'Včera', 'Predvčerom', else the full date with time. */
export function formatRelativeDate(value: Date | string, now: Date = new Date()): string {
  const days = differenceInCalendarDays(now, toDate(value));
  if (days === 0) return 'Dnes';
  if (days === 1) return 'Včera';
  if (days === 2) return 'Predvčerom';
  return formatDateTime(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec section 9: durations are mm:ss from seconds. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** Spec section 4 countdown: 'NNs' under a minute, then mm:ss, then hh:mm:ss. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return `${pad(seconds)}s`;
  if (seconds < 3600) return formatDuration(seconds);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Strict yyyy-MM-dd; spec section 5: an unparseable value becomes empty (null). */
export function parseIsoDate(text: string | null | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = parse(text, ISO_DATE, new Date());
  return isValid(date) ? date : null;
}

export const toIsoDate = (date: Date): string => format(date, ISO_DATE);

// The preposition rule, the plural, the price and the named date formats (Intl) live in the domain module (no
// date library), so the calls list, a registration and the server can use them cheaply.
export { formatPrice };
export {
  formatDateAs,
  learnerTimeZone,
  onWeekday,
  plural,
  weekdayAccusative,
  withV,
  type DateFormatName,
  type SlovakForms,
} from '@app/shared/domain';
