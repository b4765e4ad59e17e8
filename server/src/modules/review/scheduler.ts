/**
 * FSRS through ts-fsrs (FSRS-6), never a scheduler of our own: its default parameters (w), no
 * fuzz (the same answers give the same intervals, which tests and learners can follow) and no
 * short-term steps, so the unit is a day as the course's is: a card answered wrong comes back
 * tomorrow, not in ten minutes, and a session ends when nothing is due today.
 */
import { fsrs, generatorParameters, Rating, type Card, type Grade, type ReviewLog } from 'ts-fsrs';
import type { ReviewRating } from '@app/activities-contract/review';

export const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

/** A card's row as stored (review_cards). */
export interface CardRow {
  id: number;
  user_id: number;
  task_root: number;
  item_key: string;
  due: Date;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
}

export function cardOf(row: CardRow): Card {
  return {
    due: row.due,
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    elapsed_days: 0,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.last_review && { last_review: row.last_review }),
  };
}

/** The rating comes from the answer, never from a button: wrong Again, right Good, right at the second try Hard. */
export function ratingOf(correct: boolean, secondTry: boolean): Grade {
  if (!correct) return Rating.Again;
  return secondTry ? Rating.Hard : Rating.Good;
}

export const RATING_NAMES: Record<number, ReviewRating> = { [Rating.Again]: 'again', [Rating.Hard]: 'hard', [Rating.Good]: 'good' };

/** The card's columns after a review, in review_cards' order (due … last_review). */
export const cardColumns = (card: Card) => [
  card.due,
  card.stability,
  card.difficulty,
  card.scheduled_days,
  card.learning_steps,
  card.reps,
  card.lapses,
  card.state,
  card.last_review ?? null,
];

/** The log's columns (rating … reviewed_at), as ts-fsrs logs a review: what fitting the parameters reads. */
export const logColumns = (log: ReviewLog) => [
  log.rating,
  log.state,
  log.due,
  log.stability,
  log.difficulty,
  log.elapsed_days,
  log.last_elapsed_days,
  log.scheduled_days,
  log.learning_steps,
  log.review,
];
