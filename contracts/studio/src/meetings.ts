import { z } from 'zod';
import { studioVersion } from './bounds';
import { STUDIO_MAX_ITEMS, STUDIO_MAX_LINE, STUDIO_MAX_TEXT } from './limits';

/*
 * Meetings as editors write them (/api/studio/meetings). Times are wall-clock in the school's zone
 * (`zone` in every answer, the meetings module's constant): the editor types what the poster says.
 */

const line = z.string().max(STUDIO_MAX_LINE);
const id = z.number().int().positive();
/** yyyy-MM-ddTHH:mm on the school's clock. */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Expected yyyy-MM-ddTHH:mm');

export const studioMeetingFormats = ['offline', 'online'] as const;

export const studioMeetingInput = z.object({
  title: line,
  subtitle: line,
  /** The feed card's short text. */
  subdescription: line,
  description: z.string().max(STUDIO_MAX_TEXT),
  format: z.enum(studioMeetingFormats),
  /** Offline: the address (needed); online: the platform, may be empty. */
  place: line,
  /** Online: the call's link (needed); offline: a map link, empty → a map search for the place. */
  link: line,
  starts_at: localDateTime,
  ends_at: localDateTime,
  /** Seats; STUDIO_UNLIMITED_CAPACITY (9999, ./limits) = unlimited. Never below the people already registered. */
  capacity: z.number().int().min(1).max(9999),
  /** Euros for a registration the plan does not cover (paid in Stars at the checkout); 0 = free. */
  price: z.number().min(0).max(10_000),
  registration_open: z.boolean(),
  categories: z.array(line).max(STUDIO_MAX_ITEMS),
  /** Uploaded images (POST /studio/media), in slider order; the first is the thumbnail. */
  photo_file_ids: z.array(id).max(STUDIO_MAX_ITEMS),
});
export type StudioMeetingInput = z.infer<typeof studioMeetingInput>;

export const studioMeetingSave = studioMeetingInput.extend({ version: studioVersion });
export type StudioMeetingSave = z.infer<typeof studioMeetingSave>;

export const studioMeetingState = z.enum(['upcoming', 'past', 'cancelled']);
export type StudioMeetingState = z.infer<typeof studioMeetingState>;

export const studioMeetingPhoto = z.object({ file_id: id, url: z.string() });
export type StudioMeetingPhoto = z.infer<typeof studioMeetingPhoto>;

/** Registrations holding a seat: joined (paid, included or free) and pending (waiting for payment). */
export const studioMeetingCounts = z.object({
  joined: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
});

export const studioMeeting = studioMeetingInput.extend({
  id,
  state: studioMeetingState,
  zone: z.string(),
  version: z.number().int().positive(),
  updated_at: z.iso.datetime({ offset: true }),
  updated_by: z.string().nullable(),
  cancelled_at: z.iso.datetime({ offset: true }).nullable(),
  photos: z.array(studioMeetingPhoto),
  participants: studioMeetingCounts,
});
export type StudioMeeting = z.infer<typeof studioMeeting>;

/** A save's answer: the meeting, and how many participants are told what changed (and what). */
export const studioMeetingSaveResult = z.object({
  meeting: studioMeeting,
  notified: z.number().int().nonnegative(),
  changed: z.array(z.string()),
});
export type StudioMeetingSaveResult = z.infer<typeof studioMeetingSaveResult>;

/** A cancellation's answer: who is told, and how many paid seats are being refunded. */
export const studioMeetingCancelResult = z.object({
  meeting: studioMeeting,
  notified: z.number().int().nonnegative(),
  refunds: z.number().int().nonnegative(),
});
export type StudioMeetingCancelResult = z.infer<typeof studioMeetingCancelResult>;

export const studioMeetingListItem = z.object({
  id,
  title: z.string(),
  state: studioMeetingState,
  starts_at: z.string(),
  ends_at: z.string(),
  format: z.enum(studioMeetingFormats),
  place: z.string(),
  capacity: z.number().int().positive(),
  price: z.number(),
  participants: studioMeetingCounts,
  thumbnail_url: z.string().nullable(),
});
export type StudioMeetingListItem = z.infer<typeof studioMeetingListItem>;

export const studioMeetingList = z.object({
  zone: z.string(),
  upcoming: z.array(studioMeetingListItem),
  past: z.array(studioMeetingListItem),
  cancelled: z.array(studioMeetingListItem),
});
export type StudioMeetingList = z.infer<typeof studioMeetingList>;

export const studioMeetingIdParam = z.object({ id: z.coerce.number().int().positive() });
