import type { Db } from '../../db/types';
import { NO_SHOW_AFTER_HOURS } from '../staff/no-show-job';

export interface DatabaseFigures {
  outbox: Array<{ kind: string; status: string; count: number }>;
  due: Array<{ kind: string; count: number; oldest_seconds: number }>;
  sending: Array<{ kind: string; count: number }>;
  payments: Array<{ kind: string; status: string; count: number }>;
  holdsOverdue: number;
  updates: { count: number; age_seconds: number | null };
  noShow: { settled: number; due: number };
}

/**
 * What the database says about the background work, read at scrape time so the workers need no
 * counters of their own, and every instance reports the same figures (the state is shared).
 * Each query is an aggregate over an index or a small table; the outbox ones read only the
 * partial indexes of pending and sending rows, except the per-status totals.
 */
export async function readDatabaseFigures(db: Db): Promise<DatabaseFigures> {
  const [outbox, due, sending, payments, holds, updates, noShow] = await Promise.all([
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
    db.query<{ count: number; age_seconds: number | null }>(
      `SELECT count(*)::int AS count,
              GREATEST(0, extract(epoch FROM now() - max(received_at)))::float8 AS age_seconds
       FROM bot_updates`,
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
    updates: updates[0] ?? { count: 0, age_seconds: null },
    noShow: noShow[0] ?? { settled: 0, due: 0 },
  };
}
