/** The studio module's entrance: what other modules may use (studio/README.md). */
export { createAuthor } from './authors/service';
export { toStored } from './day-checks';
export { createDay, publishDay } from './days';
export type { Actor } from './days';
export { uploadMedia } from './media';
export { DEFAULT_MEDIA_READS_PER_MINUTE } from './media-read-limit';
export { MEDIA_SWEEP_EVERY_MS, MEDIA_SWEEP_JOB, sweepMedia } from './media-sweep';
export { instantOf, localOf } from './meetings/checks';
export { createMeeting } from './meetings/service';
export { createNews, publishNews } from './publications/news';
export { createPublication, publishPublication } from './publications/publications';
export { studioRoutes } from './routes';
export { createSpeaker } from './speakers/service';
export { cachedEncoder } from './variant-cache';
export { getStudioSpeaker } from './speakers/service';
export type { DayPublished, PublicationWithdrawn } from './events';
