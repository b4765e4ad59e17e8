import { z } from 'zod';

/*
 * The draft of a live day: a save of a published day is kept as the day's draft (learners keep
 * the live version) until 'Publikovať' (POST /studio/days/{id}/draft/publish) puts it live or
 * 'Zahodiť koncept' (POST /studio/days/{id}/draft/discard) drops it. Both name the version.
 */

/** On a published day with unpublished changes: when and by whom they were last saved. */
export const studioDayDraftInfo = z.object({
  saved_at: z.iso.datetime({ offset: true }),
  saved_by: z.string().nullable(),
});
export type StudioDayDraftInfo = z.infer<typeof studioDayDraftInfo>;

/** Added to a day of the course list: a published day with unpublished changes. */
export const studioCourseDayDraftField = { has_draft: z.boolean().optional() };

/** Added to the day: set while a published day has a draft (its sections are then the draft's). */
export const studioDayDraftField = { draft: studioDayDraftInfo.nullable().optional() };
