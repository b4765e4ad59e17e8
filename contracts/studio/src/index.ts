import { z } from 'zod';
import { INT4_MAX, studioVersion } from './bounds';

/*
 * The content studio's API (/api/studio/...). Editors (staff role 'editor', or admins) only. The
 * shapes are the editor's forms: the server turns them into what learners are served and checks
 * them on the way (400 with `field`, a path into the body such as `sections.0.tasks.1.pairs.2.right`).
 */

// Limits (the form enforces them too; the server is the one that decides). Zod-free, so mf-studio
// reads them without loading zod: '@app/studio-contract/limits'.
export * from './limits';
export * from './publications';
import { STUDIO_MAX_ITEMS, STUDIO_MAX_LINE, STUDIO_MAX_SECTIONS, STUDIO_MAX_TEXT } from './limits';
export * from './media';
import { studioMediaImage } from './media';
export * from './day-drafts';
export * from './item-analysis';
import { studioCourseDayDraftField, studioDayDraftField } from './day-drafts';

const line = z.string().max(STUDIO_MAX_LINE);
const longText = z.string().max(STUDIO_MAX_TEXT);
const list = <T extends z.ZodTypeAny>(item: T) => z.array(item).max(STUDIO_MAX_ITEMS);
const id = z.number().int().positive();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date yyyy-MM-dd');

export const studioSectionTypes = ['listening', 'reading', 'speaking'] as const;
export const studioSectionType = z.enum(studioSectionTypes);
export type StudioSectionType = z.infer<typeof studioSectionType>;

export const studioTaskTypes = ['QuestionTask', 'EvaluationTask', 'MatchingTask', 'GapsTask', 'SpeakingTask'] as const;
export type StudioTaskType = (typeof studioTaskTypes)[number];

export const studioEvaluationValues = ['true', 'false', 'not_stated'] as const;

// ---------------------------------------------------------------------------------------------
// A task as the editor writes it, one form per type

const taskBase = { id: id.optional(), instructions: line };

/** Options empty: the learner types; any of `accepted` is right. Options given: `accepted[0]` is the right option. */
export const studioQuery = z.object({ question: line, options: list(line), accepted: list(line) });
export const studioStatement = z.object({ text: line, value: z.enum(studioEvaluationValues) });
export const studioPair = z.object({ left: line, right: line });

export const studioTaskInput = z.discriminatedUnion('type', [
  z.object({ ...taskBase, type: z.literal('QuestionTask'), queries: list(studioQuery) }),
  z.object({ ...taskBase, type: z.literal('EvaluationTask'), statements: list(studioStatement) }),
  /** Each pair as it belongs together; learners get the right column shuffled. */
  z.object({ ...taskBase, type: z.literal('MatchingTask'), pairs: list(studioPair) }),
  /** `text` holds {gap1}, {gap2}…; gaps[n - 1] fills {gapN}; distractors join the phrase bank. */
  z.object({ ...taskBase, type: z.literal('GapsTask'), text: longText, gaps: list(line), distractors: list(line) }),
  /**
   * The prompt the learner answers by a voice message: to the app's bot ('odpoveď botovi': stored,
   * the teacher plays it; `allow_new_attempt` lets a voice after the score start a new attempt),
   * or in the chat at chat_url (a t.me link; absent answer_via is this).
   */
  z.object({
    ...taskBase,
    type: z.literal('SpeakingTask'),
    prompt: longText,
    chat_url: line,
    answer_via: z.enum(['bot', 'chat']).optional(),
    allow_new_attempt: z.boolean().optional(),
  }),
]);
export type StudioTaskInput = z.infer<typeof studioTaskInput>;

export const studioSectionInput = z.object({
  id: id.optional(),
  section_type: studioSectionType,
  title: line,
  /** Reading: the text; listening: the transcript; speaking: what the section is about. */
  text: longText,
  /** Minutes. */
  time_required: z.number().int().min(0).max(600),
  /** An uploaded audio file (POST /studio/media); listening sections need one to be published. */
  audio_file_id: id.nullable(),
  tasks: list(studioTaskInput),
});
export type StudioSectionInput = z.infer<typeof studioSectionInput>;

export const studioDayInput = z.object({
  /** The date rule: the day is offered from this date on (and after the learner's previous day). */
  available_on: isoDate,
  sections: z.array(studioSectionInput).max(STUDIO_MAX_SECTIONS),
});
export type StudioDayInput = z.infer<typeof studioDayInput>;

/** A save names the version the editor started from: another save in between answers 409. */
export const studioDaySave = studioDayInput.extend({ version: studioVersion });
export type StudioDaySave = z.infer<typeof studioDaySave>;

export const studioVersionBody = z.object({ version: studioVersion });
export type StudioVersionBody = z.infer<typeof studioVersionBody>;
/** DELETE /studio/days/{id}?version=N: the version the editor read (a save in between answers 409). */
export const studioVersionQuery = z.object({ version: z.coerce.number().int().positive().max(INT4_MAX) });
/** The answer of a deleted draft day. */
export const studioDayDeleted = z.object({ id: z.number().int() });
export type StudioDayDeleted = z.infer<typeof studioDayDeleted>;

// ---------------------------------------------------------------------------------------------
// What the editor reads back

export const studioDayState = z.enum(['draft', 'published']);
export type StudioDayState = z.infer<typeof studioDayState>;

export const studioAudio = z.object({
  file_id: id,
  url: z.string(),
  filename: z.string(),
  duration_seconds: z.number().nullable(),
});
export type StudioAudio = z.infer<typeof studioAudio>;

/** A stored task with how many learners answered its current version and how many versions it had. */
export const studioTask = z.intersection(
  studioTaskInput,
  z.object({ id, answered: z.number().int().nonnegative(), versions: z.number().int().positive() }),
);
export type StudioTask = z.infer<typeof studioTask>;

export const studioSection = studioSectionInput.extend({
  id,
  audio: studioAudio.nullable(),
  /** Learners who opened it (a published section they opened cannot be removed). */
  opened: z.number().int().nonnegative(),
  tasks: z.array(studioTask),
});
export type StudioSection = z.infer<typeof studioSection>;

export const studioDay = z.object({
  id,
  /** Position in the course (drafts included), 1-based. */
  day: z.number().int().positive(),
  state: studioDayState,
  available_on: isoDate,
  version: z.number().int().positive(),
  updated_at: z.iso.datetime({ offset: true }),
  updated_by: z.string().nullable(),
  published_at: z.iso.datetime({ offset: true }).nullable(),
  sections: z.array(studioSection),
  ...studioDayDraftField,
});
export type StudioDay = z.infer<typeof studioDay>;

/** A save's answer: the day as stored, and what the change did to results already given. */
export const studioSaveResult = z.object({ day: studioDay, effects: z.array(z.string()) });
export type StudioSaveResult = z.infer<typeof studioSaveResult>;

export const studioCourseDay = z.object({
  id,
  day: z.number().int().positive(),
  state: studioDayState,
  available_on: isoDate,
  titles: z.array(z.string()),
  tasks: z.number().int().nonnegative(),
  /** Learners who reached this day. */
  reached: z.number().int().nonnegative(),
  ...studioCourseDayDraftField,
});
export type StudioCourseDay = z.infer<typeof studioCourseDay>;

export const studioCourse = z.object({
  days: z.array(studioCourseDay),
  /** Learners who finished the last published day and wait for the next one. */
  waiting: z.number().int().nonnegative(),
});
export type StudioCourse = z.infer<typeof studioCourse>;

export const studioHistoryEntry = z.object({
  version: z.number().int().positive(),
  action: z.enum(['created', 'saved', 'published', 'cancelled', 'scheduled', 'withdrawn']),
  summary: z.string(),
  by: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type StudioHistoryEntry = z.infer<typeof studioHistoryEntry>;
export const studioHistory = z.object({ results: z.array(studioHistoryEntry) });
export type StudioHistory = z.infer<typeof studioHistory>;

export const studioMedia = z.object({
  file_id: id,
  url: z.string(),
  hash: z.string(),
  mime: z.string(),
  size: z.number().int().positive(),
  duration_seconds: z.number().nullable(),
  filename: z.string(),
  ...studioMediaImage,
});
export type StudioMedia = z.infer<typeof studioMedia>;

export const studioDayIdParam = z.object({ id: z.coerce.number().int().positive() });
export const studioMediaQuery = z.object({ name: z.string().min(1).max(200) });
export const studioMediaHashParam = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) });

/** `{ message, field? }` as every API error. */
export const studioError = z.object({ message: z.string(), field: z.string().optional() });
export type StudioError = z.infer<typeof studioError>;

export * from './meetings';
export * from './speakers';
export * from './authors';
