import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from '@app/shared/domain';
import { idParam, paginated, paymentSummary } from '@app/shared/contract';
import { imageVariants, mediaFile } from '@app/file-contract';

/** Spec section 3, Meeting.format: 'Naživo' for offline, 'Online' otherwise (spec section 2). */
export const meetingFormat = z.enum(['offline', 'online']);
export type MeetingFormat = z.infer<typeof meetingFormat>;

export * from './rules';

export const meetingCategory = z.object({ id: z.number().int(), title: z.string() });
export type MeetingCategory = z.infer<typeof meetingCategory>;

/**
 * Spec section 3, Meeting: the answer of GET /meetings/{id}/ and the items of the feeds.
 * is_joinable is computed by the server: registration is open, the meeting has not started and a
 * seat is left. When false and the user has no status, the button reads 'Lístky? Už len vo sne'.
 */
export const meeting = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** Short text on the feed card. */
  subdescription: z.string(),
  /** The 'Popis' cell. */
  description: z.string(),
  /** The 'Miesto' cell: an address, or the platform for online meetings. */
  place: z.string(),
  /** ISO 8601 UTC. */
  start_time: z.string(),
  /** ISO 8601 UTC; not in the spec, added for the ticket's calendar (.ics) export. */
  end_time: z.string(),
  format: meetingFormat,
  /** Seats; MEETING_UNLIMITED_CAPACITY (9999) means unlimited. */
  capacity: z.number().int().positive(),
  categories: z.array(meetingCategory),
  thumbnail_url: z.string().nullable(),
  /** Additive: the thumbnail's sizes when it is an uploaded image. */
  thumbnail_variants: imageVariants.nullish(),
  /** Images for the detail slider, in display order. */
  files: z.array(mediaFile),
  is_joinable: z.boolean(),
  /**
   * Additive: seats still free (0: 'Vypredané'); null for unlimited capacity. The list card shows
   * it when fewer than 5 remain. Optional only so that answers of older servers still parse.
   */
  seats_left: z.number().int().nonnegative().nullable().optional(),
  /**
   * Additive: the school cancelled it (registrations ended, paid seats refunded, tickets no longer
   * valid); is_joinable is then false. Optional only so that answers of older servers still parse.
   */
  is_cancelled: z.boolean().optional(),
});
export type Meeting = z.infer<typeof meeting>;

/** GET /meetings/feed and /meetings/attended: paginated like the blog (spec section 3). */
export const meetingPage = paginated(meeting);
export type MeetingPage = z.infer<typeof meetingPage>;

export const MEETINGS_PAGE_SIZE = 10;
export const MEETINGS_MAX_PAGE_SIZE = 50;
export const MEETINGS_MAX_SEARCH_LENGTH = MAX_SEARCH_LENGTH;
export const MEETINGS_MAX_PAGE = 10_000;

/** Query of GET /meetings/feed and /meetings/attended. A blank search means no search. */
export const meetingListQuery = z.object({
  search: z.string().trim().max(MEETINGS_MAX_SEARCH_LENGTH).optional(),
  page: z.coerce.number().int().positive().max(MEETINGS_MAX_PAGE).default(1),
  page_size: z.coerce.number().int().positive().max(MEETINGS_MAX_PAGE_SIZE).default(MEETINGS_PAGE_SIZE),
});
export type MeetingListQuery = z.infer<typeof meetingListQuery>;

/** Spec section 4, meeting participation status. 'cancelled' counts as not registered. */
export const participationStatus = z.enum(['joined', 'pending', 'cancelled', 'no-show']);
export type ParticipationStatus = z.infer<typeof participationStatus>;

/**
 * Spec section 3, Meeting rate: GET /meetings/{id}/rate, for the current user.
 * price: euros for this meeting; is_included: true when the user's plan still covers it this
 * month (shown as 'V sadzbe'); status: the user's participation status for the meeting, null when
 * they never registered. The detail screen picks its button from status and reloads the rate after
 * registering.
 */
export const meetingRate = z.object({
  price: z.number().nonnegative(),
  is_included: z.boolean(),
  status: participationStatus.nullable(),
});
export type MeetingRate = z.infer<typeof meetingRate>;

/**
 * Spec section 3, Participation: GET and POST /meetings/{id}/participate (the ticket).
 * GET answers 404 when the user has no participation for the meeting.
 * qr_token is random (128+ bits, base64url) and carries no personal data.
 * meeting_link is given only while status is 'joined', otherwise null.
 */
export const participation = z.object({
  meeting_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** '' when registered without an email. */
  email: z.string(),
  status: participationStatus,
  qr_token: z.string(),
  meeting_link: z.string().nullable(),
  /** ISO 8601 UTC of the registration. */
  created_at: z.string(),
  /**
   * Additive: the payment of a registration the plan does not cover (null otherwise). While it is
   * pending the seat is held until `expires_at`; unpaid by then, the registration is cancelled.
   */
  payment: paymentSummary.nullable(),
});
export type Participation = z.infer<typeof participation>;

export const PARTICIPANT_NAME_MAX = 64;
export const PARTICIPANT_EMAIL_MAX = 254;

/**
 * Body of POST /meetings/{id}/participate (spec section 7), prefilled from the current user.
 * first_name must not be blank; last_name and email may be '' (a Telegram user may have neither),
 * but a non-empty email must be valid.
 */
export const meetingRegistration = z.object({
  first_name: z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .max(PARTICIPANT_NAME_MAX, `must be at most ${PARTICIPANT_NAME_MAX} characters`),
  last_name: z.string().trim().max(PARTICIPANT_NAME_MAX, `must be at most ${PARTICIPANT_NAME_MAX} characters`).default(''),
  email: z
    .string()
    .trim()
    .max(PARTICIPANT_EMAIL_MAX, `must be at most ${PARTICIPANT_EMAIL_MAX} characters`)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'must be a valid email address')
    .nullable()
    .optional(),
  /**
   * Optional guard, as in POST /calls: what the user was shown they would pay (0 when 'V sadzbe'
   * or free). If the rate has changed since (the month's included meeting was used meanwhile), the
   * registration answers 409 with field `expected_price` instead of creating a payment.
   */
  expected_price: z.number().nonnegative().optional(),
});
export type MeetingRegistration = z.input<typeof meetingRegistration>;

/** Path of the /meetings/{id}/... calls: a positive id the database can hold. */
export const meetingIdParam = idParam;
