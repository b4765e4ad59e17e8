import { formatDateAs, learnerTimeZone } from '@app/shared/domain';

/**
 * A call's times on the user's clock: the wire instants are real UTC (contract calls.ts), shown in
 * the device's zone, the zone the slots were asked in, so the list reads as the slot select did.
 * The kernel's Intl formats, not date-fns: opening /calls then loads no date library (date-fns
 * comes with the calendar).
 */
const time = (instant: string) => formatDateAs(instant, 'time', learnerTimeZone());

/** 'streda 25. novembra' and '14:00 - 14:10': the two parts of a call's date and time. */
export const callDay = (start: string): string => formatDateAs(start, 'weekday-and-day', learnerTimeZone());
export const callTimes = (start: string, end: string): string => `${time(start)} - ${time(end)}`;

/** 'streda 25. novembra, 14:00 - 14:10' (spec section 2: weekday, day, month, start-end times). */
export function formatCallWhen(start: string, end: string): string {
  return `${callDay(start)}, ${callTimes(start, end)}`;
}

/** 'streda 25. novembra 2026': the chosen day on the booking form. */
export const formatDay = (day: Date): string => formatDateAs(day, 'weekday-and-date', learnerTimeZone());

/** '4,50 €' (spec section 9: prices in euros), the kernel's. */
export { formatPrice as formatEuro } from '@app/shared/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day as yyyy-MM-dd (GET /calls/slots `date`). */
export const toIsoDay = (day: Date): string => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;

export const startOfToday = (): Date => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
};

export const addDays = (day: Date, days: number): Date => new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);

export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();
