import type { Queryable } from '../db/types';

/** Deletes the runs of scheduled jobs older than `days` (job_runs is this folder's table); returns how many. */
export async function pruneJobRuns(db: Queryable, days: number): Promise<number> {
  const runs = await db.query(`DELETE FROM job_runs WHERE started_at < now() - $1 * interval '1 day' RETURNING id`, [days]);
  return runs.length;
}
