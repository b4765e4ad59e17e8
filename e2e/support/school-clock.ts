import { calendarDayIn, SCHOOL_TIME_ZONE } from '@app/shared/domain';

/** The school's zone (the kernel's one declaration), which is also the browser's (playwright.config.ts timezoneId). */
export const SCHOOL_ZONE = SCHOOL_TIME_ZONE;

/**
 * The calendar day `offset` days from today on the school's clock, as yyyy-MM-dd. Calendar
 * arithmetic, not 24-hour steps, so a daylight-saving day counts once.
 */
export function schoolDay(offset = 0): string {
  const today = calendarDayIn(new Date(), SCHOOL_ZONE);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** The same day as a Date at local midnight (its Y/M/D are that day), for formatting it as a screen names it. */
export function schoolDate(offset = 0): Date {
  return new Date(`${schoolDay(offset)}T00:00`);
}
