import type { Queryable } from '../../db/types';
import type { LeasedTable } from './lease';

/** One leased queue's state, the same four figures for every queue (`app_jobs{queue,state}`). */
export interface QueueFigures {
  queue: string;
  /** Pending and due now: the depth. */
  due: number;
  /** Pending, not due yet, after a failure: waiting for their backoff. */
  retrying: number;
  /** Held by an instance right now (a run under way, or a dead instance's until its lease ends). */
  held: number;
  /** Given up after repeated failures, kept visible until an operator puts them back. */
  parked: number;
}

/**
 * Reads each queue's figures at scrape time (one aggregate per table over its open and parked
 * rows), so the runner keeps no counters and every instance reports the same shared state.
 */
export async function readQueueFigures(db: Queryable, tables: readonly LeasedTable[]): Promise<QueueFigures[]> {
  return Promise.all(
    tables.map(async (t) => {
      const failed = t.failures ? `${t.failures} > 0` : 'attempts > 0';
      const [row] = await db.query<Omit<QueueFigures, 'queue'>>(
        `SELECT count(*) FILTER (WHERE status = 'pending' AND next_attempt_at <= now())::int AS due,
                count(*) FILTER (WHERE status = 'pending' AND next_attempt_at > now() AND ${failed})::int AS retrying,
                count(*) FILTER (WHERE status = '${t.held}')::int AS held,
                count(*) FILTER (WHERE status = '${t.parked}')::int AS parked
         FROM ${t.table} WHERE status IN ('pending', '${t.held}', '${t.parked}')`,
      );
      return { queue: t.name, due: 0, retrying: 0, held: 0, parked: 0, ...row };
    }),
  );
}

/**
 * The scheduled jobs as a queue (`app_jobs{queue="scheduled"}`): due (past their next run, held
 * by nobody), retrying (the last run failed, tried again after the backoff), held (a run under
 * way, or a dead instance's until its lease ends). Never parked: a job that keeps failing keeps
 * being tried at least once a period, and `app_job_last_run_ok` says it fails.
 */
export async function readScheduledFigures(db: Queryable): Promise<QueueFigures> {
  const [row] = await db.query<Omit<QueueFigures, 'queue' | 'parked'>>(
    `SELECT count(*) FILTER (WHERE next_run_at <= now() AND (locked_until IS NULL OR locked_until < now()))::int AS due,
            count(*) FILTER (WHERE failures > 0)::int AS retrying,
            count(*) FILTER (WHERE locked_until >= now())::int AS held
     FROM scheduled_jobs`,
  );
  return { queue: 'scheduled', due: 0, retrying: 0, held: 0, ...row, parked: 0 };
}
