import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db, Queryable } from './types';

/** PostgreSQL when a URL is given, otherwise embedded PGlite in dataDir (in memory without one). */
export async function openDb(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  if (options.databaseUrl) return openPostgres({ connectionString: options.databaseUrl });
  return openPglite(options.dataDir);
}
