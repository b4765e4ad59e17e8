/**
 * Calls: constants both sides rely on (server rules, client calendar and dialogs), free of zod so
 * screens can import them cheaply.
 */
import { calendarDayIn, midnightIn } from '@app/shared/domain';

export { calendarDayIn };

/** Spec section 9: call slot duration default 10 minutes. */
export const CALL_DEFAULT_DURATION_MINUTES = 10;
/** Durations GET /calls/slots accepts: whole minutes, a multiple of 5, from 10 to 60. */
export const CALL_MIN_DURATION_MINUTES = 10;
export const CALL_MAX_DURATION_MINUTES = 60;
export const CALL_DURATION_STEP_MINUTES = 5;
/** A slot must start at least this long after now to be offered or booked. */
export const CALL_MIN_NOTICE_MINUTES = 60;
/** Slots are offered on the learner's days today to today + this many (callBookingWindow). */
export const CALL_BOOKING_WINDOW_DAYS = 30;
/** Spec section 9: cancelled this long or longer before the start, a call is refunded. */
export const CALL_REFUND_MIN_HOURS = 24;
/** Spec section 9: rating scale 5, default review rating 4. */
export const CALL_REVIEW_MAX_RATING = 5;
export const CALL_REVIEW_DEFAULT_RATING = 4;
/** Longest booking comment and review text the server stores (characters, after trimming). */
export const CALL_COMMENT_MAX_LENGTH = 1000;
/**
 * THE booking window, one rule for the slot listing, the rate, the booking (server) and the mocks:
 * whole days of the learner's calendar, today to today + CALL_BOOKING_WINDOW_DAYS on the learner's
 * clock (`tz`, default Europe/Bratislava), so the last day offers its evening too. `end` is the
 * learner's midnight after `lastDay` (exclusive); `earliest` is now + the minimum notice.
 */
export function callBookingWindow(now: Date, timeZone: string): { today: string; lastDay: string; earliest: Date; end: Date } {
  const today = calendarDayIn(now, timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const day = (offset: number) => new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
  return {
    today,
    lastDay: day(CALL_BOOKING_WINDOW_DAYS),
    earliest: new Date(now.getTime() + CALL_MIN_NOTICE_MINUTES * 60_000),
    end: midnightIn(day(CALL_BOOKING_WINDOW_DAYS + 1), timeZone),
  };
}
