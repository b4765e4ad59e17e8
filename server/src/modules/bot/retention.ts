import type { Db } from '../../db/types';
import { pruneJobHistory, type JobRun } from '../jobs/index';

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
  const { runs, heartbeats } = await pruneJobHistory(db, RETENTION_DAYS);
  return { report: { outbox: outbox.length, job_runs: runs, heartbeats } };
}

/**
 * A worker sweep: handled webhook updates are kept a day (Telegram redelivers within minutes, not
 * days); parked and pending ones stay until they are handled.
 */
export async function pruneHandledUpdates(db: Db): Promise<void> {
  await db.query(
    `DELETE FROM bot_updates WHERE received_at < now() - interval '1 day' AND status IN ('done', 'rejected', 'expired')`,
  );
}
