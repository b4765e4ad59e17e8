import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/types';

/**
 * A table of work that instances claim with a lease (the outbox, the webhook's inbox). Its owner
 * module describes it; the claim, the outcome, the backoff, the parking and the hand-back below
 * are the same for every such table. Required columns: the key, `status` ('pending', the held
 * status, the parked status, ...), `attempts` (claims), `next_attempt_at`, `locked_until`,
 * `claimed_by`, `last_error` and the finished-at column.
 */
export interface LeasedTable {
  /** In logs and metrics: 'outbox', 'inbox'. */
  readonly name: string;
  readonly table: string;
  /** The primary key column (a bigint). */
  readonly key: string;
  /** The status of a row an instance holds ('sending', 'handling'). */
  readonly held: string;
  /** The status of a row given up after repeated failures ('failed', 'parked'), kept visible. */
  readonly parked: string;
  /** Stamped when a row is settled for good. */
  readonly finishedAt: string;
  /**
   * The column that counts failures, when claims and failures differ (the outbox: a 429 is a
   * claim, not a failure). Without it, every claim that failed counts (`attempts`).
   */
  readonly failures?: string;
  /** A jsonb column the outcome's result is written to, if any. */
  readonly result?: string;
}

/** What a claim answers for each row: its key and the claim it belongs to. */
export interface Held {
  key: number;
  /** `attempts` after the claim: the outcome is written only by the claim it belongs to. */
  attempts: number;
  /** The failures column before this run (tables with `failures`). */
  failures?: number;
}

/** How failures are retried: `backoffMs`, doubled each time, and given up at `maxFailures`. */
export interface RetryRule {
  backoffMs: number;
  maxFailures: number;
}

/** The delay before the nth retry (n from 1): backoffMs, 2 × backoffMs, 4 × ... */
export function backoff(rule: Pick<RetryRule, 'backoffMs'>, failures: number): number {
  return rule.backoffMs * 2 ** (failures - 1);
}

/** `now` as the claim sees it: a time the caller read under its lock, else the database's. */
const NOW = 'coalesce($1::timestamptz, clock_timestamp())';

/**
 * Claims due rows: 'pending' ones whose time came, and held ones whose lease ended (an instance
 * died with them), under FOR UPDATE SKIP LOCKED, so two instances never take one row. The default
 * candidates skip locked rows already when choosing: two instances claiming at the same moment
 * take the first rows and the next ones, not the same first rows, one of them then finding all
 * locked and going away empty while work waits. A row taken
 * back keeps its place by its due time. `candidates` replaces the default choice (the outbox
 * chooses under its pace): common table expressions, the first named `due` and the last `picked`
 * (the `key` column of at most $2 rows), so the statement reads `WITH due AS ...`; `sendable` is
 * checked again on each pending row under its lock; `params` continue from $5 ($1 now, $2 limit,
 * $3 lease in ms, $4 this instance).
 */
export async function claimDue<T extends object>(
  db: Queryable,
  t: LeasedTable,
  options: {
    now?: Date | null;
    limit: number;
    leaseMs: number;
    instance: string;
    candidates?: string;
    sendable?: string;
    /** Extra `column = value` assignments of the claim (SQL). */
    set?: string;
    /** Extra RETURNING expressions over o. */
    returning?: string;
    params?: unknown[];
  },
): Promise<Array<Held & T>> {
  const { table, key, held } = t;
  const candidates =
    options.candidates ??
    `pending_due AS (
       SELECT ${key}, next_attempt_at FROM ${table} WHERE status = 'pending' AND next_attempt_at <= ${NOW}
       ORDER BY next_attempt_at, ${key} LIMIT $2 FOR UPDATE SKIP LOCKED
     ), lapsed AS (
       SELECT ${key}, next_attempt_at FROM ${table} WHERE status = '${held}' AND locked_until < ${NOW}
       ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED
     ), due AS (SELECT * FROM pending_due UNION ALL SELECT * FROM lapsed), picked AS (SELECT ${key} FROM due ORDER BY next_attempt_at, ${key} LIMIT $2)`;
  return db.query<Held & T>(
    `WITH ${candidates},
     locked AS (
       SELECT o.${key} FROM ${table} o WHERE o.${key} IN (SELECT ${key} FROM picked)
         AND ((o.status = 'pending' AND o.next_attempt_at <= ${NOW} AND ${options.sendable ?? 'true'})
              OR (o.status = '${held}' AND o.locked_until < ${NOW}))
       ORDER BY o.${key} FOR UPDATE OF o SKIP LOCKED
     )
     UPDATE ${table} o SET status = '${held}', attempts = o.attempts + 1,
       locked_until = ${NOW} + $3 * interval '1 millisecond', claimed_by = $4${options.set ? `, ${options.set}` : ''}
     FROM locked WHERE o.${key} = locked.${key}
     RETURNING o.${key} AS key, o.attempts${t.failures ? `, o.${t.failures} AS failures` : ''}${
       options.returning ? `, ${options.returning}` : ''
     }`,
    [options.now ?? null, options.limit, options.leaseMs, options.instance, ...(options.params ?? [])],
  );
}

/** The row still belongs to this claim: a late first holder never overwrites a later claim's outcome. */
function mine(t: LeasedTable): string {
  return `${t.key} = $1 AND status = '${t.held}' AND attempts = $2`;
}

/** Settles a held row for good ('done', 'sent', 'expired', 'unreachable', a 4xx 'failed'...). */
export async function finish(
  db: Queryable,
  t: LeasedTable,
  row: Held,
  status: string,
  outcome: { error?: string | null; result?: unknown } = {},
): Promise<boolean> {
  const written = await db.query(
    `UPDATE ${t.table} SET status = $3, ${t.finishedAt} = now(), locked_until = NULL, last_error = $4${
      t.result ? `, ${t.result} = $5::jsonb` : ''
    } WHERE ${mine(t)} RETURNING ${t.key}`,
    [row.key, row.attempts, status, outcome.error ?? null, ...(t.result ? [JSON.stringify(outcome.result ?? null)] : [])],
  );
  return written.length > 0;
}

/** Back to 'pending' after `delayMs` without counting a failure (a 429's retry_after). */
export async function postpone(db: Queryable, t: LeasedTable, row: Held, delayMs: number, error: string): Promise<void> {
  await db.query(
    `UPDATE ${t.table} SET status = 'pending', locked_until = NULL, last_error = $3,
       next_attempt_at = now() + $4 * interval '1 millisecond' WHERE ${mine(t)}`,
    [row.key, row.attempts, error, delayMs],
  );
}

/**
 * A run that failed: back to 'pending' after the backoff, or, at the rule's last failure, parked
 * (given up: the parked status, `last_error`, logged at error level), never silently gone.
 */
export async function fail(
  db: Queryable,
  t: LeasedTable,
  row: Held,
  error: string,
  rule: RetryRule,
  log: FastifyBaseLogger,
  context: Record<string, unknown> = {},
): Promise<{ parked: boolean; failures: number; retryInMs: number }> {
  const failures = t.failures ? (row.failures ?? 0) + 1 : row.attempts;
  const counted = t.failures ? `, ${t.failures} = $4` : '';
  const message = error.slice(0, 1000);
  const where = { queue: t.name, [t.key]: row.key, failures, ...context };
  if (failures >= rule.maxFailures) {
    await db.query(
      `UPDATE ${t.table} SET status = '${t.parked}', ${t.finishedAt} = now(), locked_until = NULL, last_error = $3${counted}
       WHERE ${mine(t)}`,
      [row.key, row.attempts, message, ...(t.failures ? [failures] : [])],
    );
    log.error({ ...where, error: message }, `${t.name}: gave up after repeated failures (status = ${t.parked})`);
    return { parked: true, failures, retryInMs: 0 };
  }
  const retryInMs = backoff(rule, failures);
  await db.query(
    `UPDATE ${t.table} SET status = 'pending', locked_until = NULL, last_error = $3${counted},
       next_attempt_at = now() + $${t.failures ? 5 : 4} * interval '1 millisecond' WHERE ${mine(t)}`,
    [row.key, row.attempts, message, ...(t.failures ? [failures] : []), retryInMs],
  );
  log.warn({ ...where, retryInMs, error: message }, `${t.name}: failed, will retry`);
  return { parked: false, failures, retryInMs };
}

/**
 * Rows this instance still holds go back to 'pending' at once, in their place by due time,
 * instead of after their lease (at shutdown, or when a shutdown ran out of time).
 */
export async function release(db: Queryable, t: LeasedTable, instance: string): Promise<number> {
  const rows = await db.query(
    `UPDATE ${t.table} SET status = 'pending', locked_until = NULL, next_attempt_at = least(next_attempt_at, now())
     WHERE status = '${t.held}' AND claimed_by = $1 RETURNING ${t.key}`,
    [instance],
  );
  return rows.length;
}

/**
 * Whether a row waits for a claim within `horizonMs` (a drain's end). Two EXISTS, not one with OR:
 * each is answered by its partial index (pending by due time, held by lease) where the OR made
 * the planner scan every finished row. `dueAlso` narrows the pending rows (SQL over the row).
 */
export async function hasDue(db: Queryable, t: LeasedTable, horizonMs: number, dueAlso = 'true'): Promise<boolean> {
  const [row] = await db.query<{ due: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${t.table}
                    WHERE status = 'pending' AND next_attempt_at <= now() + $1 * interval '1 millisecond' AND ${dueAlso})
         OR EXISTS (SELECT 1 FROM ${t.table}
                    WHERE status = '${t.held}' AND locked_until < now() + $1 * interval '1 millisecond') AS due`,
    [horizonMs],
  );
  return Boolean(row?.due);
}
