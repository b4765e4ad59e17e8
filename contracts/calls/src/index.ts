import { z } from 'zod';
import { imageVariants } from '@app/file-contract';
import {
  CALL_COMMENT_MAX_LENGTH,
  CALL_DEFAULT_DURATION_MINUTES,
  CALL_DURATION_STEP_MINUTES,
  CALL_MAX_DURATION_MINUTES,
  CALL_MIN_DURATION_MINUTES,
  CALL_REVIEW_MAX_RATING,
} from './rules';
import { ianaTimeZone, positiveId, paymentSummary } from '@app/shared/contract';

export * from './rules';

/*
 * Calls with native speakers (spec sections 3, 4, 7, 9; server/src/modules/calls/README.md).
 *
 * TIME ZONES, the one convention of this API:
 * - Every instant on the wire (`start_dt`, `end_dt`, `start_datetime`, `end_datetime`) is a REAL
 *   UTC instant in the spec's shape `{yyyy-MM-dd}T{HH:mm}:00Z`: the date and time in UTC.
 * - Slots (`slot_start`, `slot_end`, HH:mm) are wall-clock times on the USER's clock, for the
 *   user's calendar `date`, in the time zone the client sends as `tz` (the device's IANA zone,
 *   `Intl.DateTimeFormat().resolvedOptions().timeZone`; default Europe/Bratislava).
 * - Each slot also carries its `start_dt` / `end_dt` instants. The client books and asks the rate
 *   with those, as given. It never builds an instant by gluing `date` and `slot_start` together
 *   with a 'Z' (that is an hour or more off outside UTC).
 * - The client shows a call's instants in the device's zone (date-fns `format(new Date(start_dt))`),
 *   the same zone it sent as `tz`, so the list shows exactly the times the slot select showed.
 */

/** `HH:mm`, 00:00..23:59 (a slot may end at 24:00 when it ends at midnight). */
export const slotTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be a time in the form HH:mm');

const INSTANT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO 8601 instant with an explicit zone: `2026-11-24T09:00:00Z` (the spec's shape; an offset
 * like `+01:00` or milliseconds are accepted too). A calendar-impossible value (`2026-02-30`) is
 * refused rather than rolled over.
 */
export const callInstant = z.string().refine((value) => {
  const match = INSTANT_PATTERN.exec(value);
  if (!match) return false;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const day = new Date(Date.UTC(y!, mo! - 1, d!));
  return (
    day.getUTCFullYear() === y &&
    day.getUTCMonth() === mo! - 1 &&
    day.getUTCDate() === d &&
    h! < 24 &&
    mi! < 60 &&
    (s ?? 0) < 60 &&
    !Number.isNaN(Date.parse(value))
  );
}, 'must be an ISO 8601 date-time with a time zone, like 2026-11-24T09:00:00Z');

/** A calendar date `yyyy-MM-dd` that exists. */
export const callDate = z.string().refine((value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}, 'must be an existing date in the form yyyy-MM-dd');

/** The user's IANA zone (kept under its calls name; the rule is `ianaTimeZone`'s). */
export const callTimeZone = ianaTimeZone;

/** Spec section 3, Speaker. `username` is the Telegram username the chat link opens. */
export const speaker = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  /** Path on the app's own origin (`/media/calls/...`). */
  photo_url: z.string().nullable(),
  /** Additive: the photo's sizes when it is an uploaded image. */
  photo_variants: imageVariants.nullish(),
});
export type Speaker = z.infer<typeof speaker>;
export const speakerList = z.array(speaker);

/** Spec section 3, Slot; plus the instants to book it with (see the time-zone note above). */
export const slot = z.object({
  /** HH:mm on the user's clock (query `tz`). */
  slot_start: slotTime,
  slot_end: slotTime,
  /** The same slot as UTC instants: send these to /calls/rate and POST /calls. */
  start_dt: callInstant,
  end_dt: callInstant,
});
export type Slot = z.infer<typeof slot>;
/** In time order; empty when the day offers nothing ('V daný deň nie sú k dispozícii hovory'). */
export const slotList = z.array(slot);

/** Query of GET /calls/slots. */
export const slotsQuery = z.object({
  speaker_id: positiveId,
  /** The day on the user's calendar. */
  date: callDate,
  duration: z.coerce
    .number({ message: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(CALL_MIN_DURATION_MINUTES, `must be from ${CALL_MIN_DURATION_MINUTES} to ${CALL_MAX_DURATION_MINUTES} minutes`)
    .max(CALL_MAX_DURATION_MINUTES, `must be from ${CALL_MIN_DURATION_MINUTES} to ${CALL_MAX_DURATION_MINUTES} minutes`)
    .refine(
      (minutes) => minutes % CALL_DURATION_STEP_MINUTES === 0,
      `must be a multiple of ${CALL_DURATION_STEP_MINUTES} minutes`,
    )
    .default(CALL_DEFAULT_DURATION_MINUTES),
  /** The user's IANA zone; the slots' HH:mm and `date` are on this clock. */
  tz: callTimeZone.optional(),
});
export type SlotsQuery = z.input<typeof slotsQuery>;

/** Query of GET /calls/slots/days: the slots' query without the day (the whole booking window). */
export const slotDaysQuery = slotsQuery.omit({ date: true });
export type SlotDaysQuery = z.input<typeof slotDaysQuery>;
/**
 * The learner's days (yyyy-MM-dd on the `tz` clock) of the booking window on which the speaker has
 * at least one free slot of `duration`, in order: exactly the days GET /calls/slots answers non-empty.
 */
export const slotDays = z.array(callDate);
export type SlotDays = z.infer<typeof slotDays>;

/** Spec section 3, Call rate. */
export const callRate = z.object({
  /** Euros the user would pay; 0 when included. */
  price: z.number().nonnegative(),
  /** Covered by the plan's monthly call ('V SADZBE'). */
  is_included: z.boolean(),
  /** False when the slot can no longer be booked (taken, too soon, past): 'Prave booked'. */
  is_available: z.boolean(),
});
export type CallRate = z.infer<typeof callRate>;

/** Query of GET /calls/rate: the slot's instants. */
export const callRateQuery = z.object({
  speaker_id: positiveId,
  start_datetime: callInstant,
  end_datetime: callInstant,
  /** Additive: the user's IANA zone, as sent for the slots; the booking window is this clock's days. */
  tz: callTimeZone.optional(),
});
export type CallRateQuery = z.infer<typeof callRateQuery>;

const callComment = z.string().trim().max(CALL_COMMENT_MAX_LENGTH, `must be at most ${CALL_COMMENT_MAX_LENGTH} characters`);

/** Body of POST /calls (spec section 7). 201 answers the booked `call`. */
export const callBookingRequest = z.object({
  /** Speaker id. */
  speaker: z.number({ message: 'must be a speaker id (a number)' }).int('must be a speaker id').positive('must be a speaker id'),
  start_dt: callInstant,
  end_dt: callInstant,
  /** Optional; null and '' mean none. */
  comment: callComment.nullish(),
  /**
   * Optional guard: the price the user was shown (0 when 'V SADZBE'). If the rate has changed
   * since (the included call was used meanwhile), the booking answers 409 instead of charging.
   */
  expected_price: z.number().nonnegative().optional(),
  /** Additive: the user's IANA zone, as sent for the slots; the booking window is this clock's days. */
  tz: callTimeZone.optional(),
});
export type CallBookingRequest = z.input<typeof callBookingRequest>;

/**
 * Stored `scheduled` reads `completed` once its end has passed; `cancelled` stays. `missed`
 * (additive): the speaker marked that the learner did not come; not refunded, not reviewable.
 */
export const callStatus = z.enum(['scheduled', 'completed', 'cancelled', 'missed']);
export type CallStatus = z.infer<typeof callStatus>;

export const callSpeaker = z.object({
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  /** Additive: the speaker's id and photo. */
  id: z.number().int(),
  photo_url: z.string().nullable(),
  photo_variants: imageVariants.nullish(),
});
export type CallSpeaker = z.infer<typeof callSpeaker>;

/** Spec section 3, Call review; `comment` is the review text. */
export const callReview = z.object({
  rating: z.number().int().min(1).max(CALL_REVIEW_MAX_RATING),
  comment: z.string(),
  created_at: callInstant,
});
export type CallReview = z.infer<typeof callReview>;

/** Spec section 3, Call (booking). */
export const call = z.object({
  id: z.number().int(),
  status: callStatus,
  start_dt: callInstant,
  end_dt: callInstant,
  speaker: callSpeaker,
  comment: z.string(),
  /** True when the call is charged (not included in the plan): Cena shows the € price, else 'Zadarmo'. */
  is_paid: z.boolean(),
  /** Euros; 0 for an included call. */
  price: z.number().nonnegative(),
  /** Additive: covered by the plan's monthly call. */
  is_included: z.boolean(),
  /** Additive: the user's review, null until reviewed (a call is reviewed once). */
  review: callReview.nullable(),
  /** Additive: cancelled 24 h or more ahead, so the payment (or the plan's call) came back; false otherwise. */
  is_refunded: z.boolean(),
  /**
   * Additive: the payment of a charged call (null when included). While it is pending the call
   * holds its slot until `expires_at` and offers 'Zaplatiť'; an expired one released the slot.
   */
  payment: paymentSummary.nullable(),
});
export type Call = z.infer<typeof call>;
/** GET /calls: upcoming scheduled calls first (soonest first), then the rest (latest first). */
export const callList = z.array(call);

/** GET /calls/{id}/cancel (spec section 3, Cancellation info). */
export const cancellationInfo = z.object({
  /** Cancelling now gives the money (and the plan's call) back: 24 h or more before the start. */
  is_refunded: z.boolean(),
  /** Scheduled and not yet started. */
  is_cancellable: z.boolean(),
  /** The call is charged (see Call.is_paid); for an included call the refund returns the plan's call. */
  is_paid: z.boolean(),
  price: z.number().nonnegative(),
  /** The last instant a cancellation is still refunded (start − 24 h). */
  refund_deadline: callInstant,
});
export type CancellationInfo = z.infer<typeof cancellationInfo>;

/** 200 of POST /calls/{id}/cancel: the refund decision taken and the cancelled call. */
export const callCancellation = cancellationInfo.extend({ call });
export type CallCancellation = z.infer<typeof callCancellation>;

/** Body of POST /calls/{id}/review; 201 answers the `callReview`. */
export const callReviewRequest = z.object({
  rating: z
    .number({ message: `must be a whole number from 1 to ${CALL_REVIEW_MAX_RATING}` })
    .int(`must be a whole number from 1 to ${CALL_REVIEW_MAX_RATING}`)
    .min(1, `must be a whole number from 1 to ${CALL_REVIEW_MAX_RATING}`)
    .max(CALL_REVIEW_MAX_RATING, `must be a whole number from 1 to ${CALL_REVIEW_MAX_RATING}`),
  comment: callComment.nullish(),
});
export type CallReviewRequest = z.input<typeof callReviewRequest>;

/** Path of the /calls/{id}/... calls. */
export const callIdParam = z.object({ id: positiveId });
