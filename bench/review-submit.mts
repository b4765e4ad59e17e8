/**
 * What building review cards adds to a submit (issue 39, target ≤ 2 ms): the review module's
 * `recordDayMistakes`, as the submit's transaction calls it, for a section of a learner at scale
 * with one wrong item in each of its checked tasks, timed inside a transaction that is rolled back
 * (so every run builds the cards anew): the time the call takes is what the submit gains. And
 * what the item tallies' trigger adds to the submit's answer inserts (`measureTallies`).
 */
import type pg from 'pg';
import type { StoredTask } from '../server/src/modules/activities/scoring.ts';
import { recordDayMistakes } from '../server/src/modules/review/cards.ts';
import type { Queryable } from '../server/src/db/types.ts';

const RUNS = 200;

/** One wrong item per task, as the submit scores it. */
function oneSlip(task: StoredTask) {
  const counts = { correct_count: 0, incorrect_count: 1, missing_count: 0, feedback: null };
  switch (task.concrete_type) {
    case 'QuestionTask':
      return { ...counts, data: { queries: [{ query_id: task.task_data.queries[0]!.id, answer: 'x', is_correct: false }] } };
    case 'EvaluationTask':
      return {
        ...counts,
        data: { questions: [{ question_id: task.task_data.questions[0]!.id, answer: 'true' as const, is_correct: false }] },
      };
    case 'MatchingTask':
      return {
        ...counts,
        data: { pairs: [{ left: task.task_data.left_set[0]!, right: task.task_data.right_set[1]!, is_correct: false }] },
      };
    case 'GapsTask':
      return { ...counts, data: { options: [{ phrase: 'x', position: 1, is_correct: false }] } };
    default:
      return { ...counts, incorrect_count: 0, data: { is_skipped: false } };
  }
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function measureCardBuilding(client: pg.Client): Promise<string> {
  const tx: Queryable = {
    query: async <T,>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    exec: async (sql: string) => void (await client.query(sql)),
  };
  // A learner with history and a section with the most checked tasks; a fresh user id for the cards.
  const [section] = await tx.query<{ section_id: number }>(
    `SELECT section_id FROM activity_tasks WHERE retired_at IS NULL AND concrete_type <> 'SpeakingTask'
     GROUP BY section_id ORDER BY count(*) DESC, section_id LIMIT 1`,
  );
  const tasks = await tx.query<StoredTask>(
    `SELECT id::int, section_id::int, concrete_type, instructions, task_data, answer_key FROM activity_tasks
     WHERE section_id = $1 AND retired_at IS NULL ORDER BY position, id`,
    [section!.section_id],
  );
  const [user] = await tx.query<{ id: number }>('SELECT max(id)::int AS id FROM users');
  const scored = tasks.map((task) => ({ task, result: oneSlip(task) }));
  const time = async (work: () => Promise<void>) => {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await client.query('BEGIN');
      const started = performance.now();
      await work();
      runs.push(performance.now() - started);
      await client.query('ROLLBACK');
    }
    return runs.sort((a, b) => a - b);
  };
  const built = await time(() => recordDayMistakes(tx, user!.id, scored as never, new Date()));
  // One statement's round trip on this machine now: what the call costs beyond it is its work.
  const trip = await time(async () => void (await client.query('SELECT 1')));
  const wrong = scored.filter((s) => s.result.incorrect_count > 0).length;
  const tallies = await measureTallies(client, tx, scored, time);
  return (
    `review cards built in a submit's transaction (${wrong} wrong items, ${RUNS} runs, rolled back): ` +
    `p50 ${quantile(built, 0.5).toFixed(2)} ms, p99 ${quantile(built, 0.99).toFixed(2)} ms ` +
    `(a SELECT 1 round trip meanwhile: p50 ${quantile(trip, 0.5).toFixed(2)} ms, p99 ${quantile(trip, 0.99).toFixed(2)} ms)\n` +
    tallies
  );
}

/**
 * What the item tallies (migration 251: statement triggers on task_submissions) add to a submit:
 * the submit's answer inserts, one per task as it writes them, for a learner who has not done the
 * section, timed with the trigger and with it disabled inside the rolled-back transaction.
 */
async function measureTallies(
  client: pg.Client,
  tx: Queryable,
  scored: { task: StoredTask; result: ReturnType<typeof oneSlip> }[],
  time: (work: () => Promise<void>) => Promise<number[]>,
): Promise<string> {
  const sectionId = scored[0]!.task.section_id;
  const [fresh] = await tx.query<{ id: number }>(
    `SELECT u.id::int FROM users u WHERE NOT EXISTS (SELECT 1 FROM section_progress p WHERE p.user_id = u.id AND p.section_id = $1)
     ORDER BY u.id DESC LIMIT 1`,
    [sectionId],
  );
  const store = (tallied: boolean) => async () => {
    // Not timed: the section's progress row the answers point at, and the trigger's state.
    if (!tallied) await client.query('ALTER TABLE task_submissions DISABLE TRIGGER task_item_tallies_insert');
    await client.query('INSERT INTO section_progress (user_id, section_id) VALUES ($1, $2)', [fresh!.id, sectionId]);
    const started = performance.now();
    for (const { task, result } of scored) {
      await client.query(
        `INSERT INTO task_submissions (user_id, section_id, task_id, task_type, result_data, correct_count, incorrect_count,
                                       missing_count, feedback, submitted_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, now())`,
        [
          fresh!.id,
          sectionId,
          task.id,
          task.concrete_type,
          JSON.stringify(result.data),
          result.correct_count,
          result.incorrect_count,
          result.missing_count,
          result.feedback,
        ],
      );
    }
    return performance.now() - started;
  };
  const timed = async (tallied: boolean) => {
    const runs: number[] = [];
    await time(async () => void runs.push(await store(tallied)()));
    return runs.sort((a, b) => a - b);
  };
  const without = await timed(false);
  const withTallies = await timed(true);
  const at = (runs: number[], q: number) => quantile(runs, q).toFixed(2);
  return (
    `the answers' ${scored.length} inserts of that submit with the item tallies' trigger: p50 ${at(withTallies, 0.5)} ms, ` +
    `p99 ${at(withTallies, 0.99)} ms; without it: p50 ${at(without, 0.5)} ms, p99 ${at(without, 0.99)} ms`
  );
}
