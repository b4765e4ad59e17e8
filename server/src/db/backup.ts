import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate';
import { PGLITE_PARSERS, pgliteDb } from './pglite';
import { openPostgres } from './postgres';
import type { Db, Queryable } from './types';

/** One table as a backup saw it: its rows and a checksum of their content. */
export interface TableSummary {
  table: string;
  rows: number;
  /** md5 of every row's text, sorted: equal checksums mean equal contents. */
  checksum: string;
}

/** manifest.json, written beside the dump; restore checks the restored database against it. */
export interface BackupManifest {
  format: 1;
  engine: 'postgres' | 'pglite';
  created_at: string;
  /** The file beside the manifest: pg_dump's custom format, or PGlite's data directory as tar.gz. */
  file: string;
  bytes: number;
  migrations: string[];
  tables: TableSummary[];
}

export const MANIFEST = 'manifest.json';
const PG_DUMP_FILE = 'database.dump';
const PGLITE_FILE = 'pglite-datadir.tar.gz';

/** Where the data is: DATABASE_URL, else the PGlite folder (config.ts reads both). */
export interface Store {
  databaseUrl?: string;
  dataDir: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every table of the current schema, counted and checksummed in one transaction (a consistent
 * view), with the time zone fixed so timestamps print alike on every engine and server.
 */
export async function summarize(db: Db): Promise<TableSummary[]> {
  return db.transaction(async (tx) => {
    await tx.query("SET LOCAL TimeZone = 'UTC'");
    const tables = await tx.query<{ name: string }>(
      'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
    );
    const summaries: TableSummary[] = [];
    for (const { name } of tables) {
      const [row] = await tx.query<{ rows: number; checksum: string }>(
        `SELECT count(*)::int AS rows, coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '') AS checksum FROM ${quote(name)} t`,
      );
      summaries.push({ table: name, rows: row!.rows, checksum: row!.checksum });
    }
    return summaries;
  });
}

async function migrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
  return rows.map((row) => row.version);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${command}: ${error.message} (is the PostgreSQL client installed?)`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr.trim()}`))));
  });
}

/**
 * Backs the store up into `out` (a new folder): PostgreSQL with pg_dump (custom format, a
 * consistent snapshot while the servers keep running), PGlite with its own dumpDataDir (the
 * server must be stopped: the embedded database is one process's files). Uploaded files live in
 * the database, so the dump holds them. Answers the manifest it wrote.
 */
export async function backup(store: Store, out: string): Promise<BackupManifest> {
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} is not empty: back up into a new folder`);
  await mkdir(out, { recursive: true });
  let engine: BackupManifest['engine'];
  let file: string;
  let db: Db;
  if (store.databaseUrl) {
    engine = 'postgres';
    file = PG_DUMP_FILE;
    db = await openPostgres({ connectionString: store.databaseUrl, max: 1 });
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(out, file)}`,
      `--dbname=${store.databaseUrl}`,
    ]);
  } else {
    if (!existsSync(join(store.dataDir, 'PG_VERSION'))) throw new Error(`no PGlite database in ${store.dataDir} (DATA_DIR)`);
    engine = 'pglite';
    file = PGLITE_FILE;
    const pg = await PGlite.create(store.dataDir, { parsers: PGLITE_PARSERS });
    db = pgliteDb(pg);
    const tarball = await pg.dumpDataDir('gzip');
    await writeFile(join(out, file), Buffer.from(await tarball.arrayBuffer()));
  }
  try {
    const manifest: BackupManifest = {
      format: 1,
      engine,
      created_at: new Date().toISOString(),
      file,
      bytes: (await stat(join(out, file))).size,
      migrations: await migrations(db),
      tables: await summarize(db),
    };
    await writeFile(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await db.close();
  }
}

export async function readManifest(from: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(from, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1 || !['postgres', 'pglite'].includes(manifest.engine))
    throw new Error(`${from}: not a backup of this app`);
  return manifest;
}

/** Tables whose rows or checksum differ from what the backup recorded (empty: restored exactly). */
export function differences(expected: TableSummary[], actual: TableSummary[]): string[] {
  const byName = new Map(actual.map((table) => [table.table, table]));
  return expected.flatMap((table) => {
    const restored = byName.get(table.table);
    if (!restored) return [`${table.table}: missing`];
    if (restored.rows !== table.rows) return [`${table.table}: ${restored.rows} rows, the backup has ${table.rows}`];
    if (restored.checksum !== table.checksum) return [`${table.table}: contents differ`];
    return [];
  });
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** What the restored database holds (equal to the manifest's tables, or restore threw). */
  tables: TableSummary[];
  /** PGlite: where the folder that was replaced was moved (nothing is deleted). */
  movedAside?: string;
}

/**
 * Restores a backup into the store: PostgreSQL from a PostgreSQL backup (pg_restore, one
 * transaction), PGlite from a PGlite backup (into an empty DATA_DIR; with `force` the current
 * folder is moved aside, never deleted), or PostgreSQL from a PGlite backup (the move to
 * PostgreSQL: both brought to this release's migrations, then every row copied). The servers
 * must be stopped. Then every table is checked against the manifest; a difference throws.
 */
export async function restore(store: Store, from: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const manifest = await readManifest(from);
  const file = join(from, manifest.file);
  if (store.databaseUrl) {
    const target = await openPostgres({ connectionString: store.databaseUrl, max: 2 });
    try {
      if (manifest.engine === 'postgres') {
        await run('pg_restore', [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          `--dbname=${store.databaseUrl}`,
          file,
        ]);
        const tables = await summarize(target);
        check(manifest.tables, tables);
        return { manifest, tables };
      }
      return { manifest, tables: await copyPgliteInto(target, file, manifest, options) };
    } finally {
      await target.close();
    }
  }
  if (manifest.engine !== 'pglite') {
    throw new Error('a PostgreSQL backup restores into PostgreSQL: set DATABASE_URL');
  }
  let movedAside: string | undefined;
  if (existsSync(store.dataDir) && readdirSync(store.dataDir).length > 0) {
    if (!options.force)
      throw new Error(`${store.dataDir} holds a database: stop the server and pass --force (it is moved aside, not deleted)`);
    movedAside = `${store.dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(store.dataDir, movedAside);
  }
  await mkdir(store.dataDir, { recursive: true });
  const pg = await PGlite.create(store.dataDir, { parsers: PGLITE_PARSERS, loadDataDir: new Blob([await readFile(file)]) });
  const db = pgliteDb(pg);
  try {
    const tables = await summarize(db);
    check(manifest.tables, tables);
    return { manifest, tables, movedAside };
  } finally {
    await db.close();
  }
}

function check(expected: TableSummary[], actual: TableSummary[]) {
  const problems = differences(expected, actual);
  if (problems.length > 0) throw new Error(`the restored database differs from the backup: ${problems.join('; ')}`);
}

/** Tables in an order where every table comes after those its foreign keys point at. */
async function parentsFirst(db: Queryable, tables: string[]): Promise<string[]> {
  const links = await db.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
     WHERE k.contype = 'f' AND c.relnamespace = current_schema()::regnamespace AND c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const link of links) if (link.child === table) visit(link.parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

const BATCH = 500;

/**
 * The move from the embedded store to PostgreSQL: the PGlite backup is opened in memory, both it
 * and the (empty) PostgreSQL database are brought to this release's migrations, then every table
 * is emptied on PostgreSQL and copied row by row as JSON (json_populate_recordset reads each value
 * with the column's own input function: bytea, jsonb, numeric and timestamps arrive unchanged),
 * identities continue after the largest id, and the copy is compared with the source.
 */
async function copyPgliteInto(
  target: Db,
  file: string,
  manifest: BackupManifest,
  options: { force?: boolean },
): Promise<TableSummary[]> {
  const existing = await target.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'schema_migrations'",
  );
  if (existing[0]!.n > 0) {
    const [users] = await target.query<{ n: number }>('SELECT count(*)::int AS n FROM users').catch(() => [{ n: 0 }]);
    if (users!.n > 0 && !options.force) {
      throw new Error(
        'the PostgreSQL database already holds users: restore into an empty database, or pass --force to replace its rows',
      );
    }
  }
  const source = pgliteDb(await PGlite.create({ parsers: PGLITE_PARSERS, loadDataDir: new Blob([await readFile(file)]) }));
  try {
    check(manifest.tables, await summarize(source));
    await migrate(source);
    await migrate(target);
    const tables = (await summarize(source)).map((table) => table.table);
    const order = await parentsFirst(target, tables);
    await target.transaction(async (tx) => {
      await tx.exec(`TRUNCATE ${order.map(quote).join(', ')} RESTART IDENTITY CASCADE`);
      for (const table of order) {
        const columns = await tx.query<{ name: string }>(
          `SELECT a.attname AS name FROM pg_attribute a
           WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
           ORDER BY a.attnum`,
          [quote(table)],
        );
        const list = columns.map((column) => quote(column.name)).join(', ');
        for (let offset = 0; ; offset += BATCH) {
          const rows = await source.query<{ row: string }>(
            `SELECT row_to_json(t)::text AS row FROM ${quote(table)} t ORDER BY ${columns.length ? '1' : 'NULL'} LIMIT ${BATCH} OFFSET ${offset}`,
          );
          if (rows.length === 0) break;
          await tx.query(
            `INSERT INTO ${quote(table)} (${list}) OVERRIDING SYSTEM VALUE
             SELECT ${list} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`,
            [`[${rows.map((r) => r.row).join(',')}]`],
          );
          if (rows.length < BATCH) break;
        }
        const identities = await tx.query<{ name: string }>(
          `SELECT column_name AS name FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = $1 AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')`,
          [table],
        );
        for (const { name } of identities) {
          await tx.query(
            `SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(name)}), 1), max(${quote(name)}) IS NOT NULL) FROM ${quote(table)}`,
            [quote(table), name],
          );
        }
      }
    });
    const expected = await summarize(source);
    const copied = await summarize(target);
    check(expected, copied);
    return copied;
  } finally {
    await source.close();
  }
}
