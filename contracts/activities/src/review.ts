import { z } from 'zod';
import { statisticsQuery } from '@app/statistics-contract';
import {
  evaluationValue,
  gapsSolution,
  questionSolution,
  evaluationSolution,
  sectionTask,
  submittedAnswerItem,
  taskResult,
} from '.';

/*
 * 'Opakovanie': review cards made of the items a learner got wrong, scheduled with FSRS
 * (server/src/modules/review/README.md has the rules). Cards are the learner's own mistakes, whose
 * solutions they were shown when the day was submitted, so an item travels with its answer key:
 * the client checks it at once, offline too, and the server checks it again when the answer
 * arrives (the server's check is the one recorded).
 */

/** Query of the review calls: tz is the learner's IANA zone; "due" means due by the end of today there. */
export const reviewQuery = statisticsQuery;
export type ReviewQuery = z.infer<typeof reviewQuery>;

/** GET /review/summary. */
export const reviewSummary = z.object({
  /** Live cards due by the end of the learner's today. */
  due: z.number().int().nonnegative(),
  /** The earliest due instant of a live card not due today; null when there is none. */
  next_due_at: z.string().nullable(),
  /** Live cards (retired ones are not counted). */
  total: z.number().int().nonnegative(),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

/** At most this many items a session takes (and GET /review/next serves). */
export const REVIEW_SESSION_SIZE = 20;

export const reviewNextQuery = reviewQuery.extend({
  limit: z.coerce.number().int().min(1).max(REVIEW_SESSION_SIZE).default(REVIEW_SESSION_SIZE),
});
export type ReviewNextQuery = z.infer<typeof reviewNextQuery>;

/** The key of the one item a review task holds, in the task's own terms (the client's offline check). */
export const reviewAnswerKey = z.discriminatedUnion('concrete_type', [
  z.object({ concrete_type: z.literal('QuestionTask'), answers: z.record(z.string(), z.array(z.string())) }),
  z.object({ concrete_type: z.literal('EvaluationTask'), answers: z.record(z.string(), evaluationValue) }),
  z.object({ concrete_type: z.literal('GapsTask'), gaps: z.array(z.string()) }),
]);
export type ReviewAnswerKey = z.infer<typeof reviewAnswerKey>;

/**
 * One card to review: a task of one item in the components the days use. A question or a
 * statement is its task with that item alone; a pair is a choice (the left side, the task's right
 * sides as options); a gap is the text with the other gaps filled in and the task's phrase bank.
 */
export const reviewItem = z.object({
  card_id: z.number().int(),
  task: sectionTask,
  answer_key: reviewAnswerKey,
  solution: z.union([questionSolution, evaluationSolution, gapsSolution]),
  /** Where the item comes from, for the screen: the day's number and the section's title. */
  day: z.number().int().positive(),
  section_title: z.string(),
  due_at: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/** GET /review/next: the live cards due by the end of today, earliest first. */
export const reviewNext = z.object({ items: z.array(reviewItem) });
export type ReviewNext = z.infer<typeof reviewNext>;

/** POST /review/answers: one item's answer, sent once per client key (a repeat is answered, not recorded again). */
export const reviewAnswerBody = z.object({
  client_key: z.uuid(),
  session_key: z.uuid(),
  card_id: z.number().int().positive(),
  answer: submittedAnswerItem,
  /** Right only at the second try (the learner corrected the diacritics): rated Hard, not Good. */
  second_try: z.boolean().default(false),
});
export type ReviewAnswerBody = z.input<typeof reviewAnswerBody>;

export const reviewRatings = ['again', 'hard', 'good'] as const;
export const reviewRating = z.enum(reviewRatings);
export type ReviewRating = z.infer<typeof reviewRating>;

export const reviewAnswerResult = z.object({
  card_id: z.number().int(),
  /** The answer as the days' results show it: counts, items with is_correct, feedback, solution. */
  result: taskResult,
  correct: z.boolean(),
  rating: reviewRating,
  /** When the card comes back. */
  next_due_at: z.string(),
});
export type ReviewAnswerResult = z.infer<typeof reviewAnswerResult>;

export const reviewSessionParams = z.object({ session_key: z.uuid() });

/** POST /review/sessions/{session_key}/finish: the session's summary (idempotent). */
export const reviewSessionSummary = z.object({
  answered: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  finished_at: z.string(),
});
export type ReviewSessionSummary = z.infer<typeof reviewSessionSummary>;
