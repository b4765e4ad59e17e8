import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary constant: serialises migrations when several replicas start at once. */
const MIGRATION_LOCK = 7_260_424;

/**
 * Applies every numbered .sql file in migrations/ that is not yet recorded in schema_migrations,
 * in name order, each in its own transaction. Returns the versions applied now.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = (await readdir(dir)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (rows.length > 0) return false;
      await tx.exec(await readFile(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}

/** Migration files not yet recorded in schema_migrations (readiness: the schema is current). */
export async function pendingMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d+_.+\.sql$/.test(name)).map((name) => name.replace(/\.sql$/, ''));
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  return files.filter((version) => !applied.has(version)).sort();
}
