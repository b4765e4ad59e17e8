import pg from 'pg';
import type { Db, Queryable } from './types';

const { Pool, types } = pg;

/** Same value shapes as the PGlite implementation (see Db). */
function typeParser(oid: number, format?: string) {
  switch (oid) {
    case types.builtins.DATE:
      return (value: string) => value;
    case types.builtins.NUMERIC:
    case types.builtins.INT8:
      return (value: string) => Number(value);
    default:
      return types.getTypeParser(oid, format as 'text');
  }
}

export interface PostgresOptions {
  connectionString: string;
  /** Puts every connection on this schema (tests use a fresh one per app). */
  searchPath?: string;
  max?: number;
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

export async function openPostgres(options: PostgresOptions): Promise<Db> {
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types: { getTypeParser: typeParser as pg.CustomTypesConfig['getTypeParser'] },
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
  const root = wrap(pool);
  await root.query('SELECT 1');
  return {
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
