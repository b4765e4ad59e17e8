/**
 * FSRS through ts-fsrs, set up once in the contract's review rules (the mocks schedule the same
 * way): here the card's row and the columns a review writes.
 */
import type { Card, ReviewLog } from 'ts-fsrs';

export { RATING_NAMES, ratingOf, reviewScheduler as scheduler } from '@app/activities-contract/rules/review';

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
