import { format } from 'date-fns';
import { dateLocale } from '@app/shared/format';

/**
 * A call's times on the user's clock: the wire instants are real UTC (contract calls.ts), shown in
 * the device's zone, the zone the slots were asked in, so the list reads as the slot select did.
 */

// After 'v' Slovak puts the weekday in the accusative: 'Hovor v stredu', 'Hovor v nedeľu'.
const ACCUSATIVE = ['nedeľu', 'pondelok', 'utorok', 'stredu', 'štvrtok', 'piatok', 'sobotu'] as const;

export const weekdayAccusative = (instant: string): string => ACCUSATIVE[new Date(instant).getDay()]!;

const time = (instant: string) => format(new Date(instant), 'HH:mm');

/** 'streda 25. novembra, 14:00 - 14:10' (spec section 2: weekday, day, month, start-end times). */
export function formatCallWhen(start: string, end: string): string {
  return `${format(new Date(start), 'EEEE d. MMMM', { locale: dateLocale })}, ${time(start)} - ${time(end)}`;
}

/** 'streda 25. novembra 2026': the chosen day on the booking form. */
export const formatDay = (day: Date): string => format(day, 'EEEE d. MMMM yyyy', { locale: dateLocale });

export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();
