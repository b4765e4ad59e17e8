import { z } from 'zod';
import { STUDIO_HARDEST_PER_DAY } from './limits';

/*
 * Item analysis for editors (issue 39, part 4): how the learners did on each item of a published
 * day at their first (and only) submit of it. Read-only: GET /studio/days/{id}/analysis and
 * GET /studio/course/analysis (server/src/modules/studio/README.md, "Item analysis").
 */

const count = z.number().int().nonnegative();
const taskType = z.enum(['QuestionTask', 'EvaluationTask', 'MatchingTask', 'GapsTask', 'SpeakingTask']);

export const studioItemStat = z.object({
  /** The item's identity across the task's versions (a question by its text, a gap by its number…). */
  key: z.string(),
  /** What the editor recognises: the question, the statement, a pair's left side, 'Medzera č. 2 („som“)'. */
  label: z.string(),
  /** Learners who submitted a version of the task holding this item. */
  answered: count,
  /** Of them, those whose answer to this item was wrong (a left-out item is not counted wrong). */
  wrong: count,
});
export type StudioItemStat = z.infer<typeof studioItemStat>;

export const studioTaskAnalysis = z.object({
  /** The live version's id (the form's task id). */
  task_id: z.number().int().positive(),
  task_type: taskType,
  /** Learners who submitted the task, over all its versions. */
  answered: count,
  /** The live version's items in its order; empty for speaking (scored by a teacher, not per item). */
  items: z.array(studioItemStat),
});
export type StudioTaskAnalysis = z.infer<typeof studioTaskAnalysis>;

export const studioDayAnalysis = z.object({
  day_id: z.number().int().positive(),
  tasks: z.array(studioTaskAnalysis),
});
export type StudioDayAnalysis = z.infer<typeof studioDayAnalysis>;

export const studioHardestItem = studioItemStat.extend({
  task_id: z.number().int().positive(),
  section_title: z.string(),
});
export type StudioHardestItem = z.infer<typeof studioHardestItem>;

export const studioCourseAnalysis = z.object({
  /** Published days with at least one item that someone got wrong, in course order. */
  days: z.array(
    z.object({
      day_id: z.number().int().positive(),
      hardest: z.array(studioHardestItem).max(STUDIO_HARDEST_PER_DAY),
    }),
  ),
});
export type StudioCourseAnalysis = z.infer<typeof studioCourseAnalysis>;
