/** The studio's limits (the form enforces them too; the server is the one that decides). No zod here. */
export const STUDIO_MAX_TEXT = 20_000;
export const STUDIO_MAX_LINE = 500;
export const STUDIO_MAX_ITEMS = 50;
export const STUDIO_MAX_SECTIONS = 10;
/** Upload limits, bytes. */
export const STUDIO_MAX_AUDIO_BYTES = 20 * 1024 * 1024;
export const STUDIO_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The default video limit (the server's STUDIO_MAX_VIDEO_MB sets the one it applies). */
export const STUDIO_MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const STUDIO_AUDIO_TYPES = [
  'audio/mpeg',
  'audio/ogg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/wav',
  'audio/x-wav',
  'audio/webm',
] as const;
export const STUDIO_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const STUDIO_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

/**
 * A meeting's capacity that means "no limit": the meetings contract's MEETING_UNLIMITED_CAPACITY,
 * the value the API stores and learners' screens read as 'Neobmedzená'. The studio's form offers
 * it as the choice 'Bez obmedzenia', never as a number to type.
 */
export const STUDIO_UNLIMITED_CAPACITY = 9999;

/** Item analysis: at most this many hardest items per day in the course list. */
export const STUDIO_HARDEST_PER_DAY = 3;
/** An item needs this many learners before its share counts as "hard" (one learner's slip is no pattern). */
export const STUDIO_HARDEST_MIN_ANSWERED = 3;
