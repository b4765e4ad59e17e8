import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/types';
import { backoff } from './lease';

/** What a run gets: the job's state from the last run, and a transaction-capable database. */
export interface JobRun {
  db: Db;
  state: Record<string, unknown>;
}

/** A run answers its report (kept in job_runs) and the state the next run starts from. */
export type ScheduledJob = (run: JobRun) => Promise<{ report: Record<string, unknown>; state?: Record<string, unknown> }>;

/** A failed run is tried again after 30 s, 1 min, 2 min ... (the shared backoff), never later than its period. */
export const SCHEDULED_RETRY = { backoffMs: 30_000 };

/** This process's name in `scheduled_jobs.locked_by` and `job_runs.instance` when the caller gives none. */
const processInstance = randomBytes(4).toString('hex');

/**
 * Runs `name` now if it is due and no other instance holds it (table `scheduled_jobs`: a lease,
 * taken by a conditional UPDATE), records the run in `job_runs` (report or error), and schedules
 * the next one `everyMs` later (after a failure: the shared backoff, at most `everyMs`). Answers
 * the run's report, or null when it was not this instance's turn. Two instances never run one job at once; a crashed run's lease ends after `leaseMs`.
 */
export async function runScheduledJob(
  db: Db,
  name: string,
  everyMs: number,
  job: ScheduledJob,
  options: { force?: boolean; leaseMs?: number; instance?: string } = {},
): Promise<Record<string, unknown> | null> {
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const instance = options.instance ?? processInstance;
  await db.query('INSERT INTO scheduled_jobs (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
  const [claimed] = await db.query<{ state: Record<string, unknown>; failures: number }>(
    `UPDATE scheduled_jobs SET locked_until = now() + $2 * interval '1 millisecond', locked_by = $3
     WHERE name = $1 AND ($4::boolean OR next_run_at <= now()) AND (locked_until IS NULL OR locked_until < now())
     RETURNING state, failures`,
    [name, leaseMs, instance, options.force ?? false],
  );
  if (!claimed) return null;
  const [run] = await db.query<{ id: number }>('INSERT INTO job_runs (job, instance) VALUES ($1, $2) RETURNING id', [
    name,
    instance,
  ]);
  const finish = (tx: Queryable, state: Record<string, unknown> | null, failures: number) =>
    tx.query(
      `UPDATE scheduled_jobs SET locked_until = NULL, locked_by = NULL, state = coalesce($3::jsonb, state),
         failures = $5, next_run_at = now() + $2 * interval '1 millisecond' WHERE name = $1 AND locked_by = $4`,
      [
        name,
        failures === 0 ? everyMs : Math.min(everyMs, backoff(SCHEDULED_RETRY, failures)),
        state ? JSON.stringify(state) : null,
        instance,
        failures,
      ],
    );
  try {
    const result = await job({ db, state: claimed.state });
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE job_runs SET finished_at = now(), ok = true, report = $2::jsonb WHERE id = $1`, [
        run!.id,
        JSON.stringify(result.report),
      ]);
      await finish(tx, result.state ?? null, 0);
    });
    return result.report;
  } catch (error) {
    await db.query(`UPDATE job_runs SET finished_at = now(), ok = false, error = $2 WHERE id = $1`, [
      run!.id,
      (error instanceof Error ? error.message : String(error)).slice(0, 1000),
    ]);
    await finish(db, null, claimed.failures + 1);
    throw error;
  }
}
