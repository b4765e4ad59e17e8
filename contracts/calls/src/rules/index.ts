/**
 * Calls: constants both sides rely on (server rules, client calendar and dialogs), free of zod so
 * screens can import them cheaply. server/README.md ("## Calls") explains each rule.
 */

/** Spec section 9: call slot duration default 10 minutes. */
export const CALL_DEFAULT_DURATION_MINUTES = 10;
/** Durations GET /calls/slots accepts: whole minutes, a multiple of 5, from 10 to 60. */
export const CALL_MIN_DURATION_MINUTES = 10;
export const CALL_MAX_DURATION_MINUTES = 60;
export const CALL_DURATION_STEP_MINUTES = 5;
/** A slot must start at least this long after now to be offered or booked. */
export const CALL_MIN_NOTICE_MINUTES = 60;
/** Slots are offered up to this many days ahead (a slot must start within now + window). */
export const CALL_BOOKING_WINDOW_DAYS = 30;
/** Spec section 9: cancelled this long or longer before the start, a call is refunded. */
export const CALL_REFUND_MIN_HOURS = 24;
/** Spec section 9: rating scale 5, default review rating 4. */
export const CALL_REVIEW_MAX_RATING = 5;
export const CALL_REVIEW_DEFAULT_RATING = 4;
/** Longest booking comment and review text the server stores (characters, after trimming). */
export const CALL_COMMENT_MAX_LENGTH = 1000;
/** Time zone used when a request names none (the speakers' and the service's home). */
export const CALL_DEFAULT_TIME_ZONE = 'Europe/Bratislava';
