import type { JobRun } from '../jobs/index';

/** Finished outbox rows, job runs and stopped workers' heartbeats are kept this long. */
export const RETENTION_DAYS = 30;

/**
 * History does not grow without limit: what the outbox finished (sent, skipped, expired,
 * cancelled...) more than RETENTION_DAYS ago is deleted, with old job runs and heartbeats of
 * stopped instances. Failed and unreachable rows are finished too (their error is in the log and
 * the metrics by then). Pending, sending and parked work is never touched.
 */
export async function runRetention({ db }: JobRun) {
  const outbox = await db.query(
    `DELETE FROM outbox WHERE finished_at < now() - $1 * interval '1 day'
       AND status NOT IN ('pending', 'sending') RETURNING id`,
    [RETENTION_DAYS],
  );
  const runs = await db.query(`DELETE FROM job_runs WHERE started_at < now() - $1 * interval '1 day' RETURNING id`, [
    RETENTION_DAYS,
  ]);
  const beats = await db.query(
    `DELETE FROM worker_heartbeats WHERE stopped_at < now() - interval '7 days' OR beat_at < now() - interval '7 days' RETURNING instance`,
  );
  return { report: { outbox: outbox.length, job_runs: runs.length, heartbeats: beats.length } };
}
