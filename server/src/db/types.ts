/** What a query runs on: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with `$1`-style parameters; returns the rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The one database interface the server uses. Two implementations (PGlite, PostgreSQL) run the
 * same SQL; both return `date` as 'yyyy-MM-dd' strings, `numeric` and `bigint` as numbers and
 * `timestamptz` as Date.
 */
export interface Db extends Queryable {
  /** Runs fn in a transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool's use (PostgreSQL); PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /** 'pglite' or 'postgres', for logs. */
  readonly kind: 'pglite' | 'postgres';
}

/** PostgreSQL error code of a unique violation (both engines report it). */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}
