import type { Meeting, MEETING_UNLIMITED_CAPACITY } from '@app/meetings-contract';
import { formatDateAs, learnerTimeZone } from '@app/shared/domain';
import { text } from '../text';

// The kernel's Intl formats (@app/shared/domain), not date-fns: the meetings screens then do not
// download date-fns and its Slovak locale when the shell has not loaded them already. Times show
// on the learner's clock.

/** The card button: 'so 21. 11. 18:00'. */
export const formatCardStart = (iso: string): string => formatDateAs(iso, 'short-weekday-and-time', learnerTimeZone());

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** The 'Dátum a čas' cell: 'sobota 21. novembra 2026 o 18:00 – 20:00' (the end's date only when it differs). */
export function formatMeetingTime(meeting: Pick<Meeting, 'start_time' | 'end_time'>): string {
  const start = new Date(meeting.start_time);
  const end = new Date(meeting.end_time);
  const zone = learnerTimeZone();
  const long = (date: Date) => formatDateAs(date, 'weekday-date-and-time', zone);
  if (Number.isNaN(end.getTime()) || end <= start) return long(start);
  return `${long(start)} – ${sameDay(start, end) ? formatDateAs(end, 'time', zone) : long(end)}`;
}

/** Spec section 2: 'Naživo' for offline, otherwise 'Online'. */
export const formatLabel = (format: Meeting['format']): string => (format === 'offline' ? text.formatOffline : text.formatOnline);

/**
 * Spec section 9: 9999 seats means unlimited. A copy typed by the contract's constant (a type-only
 * import keeps zod out of the browser; the typecheck fails if the contract changes the value).
 */
export const UNLIMITED_CAPACITY: typeof MEETING_UNLIMITED_CAPACITY = 9999;

/** 'Neobmedzene' for unlimited, else the number of seats. */
export const capacityLabel = (capacity: number): string =>
  capacity === UNLIMITED_CAPACITY ? text.capacityUnlimited : String(capacity);

/** 12 → '12,00 €' (spec section 9: prices in euros), the kernel's. */
export { formatPrice } from '@app/shared/domain';
