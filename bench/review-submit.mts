/**
 * What building review cards adds to a submit (issue 39, target ≤ 2 ms): the review module's
 * `recordDayMistakes`, as the submit's transaction calls it, for a section of a learner at scale
 * with one wrong item in each of its checked tasks, timed inside a transaction that is rolled back
 * (so every run builds the cards anew): the time the call takes is what the submit gains.
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
  return (
    `review cards built in a submit's transaction (${wrong} wrong items, ${RUNS} runs, rolled back): ` +
    `p50 ${quantile(built, 0.5).toFixed(2)} ms, p99 ${quantile(built, 0.99).toFixed(2)} ms ` +
    `(a SELECT 1 round trip meanwhile: p50 ${quantile(trip, 0.5).toFixed(2)} ms, p99 ${quantile(trip, 0.99).toFixed(2)} ms)`
  );
}
