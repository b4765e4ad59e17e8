import { z } from 'zod';
import { idParam, positiveId } from '@app/shared/contract';
import { imageVariants, mediaFileType } from '@app/file-contract';
import { statisticsQuery } from '@app/statistics-contract';

/*
 * Daily activities (spec sections 3, 4, 7). Field names are the spec's. The server checks
 * answers; answer keys never travel to the client. server/src/modules/activities/README.md has the
 * rules (course order, 08:00 unlock, scoring, teacher evaluation).
 */

// ---------------------------------------------------------------------------------------------
// Enums

/** Spec section 4: listening 'Počúvanie', reading 'Čítanie', speaking 'Hovorenie'. */
export const activitySectionTypes = ['listening', 'reading', 'speaking'] as const;
export const activitySectionType = z.enum(activitySectionTypes);
export type ActivitySectionType = z.infer<typeof activitySectionType>;

/**
 * Spec section 4: started 'Nedokončené', submitted 'Odoslané' (pending verification), evaluated
 * 'Ohodnotené'. The same three values describe a section and a whole activity: an activity is
 * started while any section is started, evaluated when every section is, submitted otherwise.
 */
export const activityStatuses = ['started', 'submitted', 'evaluated'] as const;
export const activityStatus = z.enum(activityStatuses);
export type ActivityStatus = z.infer<typeof activityStatus>;
/** Alias: a section's status has the same values. */
export const sectionStatus = activityStatus;
export type SectionStatus = ActivityStatus;

export const taskTypes = ['QuestionTask', 'EvaluationTask', 'MatchingTask', 'GapsTask', 'SpeakingTask'] as const;
export const taskType = z.enum(taskTypes);
export type TaskType = z.infer<typeof taskType>;

// ---------------------------------------------------------------------------------------------
// Limits the server enforces on answers (400 naming the field beyond them).

export const ACTIVITY_MAX_ANSWER_LENGTH = 500;
export const ACTIVITY_MAX_ITEMS = 100;

const answerText = z.string().max(ACTIVITY_MAX_ANSWER_LENGTH);
const items = <T extends z.ZodTypeAny>(item: T) => z.array(item).max(ACTIVITY_MAX_ITEMS);

// ---------------------------------------------------------------------------------------------
// Activity (spec section 3) and its lists

/** A section as an activity lists it. */
export const activitySectionSummary = z.object({
  section_id: z.number().int(),
  section_type: activitySectionType,
  /** The topic shown on the card. */
  title: z.string(),
  /** Minutes (reading time, recording length or time to record; spec section 9 labels). */
  time_required: z.number().int().nonnegative(),
  /** The user's score, a fraction 0..1; null until evaluated. */
  score: z.number().min(0).max(1).nullable(),
  /** The user's status; a section the user never opened is 'started'. */
  status: sectionStatus,
});
export type ActivitySectionSummary = z.infer<typeof activitySectionSummary>;

/** GET /activities/{id} and the items of the lists: one activity as the current user sees it. */
export const activity = z.object({
  activity_id: z.number().int(),
  /** ISO instant the activity became available to this user (the date of 'Aktivita {date}'). */
  started_at: z.string(),
  status: activityStatus,
  /** 1-based place in the course: the user's day number. Additive to the spec. */
  day: z.number().int().positive(),
  sections: z.array(activitySectionSummary),
});
export type Activity = z.infer<typeof activity>;

/** Today's activity status object (spec: status and finished_at). */
export const todayStatus = z.object({
  /** 'started' while something is left to do; otherwise the activity is done and a countdown runs. */
  status: activityStatus,
  /** ISO instant the last section was submitted; null while started. */
  finished_at: z.string().nullable(),
  /**
   * Additive: ISO instant the next activity unlocks (08:00 in the requested time zone on the day
   * after finished_at); null while started. The spec's countdown target, computed by the server.
   */
  next_available_at: z.string().nullable(),
});
export type TodayStatus = z.infer<typeof todayStatus>;

/** GET /activities/today: 404 when no activity is available (none left in the course). */
export const todayActivity = z.object({
  activity,
  status: todayStatus,
});
export type TodayActivity = z.infer<typeof todayActivity>;

/** GET /activities/status: every activity the user has reached, newest first ('Všetky úlohy'). */
export const activityList = z.object({
  results: z.array(activity),
});
export type ActivityList = z.infer<typeof activityList>;

/**
 * GET /activities/{id}/feed: the "meeting feed" the details screen loads (the spec does not
 * show its path): the activity's status and the activity with its sections.
 */
export const activityFeed = z.object({
  status: activityStatus,
  activity,
});
export type ActivityFeed = z.infer<typeof activityFeed>;

/**
 * Query of GET /activities/today and GET /activities/status: tz is the client's IANA time zone
 * (as GET /users/me/statistics takes it; default Europe/Bratislava). Its clock decides when the
 * next activity unlocks (08:00 the day after finishing).
 */
export const activityTimeZoneQuery = statisticsQuery;
export type ActivityTimeZoneQuery = z.infer<typeof activityTimeZoneQuery>;

// ---------------------------------------------------------------------------------------------
// Task data per concrete_type (what the client gets; never the key)

/** A reading/listening question (spec: Section queries). */
export const sectionQuery = z.object({
  id: z.number().int(),
  question_text: z.string(),
  /** true: free text ('Napiš odpoveď ručné'); false: pick one of options. */
  is_manual_input: z.boolean(),
  /** The choices; empty for free text. */
  options: z.array(z.string()),
});
export type SectionQuery = z.infer<typeof sectionQuery>;

export const questionTaskData = z.object({ queries: z.array(sectionQuery) });
export type QuestionTaskData = z.infer<typeof questionTaskData>;

export const evaluationQuestion = z.object({ id: z.number().int(), question_text: z.string() });
export type EvaluationQuestion = z.infer<typeof evaluationQuestion>;
export const evaluationTaskData = z.object({ questions: z.array(evaluationQuestion) });
export type EvaluationTaskData = z.infer<typeof evaluationTaskData>;

/**
 * Initially left_set[i] is paired with right_set[i]. right_set is shuffled per user (the same
 * order for the same user every time, never the solved order); the client reorders only it.
 */
export const matchingTaskData = z.object({ left_set: z.array(z.string()), right_set: z.array(z.string()) });
export type MatchingTaskData = z.infer<typeof matchingTaskData>;

/**
 * text_with_gaps marks gap n as `{gapN}` (1-based: `{gap1}`, `{gap2}`...), e.g.
 * 'Volám sa {gap1} a {gap2} zo Slovenska.'. options is the phrase bank (shuffled per user, may
 * hold more phrases than gaps); a phrase may fill one gap.
 */
export const GAP_PLACEHOLDER_PATTERN = '\\{gap(\\d+)\\}';
export const gapsOption = z.object({ phrase: z.string() });
export type GapsOption = z.infer<typeof gapsOption>;
export const gapsTaskData = z.object({ text_with_gaps: z.string(), options: z.array(gapsOption) });
export type GapsTaskData = z.infer<typeof gapsTaskData>;

/**
 * The learner records a voice message and sends it: to the app's bot when answer_via is 'bot'
 * (the answer is stored and the teacher plays it: GET /speaking/sections/{id}/answers), else in
 * the chat at chat_submit_url (a t.me link; a task without answer_via is such a task).
 * allow_new_attempt: a voice message after the teacher scored starts a new attempt.
 */
export const SPEAKING_ANSWER_VIA = ['bot', 'chat'] as const;
export const speakingTaskData = z.object({
  instructions: z.string(),
  chat_submit_url: z.string(),
  answer_via: z.enum(SPEAKING_ANSWER_VIA).optional(),
  allow_new_attempt: z.boolean().optional(),
});
export type SpeakingTaskData = z.infer<typeof speakingTaskData>;

const taskBase = { id: z.number().int(), instructions: z.string() };

/** A task of a section, discriminated by concrete_type. */
export const sectionTask = z.discriminatedUnion('concrete_type', [
  z.object({ ...taskBase, concrete_type: z.literal('QuestionTask'), task_data: questionTaskData }),
  z.object({ ...taskBase, concrete_type: z.literal('EvaluationTask'), task_data: evaluationTaskData }),
  z.object({ ...taskBase, concrete_type: z.literal('MatchingTask'), task_data: matchingTaskData }),
  z.object({ ...taskBase, concrete_type: z.literal('GapsTask'), task_data: gapsTaskData }),
  z.object({ ...taskBase, concrete_type: z.literal('SpeakingTask'), task_data: speakingTaskData }),
]);
export type SectionTask = z.infer<typeof sectionTask>;
export type TaskOf<T extends TaskType> = Extract<SectionTask, { concrete_type: T }>;

/** A section file (spec: file_url, file_type, is_primary); file_url is a path on the app's origin. */
export const sectionFile = z.object({
  file_url: z.string(),
  file_type: mediaFileType,
  is_primary: z.boolean(),
  /** Additive: an uploaded image's sizes. */
  variants: imageVariants.nullish(),
});
export type SectionFile = z.infer<typeof sectionFile>;

/** GET /activities/section/{id}: the section with its tasks (opening it marks it started). */
export const section = z.object({
  id: z.number().int(),
  /** Additive: the activity it belongs to (the screen's back target /activity/{activity_id}). */
  activity_id: z.number().int(),
  title: z.string(),
  section_type: activitySectionType,
  /** Reading text or listening transcript/intro (plain text, paragraphs separated by blank lines). */
  text: z.string(),
  files: z.array(sectionFile),
  tasks: z.array(sectionTask),
  time_required: z.number().int().nonnegative(),
});
export type Section = z.infer<typeof section>;

// ---------------------------------------------------------------------------------------------
// Answers per concrete_type (spec section 3). In results every answered item carries is_correct.
// Items left out of an answer (or blank) count as missing; results list only the items answered.

export const queryAnswer = z.object({
  query_id: z.number().int(),
  /** Free text, or the chosen option verbatim. */
  answer: answerText,
  is_correct: z.boolean().optional(),
});
export type QueryAnswer = z.infer<typeof queryAnswer>;
export const questionAnswer = z.object({ queries: items(queryAnswer) });
export type QuestionAnswer = z.infer<typeof questionAnswer>;

/** 'Pravda' → 'true', 'Lož' → 'false', shrug → 'not_stated'. */
export const evaluationValues = ['true', 'false', 'not_stated'] as const;
export const evaluationValue = z.enum(evaluationValues);
export type EvaluationValue = z.infer<typeof evaluationValue>;
export const evaluationItemAnswer = z.object({
  question_id: z.number().int(),
  answer: evaluationValue,
  is_correct: z.boolean().optional(),
});
export type EvaluationItemAnswer = z.infer<typeof evaluationItemAnswer>;
export const evaluationAnswer = z.object({ questions: items(evaluationItemAnswer) });
export type EvaluationAnswer = z.infer<typeof evaluationAnswer>;

export const matchingPair = z.object({ left: answerText, right: answerText, is_correct: z.boolean().optional() });
export type MatchingPair = z.infer<typeof matchingPair>;
export const matchingAnswer = z.object({ pairs: items(matchingPair) });
export type MatchingAnswer = z.infer<typeof matchingAnswer>;

export const gapsItemAnswer = z.object({
  phrase: answerText,
  /** 1-based gap number: position 1 fills {gap1}. */
  position: z.number().int().positive().max(ACTIVITY_MAX_ITEMS),
  is_correct: z.boolean().optional(),
});
export type GapsItemAnswer = z.infer<typeof gapsItemAnswer>;
export const gapsAnswer = z.object({ options: items(gapsItemAnswer) });
export type GapsAnswer = z.infer<typeof gapsAnswer>;

/** false: the learner sends (or sent) the voice message in the chat; true: skipped. Both wait for a teacher. */
export const speakingAnswer = z.object({ is_skipped: z.boolean() });
export type SpeakingAnswer = z.infer<typeof speakingAnswer>;

export interface TaskAnswerByType {
  QuestionTask: QuestionAnswer;
  EvaluationTask: EvaluationAnswer;
  MatchingTask: MatchingAnswer;
  GapsTask: GapsAnswer;
  SpeakingTask: SpeakingAnswer;
}
export const taskAnswerSchemas = {
  QuestionTask: questionAnswer,
  EvaluationTask: evaluationAnswer,
  MatchingTask: matchingAnswer,
  GapsTask: gapsAnswer,
  SpeakingTask: speakingAnswer,
} as const;

// ---------------------------------------------------------------------------------------------
// Submit and results

/**
 * One item of the POST /activities/submit body (spec: Submitted answer item). data is checked
 * against task_type by the server (400 naming e.g. '[0].data.queries.1.answer').
 */
export const submittedAnswerItem = z.object({
  task_id: z.number().int().positive(),
  task_type: taskType,
  data: z.unknown(),
});
export type SubmittedAnswerItem =
  | { task_id: number; task_type: 'QuestionTask'; data: QuestionAnswer }
  | { task_id: number; task_type: 'EvaluationTask'; data: EvaluationAnswer }
  | { task_id: number; task_type: 'MatchingTask'; data: MatchingAnswer }
  | { task_id: number; task_type: 'GapsTask'; data: GapsAnswer }
  | { task_id: number; task_type: 'SpeakingTask'; data: SpeakingAnswer };

/** Body of POST /activities/submit: one item per task (a task left out counts as all missing). */
export const submitBody = z.array(submittedAnswerItem).max(ACTIVITY_MAX_ITEMS);
export type SubmitBody = SubmittedAnswerItem[];

/** Query of POST /activities/submit. */
export const submitQuery = z.object({ section_id: positiveId });
export type SubmitQuery = z.infer<typeof submitQuery>;

/** GET /activities/section/{id}/status (spec: Section progress). score is a fraction 0..1 or null. */
export const sectionProgress = z.object({
  status: sectionStatus,
  score: z.number().min(0).max(1).nullable(),
});
export type SectionProgress = z.infer<typeof sectionProgress>;

// What 'Správna odpoveď: …' shows. A result carries its task's solution once the section is
// submitted: results exist only then, so a started section's keys never leave the server.
export const queryExpected = z.object({ query_id: z.number().int(), answer: z.string() });
export const questionSolution = z.object({ queries: z.array(queryExpected) });
export type QuestionSolution = z.infer<typeof questionSolution>;
export const evaluationExpected = z.object({ question_id: z.number().int(), answer: evaluationValue });
export const evaluationSolution = z.object({ questions: z.array(evaluationExpected) });
export type EvaluationSolution = z.infer<typeof evaluationSolution>;
export const matchingSolution = z.object({ pairs: z.array(z.object({ left: z.string(), right: z.string() })) });
export type MatchingSolution = z.infer<typeof matchingSolution>;
export const gapsSolution = z.object({
  options: z.array(z.object({ phrase: z.string(), position: z.number().int().positive() })),
});
export type GapsSolution = z.infer<typeof gapsSolution>;
export type TaskSolution = QuestionSolution | EvaluationSolution | MatchingSolution | GapsSolution;

const resultBase = {
  task_id: z.number().int(),
  correct_count: z.number().int().nonnegative(),
  incorrect_count: z.number().int().nonnegative(),
  missing_count: z.number().int().nonnegative(),
  /** Slovak feedback (e.g. an answer that differs only in diacritics, or the teacher's words); null when none. */
  feedback: z.string().nullable(),
};

/**
 * Spec: Task result. data is the submitted answer with is_correct on every answered item.
 * SpeakingTask: counts are 0 until a teacher evaluates; then they are percentage points
 * (correct_count = round(score*100), incorrect_count = the rest) so the task percentage equals
 * the teacher's score, and feedback is the teacher's. solution (every automatically checked
 * task; additive to the spec) is the expected answer of each item: for a free-text question the
 * first accepted text.
 */
export const taskResult = z.discriminatedUnion('task_type', [
  z.object({ ...resultBase, task_type: z.literal('QuestionTask'), data: questionAnswer, solution: questionSolution.optional() }),
  z.object({
    ...resultBase,
    task_type: z.literal('EvaluationTask'),
    data: evaluationAnswer,
    solution: evaluationSolution.optional(),
  }),
  z.object({ ...resultBase, task_type: z.literal('MatchingTask'), data: matchingAnswer, solution: matchingSolution.optional() }),
  z.object({ ...resultBase, task_type: z.literal('GapsTask'), data: gapsAnswer, solution: gapsSolution.optional() }),
  z.object({ ...resultBase, task_type: z.literal('SpeakingTask'), data: speakingAnswer }),
]);
export type TaskResult = z.infer<typeof taskResult>;

/** Answer of POST /activities/submit and GET /activities/section/{id}/submissions (empty before submitting). */
export const taskResults = z.array(taskResult);
export type TaskResults = z.infer<typeof taskResults>;

// ---------------------------------------------------------------------------------------------
// Speaking scores are given in percent by /staff/speaking (contracts/staff); this is their feedback's bound.

export const ACTIVITY_MAX_FEEDBACK_LENGTH = 2000;

// ---------------------------------------------------------------------------------------------
// Speaking answers sent to the bot (server/src/modules/speaking).

/**
 * A recording the bot received for a task: downloading (arrived, being stored), stored (the
 * answer: url plays it, signed for the learner for an hour), failed or refused (say so, send again).
 */
export const speakingRecording = z.object({
  status: z.enum(['downloading', 'stored', 'failed', 'refused']),
  url: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  received_at: z.string(),
  attempt: z.number().int(),
});
export type SpeakingRecording = z.infer<typeof speakingRecording>;

/** One speaking task of a section: how it is answered, the bot's deep link, the learner's latest recording. */
export const speakingTaskAnswer = z.object({
  task_id: z.number().int(),
  answer_via: z.enum(SPEAKING_ANSWER_VIA),
  /** t.me/<bot>?start=speak_<task id>: opens the bot's chat, which asks for the answer; null for a chat-answered task. */
  answer_url: z.string().nullable(),
  recording: speakingRecording.nullable(),
  /** Whether a voice message now would be taken (before scoring, or a new attempt the task allows). */
  can_answer: z.boolean(),
});
export type SpeakingTaskAnswer = z.infer<typeof speakingTaskAnswer>;
export const speakingAnswers = z.object({ results: z.array(speakingTaskAnswer) });
export type SpeakingAnswers = z.infer<typeof speakingAnswers>;

/** Path of the /activities/{id}... and /activities/section/{id}... calls. */
export const activityIdParam = idParam;
export const sectionIdParam = idParam;

// ---------------------------------------------------------------------------------------------
// Preview (editors, staff role 'editor'): a day as learners will see it, drafts included, checked
// by the server's scoring without storing anything.

/**
 * Which version of a day the preview shows: `draft` (default) is what 'Publikovať' would serve (a
 * new day, or a live day's unpublished changes when it has any), `live` what learners are served now.
 */
export const previewVersion = z.enum(['draft', 'live']);
export type PreviewVersion = z.infer<typeof previewVersion>;
export const previewQuery = z.object({ version: previewVersion.default('draft') });
export const previewSubmitQuery = submitQuery.extend({ version: previewVersion.default('draft') });

/** GET /activities/preview/{id}: every section of the day with its tasks, as a learner is served them. */
export const activityPreview = z.object({
  activity_id: z.number().int(),
  /** Position in the course, drafts included. */
  day: z.number().int().positive(),
  /** What is shown: `draft` (a new day, or a live day's unpublished changes) or `published` (what learners are served). */
  state: z.enum(['draft', 'published']),
  /** Additive: learners are served a version of this day (it was published). */
  live: z.boolean(),
  /** Additive: the day has a version other than the one shown (a live day with unpublished changes). */
  other_version: z.boolean(),
  sections: z.array(section),
});
export type ActivityPreview = z.infer<typeof activityPreview>;
