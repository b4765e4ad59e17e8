import type { Db } from '../../db/types';
import { NO_SHOW_AFTER_HOURS } from '@app/staff-contract/rules';

export interface DatabaseFigures {
  outbox: Array<{ kind: string; status: string; count: number }>;
  due: Array<{ kind: string; count: number; oldest_seconds: number }>;
  sending: Array<{ kind: string; count: number }>;
  payments: Array<{ kind: string; status: string; count: number }>;
  holdsOverdue: number;
  /** The webhook's inbox by status, with the newest and the oldest update's age in each. */
  inbox: Array<{ status: string; count: number; newest_seconds: number; oldest_seconds: number }>;
  jobRuns: Array<{
    job: string;
    ok: number;
    failed: number;
    unfinished: number;
    /** Since its last successful run ended, or since its first recorded run when none succeeded. */
    since_success_seconds: number;
    /** Of the finished runs, whether the latest succeeded; null before the first ends. */
    last_ok: boolean | null;
  }>;
  /** Scheduled jobs past their next run (0 when not), held by no instance. */
  jobsOverdue: Array<{ job: string; overdue_seconds: number }>;
  /** Workers that have not marked themselves stopped, and how long since each beat. */
  heartbeats: Array<{ instance: string; worker: string; age_seconds: number }>;
  noShow: { settled: number; due: number };
}

/**
 * What the database says about the background work, read at scrape time so the workers need no
 * counters of their own, and every instance reports the same figures (the state is shared).
 * Each query is an aggregate over an index or a small table; the outbox ones read only the
 * partial indexes of pending and sending rows, except the per-status totals.
 */
export async function readDatabaseFigures(db: Db): Promise<DatabaseFigures> {
  const [outbox, due, sending, payments, holds, inbox, jobRuns, jobsOverdue, heartbeats, noShow] = await Promise.all([
    db.query<{ kind: string; status: string; count: number }>(
      'SELECT kind, status, count(*)::int AS count FROM outbox GROUP BY kind, status',
    ),
    db.query<{ kind: string; count: number; oldest_seconds: number }>(
      `SELECT kind, count(*)::int AS count,
              GREATEST(0, extract(epoch FROM now() - min(next_attempt_at)))::float8 AS oldest_seconds
       FROM outbox WHERE status = 'pending' AND next_attempt_at <= now() GROUP BY kind`,
    ),
    db.query<{ kind: string; count: number }>(
      "SELECT kind, count(*)::int AS count FROM outbox WHERE status = 'sending' GROUP BY kind",
    ),
    db.query<{ kind: string; status: string; count: number }>(
      'SELECT kind, status, count(*)::int AS count FROM payments GROUP BY kind, status',
    ),
    db.query<{ count: number }>("SELECT count(*)::int AS count FROM payments WHERE status = 'pending' AND expires_at < now()"),
    // A day of updates at most: finished rows are deleted after a day (bot/retention.ts, pruneHandledUpdates).
    db.query<{ status: string; count: number; newest_seconds: number; oldest_seconds: number }>(
      `SELECT status, count(*)::int AS count,
              GREATEST(0, extract(epoch FROM now() - max(received_at)))::float8 AS newest_seconds,
              GREATEST(0, extract(epoch FROM now() - min(received_at)))::float8 AS oldest_seconds
       FROM bot_updates GROUP BY status`,
    ),
    // 30 days of runs at most (bot/retention.ts): a few thousand rows at the default periods.
    db.query<DatabaseFigures['jobRuns'][number]>(
      `SELECT job,
              count(*) FILTER (WHERE ok)::int AS ok,
              count(*) FILTER (WHERE NOT ok)::int AS failed,
              count(*) FILTER (WHERE ok IS NULL)::int AS unfinished,
              GREATEST(0, extract(epoch FROM now() - coalesce(max(finished_at) FILTER (WHERE ok), min(started_at))))::float8
                AS since_success_seconds,
              -- One job's runs never overlap (its lease), so the latest to end is the latest run.
              CASE WHEN bool_or(ok IS NOT NULL) THEN coalesce(max(finished_at) FILTER (WHERE ok)
                     >= coalesce(max(finished_at) FILTER (WHERE NOT ok), '-infinity'), false) END AS last_ok
       FROM job_runs GROUP BY job`,
    ),
    db.query<{ job: string; overdue_seconds: number }>(
      `SELECT name AS job,
              CASE WHEN locked_until >= now() THEN 0
                   ELSE GREATEST(0, extract(epoch FROM now() - next_run_at)) END::float8 AS overdue_seconds
       FROM scheduled_jobs`,
    ),
    db.query<{ instance: string; worker: string; age_seconds: number }>(
      `SELECT instance, worker, GREATEST(0, extract(epoch FROM now() - beat_at))::float8 AS age_seconds
       FROM worker_heartbeats WHERE stopped_at IS NULL`,
    ),
    db.query<{ settled: number; due: number }>(
      `SELECT count(*) FILTER (WHERE no_shows_settled_at IS NOT NULL)::int AS settled,
              count(*) FILTER (WHERE no_shows_settled_at IS NULL
                AND end_time + make_interval(hours => ${NO_SHOW_AFTER_HOURS}) <= now())::int AS due
       FROM meetings`,
    ),
  ]);
  return {
    outbox,
    due,
    sending,
    payments,
    holdsOverdue: holds[0]?.count ?? 0,
    inbox,
    jobRuns,
    jobsOverdue,
    heartbeats,
    noShow: noShow[0] ?? { settled: 0, due: 0 },
  };
}
