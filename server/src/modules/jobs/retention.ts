import type { Queryable } from '../../db/types';

/**
 * The jobs module's history (its tables): scheduled runs older than `days`, and heartbeats of
 * instances stopped or silent for a week. Called by the bot's retention job, which prunes its own
 * outbox at the same time.
 */
export async function pruneJobHistory(db: Queryable, days: number): Promise<{ runs: number; heartbeats: number }> {
  const runs = await db.query(`DELETE FROM job_runs WHERE started_at < now() - $1 * interval '1 day' RETURNING id`, [days]);
  const beats = await db.query(
    `DELETE FROM worker_heartbeats WHERE stopped_at < now() - interval '7 days' OR beat_at < now() - interval '7 days' RETURNING instance`,
  );
  return { runs: runs.length, heartbeats: beats.length };
}
