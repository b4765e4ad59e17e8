/**
 * Cards from a day's mistakes, built inside the submit's transaction (the activities module calls
 * `recordDayMistakes` with what it scored), and a card's item found in its task's live version.
 */
import { createEmptyCard, Rating } from 'ts-fsrs';
import type { Db, Queryable } from '../../db/types';
import type { Scored, StoredTask } from '../activities/index';
import { itemKeys, wrongItemKeys } from './items';
import { cardColumns, cardOf, logColumns, scheduler, type CardRow } from './scheduler';

export const CARD_COLUMNS =
  'id, user_id, task_root, item_key, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review';

/**
 * Every item the learner got wrong in a submitted section becomes a card of theirs, reviewed once
 * already (the day's answer, rated Again, logged as source 'day'): it is due tomorrow. One
 * statement whatever the number of mistakes (the lineages' first versions, the cards, their logs),
 * none when there are none: what the submit gains is one round trip. An item that already has a
 * card (a lineage answered again) takes the Again on the card it has.
 */
export async function recordDayMistakes(
  tx: Queryable,
  userId: number,
  scored: ReadonlyArray<{ task: StoredTask; result: Scored }>,
  now: Date,
): Promise<void> {
  const seen = new Set<string>();
  const wrong = scored
    .flatMap(({ task, result }) => wrongItemKeys(task, result).map((key) => ({ task: task.id, key })))
    .filter((w) => !seen.has(`${w.task}|${w.key}`) && seen.add(`${w.task}|${w.key}`));
  if (wrong.length === 0) return;
  const first = scheduler.next(createEmptyCard(now), now, Rating.Again);
  const existing = await tx.query<{ task_id: number; root: number; key: string }>(
    `WITH RECURSIVE wrong AS (
       SELECT (j->>'task')::bigint AS task_id, j->>'key' AS key FROM unnest($2::jsonb[]) AS j),
     up (start, id, replaces) AS (
       SELECT id, id, replaces FROM activity_tasks WHERE id IN (SELECT task_id FROM wrong)
       UNION ALL
       SELECT up.start, t.id, t.replaces FROM activity_tasks t JOIN up ON t.id = up.replaces),
     items AS (SELECT w.task_id, w.key, up.id AS root FROM wrong w JOIN up ON up.start = w.task_id AND up.replaces IS NULL),
     made AS (
       INSERT INTO review_cards (user_id, task_root, item_key, due, stability, difficulty, scheduled_days, learning_steps,
                                 reps, lapses, state, last_review, created_at)
       SELECT $1, root, key, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11 FROM items
       ON CONFLICT (user_id, task_root, item_key) DO NOTHING
       RETURNING id, task_root, item_key),
     logged AS (
       INSERT INTO review_logs (card_id, user_id, source, task_id, rating, state, due, stability, difficulty, elapsed_days,
                                last_elapsed_days, scheduled_days, learning_steps, reviewed_at)
       SELECT m.id, $1, 'day', i.task_id, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21
       FROM made m JOIN items i ON i.root = m.task_root AND i.key = m.item_key)
     SELECT task_id, root, key FROM items i
     WHERE NOT EXISTS (SELECT 1 FROM made m WHERE m.task_root = i.root AND m.item_key = i.key)`,
    [userId, wrong.map((w) => JSON.stringify(w)), ...cardColumns(first.card).slice(0, 8), now, ...logColumns(first.log)],
  );
  for (const card of existing) {
    const [row] = await tx.query<CardRow>(
      `SELECT ${CARD_COLUMNS} FROM review_cards WHERE user_id = $1 AND task_root = $2 AND item_key = $3 FOR UPDATE`,
      [userId, card.root, card.key],
    );
    const again = scheduler.next(cardOf(row!), now, Rating.Again);
    await tx.query(
      `UPDATE review_cards SET due = $2, stability = $3, difficulty = $4, scheduled_days = $5, learning_steps = $6, reps = $7,
                               lapses = $8, state = $9, last_review = $10, retired_at = NULL WHERE id = $1`,
      [row!.id, ...cardColumns(again.card)],
    );
    await tx.query(
      `INSERT INTO review_logs (card_id, user_id, source, task_id, rating, state, due, stability, difficulty, elapsed_days,
                                last_elapsed_days, scheduled_days, learning_steps, reviewed_at)
       VALUES ($1, $2, 'day', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [row!.id, userId, card.task_id, ...logColumns(again.log)],
    );
  }
}

/** A live card with its item's live task version. */
export interface LiveCard {
  row: CardRow;
  task: StoredTask & { section_title: string; day: number };
}

/**
 * The learner's live cards (due by `dueBy` when given), each with the live version of its task;
 * a card whose lineage has no live version, or whose item that version lacks, is retired here
 * (an editor removed it) and left out: a retired card is never served or counted.
 */
export async function liveCards(
  db: Queryable,
  userId: number,
  now: Date,
  options: { dueBy?: Date; cardId?: number; lock?: boolean } = {},
): Promise<LiveCard[]> {
  const filters = ['user_id = $1', 'retired_at IS NULL'];
  const params: unknown[] = [userId];
  if (options.dueBy) filters.push(`due <= $${params.push(options.dueBy)}`);
  if (options.cardId !== undefined) filters.push(`id = $${params.push(options.cardId)}`);
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM review_cards WHERE ${filters.join(' AND ')} ORDER BY due, id${options.lock ? ' FOR UPDATE' : ''}`,
    params,
  );
  if (rows.length === 0) return [];
  const tasks = await db.query<LiveCard['task'] & { root: number }>(
    `WITH RECURSIVE down (root, id) AS (
       SELECT r, r FROM unnest($1::bigint[]) AS r
       UNION ALL
       SELECT down.root, t.id FROM activity_tasks t JOIN down ON t.replaces = down.id),
     course AS (SELECT id, row_number() OVER (ORDER BY available_on, id)::int AS day FROM activities WHERE published_at IS NOT NULL)
     SELECT down.root, t.id, t.section_id, t.concrete_type, t.instructions, t.task_data, t.answer_key, s.title AS section_title, c.day
     FROM down JOIN activity_tasks t ON t.id = down.id AND t.retired_at IS NULL
     JOIN activity_sections s ON s.id = t.section_id JOIN course c ON c.id = s.activity_id`,
    [[...new Set(rows.map((row) => Number(row.task_root)))]],
  );
  const byRoot = new Map(tasks.map((task) => [Number(task.root), task]));
  const live: LiveCard[] = [];
  const retired: number[] = [];
  for (const row of rows) {
    const task = byRoot.get(Number(row.task_root));
    if (task && itemKeys(task).includes(row.item_key)) live.push({ row, task });
    else retired.push(Number(row.id));
  }
  if (retired.length > 0) {
    await db.query('UPDATE review_cards SET retired_at = $2 WHERE id = ANY($1::bigint[]) AND retired_at IS NULL', [retired, now]);
  }
  return live;
}

/**
 * An editor's published change of a day (`studio.day_changed`): every card of a lineage of the
 * day whose live version lost the card's item, or that has no live version (the task removed),
 * retires now, for every learner, so no count (the summary, the home row, the reminder's "reviews
 * are due") ever includes it, read or not. One read of the day's lineages, one UPDATE for all of
 * them (a lineage's cards are found by `review_cards_task`).
 */
export async function retireRemovedItems(tx: Queryable, dayId: number, at: Date): Promise<void> {
  const lineages = await tx.query<StoredTask & { root: number; live: boolean }>(
    `WITH RECURSIVE down (root, id) AS (
       SELECT t.id, t.id FROM activity_tasks t JOIN activity_sections s ON s.id = t.section_id
       WHERE s.activity_id = $1 AND t.replaces IS NULL
       UNION ALL
       SELECT down.root, t.id FROM activity_tasks t JOIN down ON t.replaces = down.id)
     SELECT DISTINCT ON (down.root) down.root, t.id, t.section_id, t.concrete_type, t.instructions, t.task_data, t.answer_key,
            t.retired_at IS NULL AS live
     FROM down JOIN activity_tasks t ON t.id = down.id
     ORDER BY down.root, t.retired_at IS NULL DESC, t.id DESC`,
    [dayId],
  );
  // One statement for the whole day: each lineage with the item keys its live version still has.
  const kept = lineages.map((lineage) => ({ root: Number(lineage.root), keys: lineage.live ? itemKeys(lineage) : [] }));
  await tx.query(
    `UPDATE review_cards c SET retired_at = $2
     FROM jsonb_to_recordset($1::jsonb) AS l (root bigint, keys text[])
     WHERE c.task_root = l.root AND c.retired_at IS NULL AND c.item_key <> ALL (l.keys)`,
    [JSON.stringify(kept), at],
  );
}

/**
 * `retireRemovedItems` over every published day: run at each start (main.ts), so cards of items
 * an editor removed before publishing retired them (or while an instance was down mid-upgrade)
 * retire too, and the summary's count over `retired_at` holds for them. Idempotent: a card
 * already retired is left alone; a day at a time, each in its own transaction.
 */
export async function retireRemovedItemsEverywhere(db: Db, at: Date): Promise<void> {
  const days = await db.query<{ id: number }>('SELECT id FROM activities WHERE published_at IS NOT NULL ORDER BY id');
  for (const day of days) await db.transaction((tx) => retireRemovedItems(tx, Number(day.id), at));
}
