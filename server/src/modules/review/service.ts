/**
 * 'Opakovanie': the summary, the items due, a session's answers and its end (README.md beside).
 */
import type { TaskResult, TaskType } from '@app/activities-contract';
import type {
  ReviewAnswerResult,
  ReviewItem,
  ReviewNext,
  ReviewSessionSummary,
  ReviewSummary,
} from '@app/activities-contract/review';
import {
  endOfToday as endOfTodayIn,
  REVIEW_NO_CARD,
  REVIEW_NO_SESSION,
  REVIEW_NOT_DUE,
} from '@app/activities-contract/rules/review';
import { isUniqueViolation, type Db, type Queryable } from '../../db/types';
import { badRequest, notFound } from '../../errors';
import { checkAnswer } from '../activities/index';
import { SCHOOL_TIME_ZONE } from '../../zone';
import { liveCards, type LiveCard } from './cards';
import { reviewTask } from './items';
import { cardColumns, cardOf, logColumns, RATING_NAMES, ratingOf, scheduler } from './scheduler';

export interface ReviewClock {
  now: Date;
  timeZone?: string;
}

const endOfToday = ({ now, timeZone = SCHOOL_TIME_ZONE }: ReviewClock) => endOfTodayIn(now, timeZone);

/**
 * GET /review/summary: one aggregate over the learner's unretired cards (the index
 * `review_cards_due`), no task read. It can count on `retired_at` alone because a card never
 * outlives its item unretired: a day's publish retires the cards of the items it removed
 * (`retireRemovedItems`, in the publish's transaction), and every start retires those of items
 * removed before that existed (`retireRemovedItemsEverywhere`).
 */
export async function getSummary(db: Queryable, userId: number, clock: ReviewClock): Promise<ReviewSummary> {
  const [row] = await db.query<{ due: number; next_due_at: Date | null; total: number }>(
    `SELECT count(*) FILTER (WHERE due < $2)::int AS due, min(due) FILTER (WHERE due >= $2) AS next_due_at, count(*)::int AS total
     FROM review_cards WHERE user_id = $1 AND retired_at IS NULL`,
    [userId, endOfToday(clock)],
  );
  return { due: row!.due, next_due_at: row!.next_due_at?.toISOString() ?? null, total: row!.total };
}

function itemOf(card: LiveCard, userId: number): ReviewItem | null {
  const built = reviewTask(card.task, card.row.item_key, userId, Number(card.row.id), card.row.reps);
  if (!built) return null;
  return {
    card_id: Number(card.row.id),
    task: built.task,
    answer_key: built.answer_key,
    solution: built.solution as ReviewItem['solution'],
    day: card.task.day,
    section_title: card.task.section_title,
    due_at: card.row.due.toISOString(),
  };
}

/** GET /review/next: the live cards due by the end of today, earliest first, at most `limit`. */
export async function getNext(db: Queryable, userId: number, clock: ReviewClock, limit: number): Promise<ReviewNext> {
  const cards = await liveCards(db, userId, clock.now, { dueBy: new Date(endOfToday(clock).getTime() - 1) });
  return { items: cards.flatMap((card) => itemOf(card, userId) ?? []).slice(0, limit) };
}

export interface AnswerInput {
  client_key: string;
  session_key: string;
  card_id: number;
  answer: { task_type: TaskType; data: unknown };
  second_try: boolean;
}

/**
 * POST /review/answers: checks the answer on the server (the client's own check is only for the
 * screen), rates it, moves the card on with FSRS and logs the review, in one transaction under the
 * card's lock. The same client key again answers what was recorded the first time, recording
 * nothing; a card that is not the learner's (or retired) is 404, one not due today 400.
 */
export async function answer(db: Db, userId: number, input: AnswerInput, clock: ReviewClock): Promise<ReviewAnswerResult> {
  const recorded = async (tx: Queryable) => {
    const [row] = await tx.query<{ answer: ReviewAnswerResult; card_id: number }>(
      'SELECT answer, card_id FROM review_logs WHERE user_id = $1 AND client_key = $2',
      [userId, input.client_key],
    );
    if (row && Number(row.card_id) !== input.card_id) {
      throw badRequest('client_key: this key was already used for another item', 'client_key');
    }
    return row?.answer;
  };
  const run = db.transaction(async (tx) => {
    const [card] = await liveCards(tx, userId, clock.now, { cardId: input.card_id, lock: true });
    const again = await recorded(tx);
    if (again) return again;
    if (!card) throw notFound(REVIEW_NO_CARD);
    if (card.row.due.getTime() >= endOfToday(clock).getTime()) throw badRequest(REVIEW_NOT_DUE, 'card_id');
    const built = reviewTask(card.task, card.row.item_key, userId, Number(card.row.id), card.row.reps)!;
    if (input.answer.task_type !== built.task.concrete_type) {
      throw badRequest(`answer.task_type: this item is a ${built.task.concrete_type}`, 'answer.task_type');
    }
    const scored = checkAnswer(built.scorable, input.answer.data, 'answer.data');
    const correct = scored.correct_count === 1;
    const grade = ratingOf(correct, input.second_try);
    const next = scheduler.next(cardOf(card.row), clock.now, grade);
    const result = {
      task_id: built.task.id,
      task_type: built.task.concrete_type,
      data: scored.data,
      correct_count: scored.correct_count,
      incorrect_count: scored.incorrect_count,
      missing_count: scored.missing_count,
      feedback: scored.feedback,
      solution: built.solution,
    } as TaskResult;
    const answered: ReviewAnswerResult = {
      card_id: input.card_id,
      result,
      correct,
      rating: RATING_NAMES[grade]!,
      next_due_at: next.card.due.toISOString(),
    };
    await tx.query(
      `UPDATE review_cards SET due = $2, stability = $3, difficulty = $4, scheduled_days = $5, learning_steps = $6, reps = $7,
                               lapses = $8, state = $9, last_review = $10 WHERE id = $1`,
      [input.card_id, ...cardColumns(next.card)],
    );
    await tx.query('INSERT INTO review_sessions (user_id, session_key, started_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      userId,
      input.session_key,
      clock.now,
    ]);
    await tx.query(
      `INSERT INTO review_logs (card_id, user_id, source, client_key, session_key, task_id, rating, state, due, stability,
                                difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, reviewed_at, answer)
       VALUES ($1, $2, 'review', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb)`,
      [
        input.card_id,
        userId,
        input.client_key,
        input.session_key,
        built.task.id,
        ...logColumns(next.log),
        JSON.stringify(answered),
      ],
    );
    return answered;
  });
  // Two requests with one key at once: the second's log insert hits the unique key; its answer is the first's.
  return run.catch(async (error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    const again = await recorded(db);
    if (!again) throw error;
    return again;
  });
}

/**
 * POST /review/sessions/{key}/finish: the session ends (after 20 items or when nothing is due:
 * the client's call); the first finish stamps it, a repeat answers the same summary. A session
 * with no recorded answer is 404: a day counts as studied for a review actually done.
 */
export async function finishSession(db: Queryable, userId: number, sessionKey: string, now: Date): Promise<ReviewSessionSummary> {
  const [row] = await db.query<{ finished_at: Date; answered: number; correct: number }>(
    `WITH s AS (UPDATE review_sessions SET finished_at = coalesce(finished_at, $3)
                WHERE user_id = $1 AND session_key = $2 RETURNING finished_at)
     SELECT s.finished_at,
            (SELECT count(*)::int FROM review_logs WHERE user_id = $1 AND session_key = $2) AS answered,
            (SELECT count(*)::int FROM review_logs WHERE user_id = $1 AND session_key = $2 AND rating > 1) AS correct
     FROM s`,
    [userId, sessionKey, now],
  );
  if (!row) throw notFound(REVIEW_NO_SESSION);
  return { answered: row.answered, correct: row.correct, finished_at: row.finished_at.toISOString() };
}

/** The instants the learner finished review sessions: the streak and the reminder count their days as studied. */
export async function finishedSessionInstants(db: Queryable, userId: number, since?: Date): Promise<Date[]> {
  const rows = await db.query<{ finished_at: Date }>(
    `SELECT finished_at FROM review_sessions WHERE user_id = $1 AND finished_at IS NOT NULL${since ? ' AND finished_at >= $2' : ''}`,
    since ? [userId, since] : [userId],
  );
  return rows.map((row) => row.finished_at);
}

/**
 * For many learners at once (the study reminder's sweep): whether each finished a review session
 * since `todayStart`, and how many live cards are due before `tomorrowStart` (the summary's "due
 * today"; a card of an item an editor removed retired when the change was published). One
 * statement, each learner read through the review indexes by user.
 */
export async function reviewDayStates(
  db: Queryable,
  userIds: readonly number[],
  day: { now: Date; todayStart: Date; tomorrowStart: Date },
): Promise<Map<number, { studied: boolean; due: number }>> {
  const rows = await db.query<{ user_id: number | string; studied: boolean; due: number }>(
    `SELECT l.user_id,
       EXISTS (SELECT 1 FROM review_sessions r
               WHERE r.user_id = l.user_id AND r.finished_at >= $2 AND r.finished_at <= $3) AS studied,
       (SELECT count(*)::int FROM review_cards c
        WHERE c.user_id = l.user_id AND c.retired_at IS NULL AND c.due < $4) AS due
     FROM unnest($1::bigint[]) AS l(user_id)`,
    [userIds, day.todayStart, day.now, day.tomorrowStart],
  );
  return new Map(rows.map((row) => [Number(row.user_id), { studied: row.studied, due: row.due }]));
}
