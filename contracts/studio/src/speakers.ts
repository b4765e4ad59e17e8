import { z } from 'zod';
import { PRICE_COLUMN_MAX, studioVersion } from './bounds';

/*
 * Speakers in the studio (/api/studio/speakers...): the profile learners see on /calls, the rate,
 * the weekly hours slots are cut from and the days off. Hours are wall-clock times on the school's
 * clock (the speaker's `time_zone`, Europe/Bratislava by default). An edit never takes a booked
 * call away: the server reports the calls it would collide with and keeps them.
 */

/** Highest hourly rate the studio accepts, euros. */
export const STUDIO_SPEAKER_MAX_RATE = 500;
export const STUDIO_SPEAKER_MAX_RANGES = 42;
export const STUDIO_SPEAKER_MAX_DAYS_OFF = 366;

const id = z.number().int().positive();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date yyyy-MM-dd');
/** HH:mm; '24:00' ends a range at midnight. The server checks the range's order and overlaps. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Expected a time HH:mm');

/** One range of a weekday: ISO weekday 1 Monday .. 7 Sunday, start before end. */
export const studioSpeakerRange = z.object({ weekday: z.number().int().min(1).max(7), start: clock, end: clock });
export type StudioSpeakerRange = z.infer<typeof studioSpeakerRange>;

const WEEKDAYS = ['', 'pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota', 'nedeľa'];

/** The 400 at `hours.N.start` when a range overlaps an earlier one of its weekday: the server's words, the mocks' too. */
export const speakerOverlapMessage = (earlier: StudioSpeakerRange): string =>
  `Prekrýva sa s časom ${earlier.start}–${earlier.end} (${WEEKDAYS[earlier.weekday]}).`;

export const studioSpeakerInput = z.object({
  first_name: z.string().max(100),
  last_name: z.string().max(100),
  /** Telegram username learners open a chat with, without '@'. */
  username: z.string().max(64),
  bio: z.string().max(2000),
  /** An uploaded image (POST /studio/media), or null for none. */
  photo_file_id: id.nullable(),
  languages: z.array(z.string().max(40)).max(10),
  /** Euros per hour for a call beyond the plan (pro rata by its length). */
  // The rate's own rule (0–STUDIO_SPEAKER_MAX_RATE, cents) is the server's Slovak check; this is its column.
  price_per_hour: z.number().max(PRICE_COLUMN_MAX).min(-PRICE_COLUMN_MAX),
  /** Hidden: learners can no longer book; booked calls and the history stay. */
  hidden: z.boolean(),
  hours: z.array(studioSpeakerRange).max(STUDIO_SPEAKER_MAX_RANGES),
  /** Dates (school's calendar) without calls. A new one must not be in the past. */
  days_off: z.array(isoDate).max(STUDIO_SPEAKER_MAX_DAYS_OFF),
});
export type StudioSpeakerInput = z.infer<typeof studioSpeakerInput>;

export const studioSpeakerSave = studioSpeakerInput.extend({ version: studioVersion });
export type StudioSpeakerSave = z.infer<typeof studioSpeakerSave>;

/** A booked call an edit does not cover any more; the save keeps it. */
export const studioSpeakerCollision = z.object({
  call_id: id,
  /** The call's date and times on the school's clock. */
  date: isoDate,
  start: z.string(),
  end: z.string(),
  start_dt: z.iso.datetime({ offset: true }),
  learner_first_name: z.string(),
  reason: z.enum(['hours', 'day_off', 'hidden']),
});
export type StudioSpeakerCollision = z.infer<typeof studioSpeakerCollision>;

export const studioSpeaker = studioSpeakerInput.extend({
  id,
  version: z.number().int().positive(),
  time_zone: z.string(),
  photo_url: z.string().nullable(),
  updated_at: z.iso.datetime({ offset: true }),
  updated_by: z.string().nullable(),
  /** The staff user linked to this speaker (granted at /staff/roles), if any. */
  staff_user: z.string().nullable(),
  /** Scheduled calls still ahead. */
  upcoming_calls: z.number().int().nonnegative(),
});
export type StudioSpeaker = z.infer<typeof studioSpeaker>;

export const studioSpeakerSummary = studioSpeaker.pick({
  id: true,
  first_name: true,
  last_name: true,
  photo_url: true,
  languages: true,
  price_per_hour: true,
  hidden: true,
  upcoming_calls: true,
});
export type StudioSpeakerSummary = z.infer<typeof studioSpeakerSummary>;
export const studioSpeakerList = z.object({ results: z.array(studioSpeakerSummary) });
export type StudioSpeakerList = z.infer<typeof studioSpeakerList>;

/** POST /studio/speakers/{id}/collisions: what saving this form would collide with (nothing is saved). */
export const studioSpeakerCollisionQuery = studioSpeakerInput.pick({ hours: true, days_off: true, hidden: true });
export type StudioSpeakerCollisionQuery = z.infer<typeof studioSpeakerCollisionQuery>;
export const studioSpeakerCollisions = z.object({ results: z.array(studioSpeakerCollision) });
export type StudioSpeakerCollisions = z.infer<typeof studioSpeakerCollisions>;

/** A save's answer: the speaker as stored and the booked calls it kept although the hours moved. */
export const studioSpeakerSaveResult = z.object({ speaker: studioSpeaker, collisions: z.array(studioSpeakerCollision) });
export type StudioSpeakerSaveResult = z.infer<typeof studioSpeakerSaveResult>;

export const studioSpeakerIdParam = z.object({ id: z.coerce.number().int().positive() });
