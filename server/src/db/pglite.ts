import { mkdir } from 'node:fs/promises';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';

const parsers = {
  [types.DATE]: (value: string) => value,
  [types.NUMERIC]: (value: string) => Number(value),
  [types.INT8]: (value: string) => Number(value),
};

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create(dataDir, { parsers }));
}

/** PGlite's value parsers, for code that opens PGlite itself (backups: dumpDataDir, loadDataDir). */
export const PGLITE_PARSERS = parsers;

const opened = new WeakMap<Db, PGlite>();

/** The PGlite under a Db this module opened (the server's live backups dump it); undefined for PostgreSQL. */
export const pgliteOf = (db: Db): PGlite | undefined => opened.get(db);

/** The Db interface over an open PGlite. */
export function pgliteDb(pg: PGlite): Db {
  const root = wrap(pg);
  const db: Db = {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
  opened.set(db, pg);
  return db;
}
