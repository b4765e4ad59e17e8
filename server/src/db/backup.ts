import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { libpqEnv, urlFor } from './libpq-env';
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
  /** PATH for pg_dump / pg_restore: their environment is built here, never inherited (it holds the password). */
  clientPath?: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every table of the current schema, counted and checksummed in the caller's transaction (so the
 * figures are of the caller's snapshot), with the time zone fixed so timestamps print alike on
 * every engine and server.
 */
export async function summarizeIn(tx: Queryable): Promise<TableSummary[]> {
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
}

/** Every table in one transaction (a consistent view). */
export function summarize(db: Db): Promise<TableSummary[]> {
  return db.transaction(summarizeIn);
}

async function migrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
  return rows.map((row) => row.version);
}

/** A PostgreSQL client program, its connection in its environment (libpq-env.ts), nothing secret in its arguments. */
function run(command: string, args: string[], store: Store, database?: string): Promise<void> {
  const { env } = libpqEnv(store.databaseUrl!);
  if (database) env.PGDATABASE = database;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { PATH: store.clientPath ?? '/usr/local/bin:/usr/bin:/bin', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${command}: ${error.message} (is the PostgreSQL client installed?)`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr.trim()}`))));
  });
}

/**
 * PostgreSQL: one REPEATABLE READ transaction exports its snapshot, pg_dump reads that very
 * snapshot (--snapshot) while the same transaction counts and checksums every table, and it stays
 * open until pg_dump is done. The manifest is therefore the dump's own instant, whatever the
 * servers write meanwhile (the heartbeat alone changes every 5 s). Computing it from the live
 * database and not from the dump keeps it an independent witness: a dump that lost rows fails
 * the restore's check.
 */
async function dumpPostgres(store: Store, folder: string): Promise<Omit<BackupManifest, 'created_at' | 'bytes'>> {
  const db = await openPostgres({ connectionString: store.databaseUrl!, max: 1 });
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const [{ snapshot } = { snapshot: '' }] = await tx.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
      const target = join(folder, PG_DUMP_FILE);
      await (await open(target, 'wx', 0o600)).close();
      const dump = run(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${target}`],
        store,
      );
      // Read while pg_dump reads; its failure is awaited below, not left unhandled meanwhile.
      dump.catch(() => {});
      const tables = await summarizeIn(tx);
      const applied = await migrations(tx);
      await dump;
      return { format: 1, engine: 'postgres', file: PG_DUMP_FILE, migrations: applied, tables } as const;
    });
  } finally {
    await db.close();
  }
}

/**
 * PGlite: the figures and the data folder's tarball inside one transaction. PGlite runs one
 * transaction at a time, so nothing else writes between them; the app's requests wait for the
 * dump (a second or two for a small school's folder), which is what a backup of a running
 * embedded store costs.
 */
export async function dumpPglite(pg: PGlite, folder: string): Promise<Omit<BackupManifest, 'created_at' | 'bytes'>> {
  const db = pgliteDb(pg);
  return db.transaction(async (tx) => {
    const tables = await summarizeIn(tx);
    const applied = await migrations(tx);
    const tarball = await pg.dumpDataDir('gzip');
    await writeFile(join(folder, PGLITE_FILE), Buffer.from(await tarball.arrayBuffer()), { mode: 0o600, flag: 'wx' });
    return { format: 1, engine: 'pglite', file: PGLITE_FILE, migrations: applied, tables } as const;
  });
}

/**
 * Writes a backup into `out` (a new folder): first into `<out>.partial`, renamed once the manifest
 * is written, so a folder with that name is always a whole backup. The folder is 0700 and its
 * files 0600: they hold every learner's data. A failure removes the partial folder.
 */
export async function writeBackup(
  out: string,
  dump: (folder: string) => Promise<Omit<BackupManifest, 'created_at' | 'bytes'>>,
): Promise<BackupManifest> {
  if (existsSync(out)) {
    if (readdirSync(out).length > 0) throw new Error(`${out} is not empty: back up into a new folder`);
    await rm(out, { recursive: true });
  }
  const partial = `${out}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });
  await chmod(partial, 0o700);
  try {
    const created_at = new Date().toISOString();
    const figures = await dump(partial);
    const bytes = (await stat(join(partial, figures.file))).size;
    const manifest: BackupManifest = { ...figures, created_at, bytes };
    await writeFile(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(partial, out);
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Backs the store up into `out` (a new folder): PostgreSQL with pg_dump of the running database
 * (dumpPostgres), a PGlite folder that no server holds by opening it here. A PGlite folder a
 * server holds is backed up by that server (backup-socket.ts; the cli asks it). Uploaded files
 * live in the database, so the dump holds them. Answers the manifest it wrote.
 */
export async function backup(store: Store, out: string): Promise<BackupManifest> {
  if (store.databaseUrl) {
    libpqEnv(store.databaseUrl);
    return writeBackup(out, (folder) => dumpPostgres(store, folder));
  }
  if (!existsSync(join(store.dataDir, 'PG_VERSION'))) throw new Error(`no PGlite database in ${store.dataDir} (DATA_DIR)`);
  const pg = await PGlite.create(store.dataDir, { parsers: PGLITE_PARSERS });
  try {
    return await writeBackup(out, (folder) => dumpPglite(pg, folder));
  } finally {
    await pg.close();
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
  /** Where the database that was replaced now is (nothing is deleted): a PGlite folder or a PostgreSQL database. */
  movedAside?: string;
}

/**
 * The restored copy is whole and verified, but servers are still connected to the target, so it
 * was not swapped in: `restored` names the copy, and `npm run restore -- --swap <restored>` swaps
 * it in once they are stopped.
 */
export class NotSwappedError extends Error {
  constructor(
    readonly restored: string,
    readonly target: string,
    readonly sessions: number,
  ) {
    super(
      `the backup is restored and verified in the database ${restored}, but ${sessions} session(s) are connected to ${target}, ` +
        `so it was not swapped in (${target} is unchanged). Stop the servers, then run: npm run restore -- --swap ${restored} --force`,
    );
  }
}

/** Time for names: 20261128T081500. */
const compactStamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');

/** `base` with a suffix, within PostgreSQL's 63-byte identifiers. */
const databaseName = (base: string, suffix: string) => `${base.slice(0, 63 - suffix.length)}${suffix}`;

/**
 * Restores a backup into the store, never over it: PostgreSQL from a PostgreSQL backup
 * (pg_restore) or from a PGlite backup (the move to PostgreSQL: both brought to this release's
 * migrations, then every row copied) into a NEW database beside the target; PGlite into a new
 * folder beside DATA_DIR. The copy is compared with the manifest table by table; a difference
 * deletes the copy and throws, the target untouched. Only then is the copy swapped in, the old
 * database kept under a `…_before_restore_<time>` name. A target that holds data is replaced
 * only with `force`.
 */
export async function restore(store: Store, from: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const manifest = await readManifest(from);
  const file = join(from, manifest.file);
  if (store.databaseUrl) return restorePostgres(store, manifest, file, options);
  if (manifest.engine !== 'pglite') throw new Error('a PostgreSQL backup restores into PostgreSQL: set DATABASE_URL');
  return restorePglite(store.dataDir, manifest, file, options);
}

async function restorePglite(
  dataDir: string,
  manifest: BackupManifest,
  file: string,
  options: { force?: boolean },
): Promise<RestoreResult> {
  const occupied = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (occupied && !options.force)
    throw new Error(`${dataDir} holds a database: stop the server and pass --force (it is moved aside, not deleted)`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const restoring = `${dataDir}.restoring-${stamp}`;
  await mkdir(restoring, { recursive: true, mode: 0o700 });
  let tables: TableSummary[];
  try {
    const db = pgliteDb(
      await PGlite.create(restoring, { parsers: PGLITE_PARSERS, loadDataDir: new Blob([await readFile(file)]) }),
    );
    try {
      tables = await summarize(db);
    } finally {
      await db.close();
    }
    check(manifest.tables, tables);
  } catch (error) {
    await rm(restoring, { recursive: true, force: true });
    throw untouched(error, dataDir);
  }
  let movedAside: string | undefined;
  if (occupied) {
    movedAside = `${dataDir}.before-restore-${stamp}`;
    await rename(dataDir, movedAside);
  } else {
    await rm(dataDir, { recursive: true, force: true });
  }
  await rename(restoring, dataDir);
  return { manifest, tables, movedAside };
}

/** The error of a failed restore, saying that the target was left as it was. */
function untouched(error: unknown, target: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`${message} (${target} was not touched)`);
}

/** A connection to the server's maintenance database, for CREATE / ALTER / DROP DATABASE. */
async function maintenance(databaseUrl: string): Promise<Db> {
  try {
    return await openPostgres({ connectionString: urlFor(databaseUrl, 'postgres'), max: 1 });
  } catch {
    return openPostgres({ connectionString: urlFor(databaseUrl, 'template1'), max: 1 });
  }
}

/** Whether the database exists and holds any table of its own (schemas other than the system's). */
async function inspect(databaseUrl: string, admin: Db, name: string): Promise<{ exists: boolean; tables: number }> {
  const [found] = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_database WHERE datname = $1', [name]);
  if (!found!.n) return { exists: false, tables: 0 };
  const db = await openPostgres({ connectionString: urlFor(databaseUrl, name), max: 1 });
  try {
    const [row] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    return { exists: true, tables: row!.n };
  } finally {
    await db.close();
  }
}

async function restorePostgres(
  store: Store,
  manifest: BackupManifest,
  file: string,
  options: { force?: boolean },
): Promise<RestoreResult> {
  const url = store.databaseUrl!;
  const { database: target } = libpqEnv(url);
  const admin = await maintenance(url);
  try {
    const before = await inspect(url, admin, target);
    if (before.tables > 0 && !options.force)
      throw new Error(
        `the database ${target} holds data (${before.tables} tables): pass --force to replace it (it is kept as ${target}_before_restore_<time>, not deleted), or restore into an empty database`,
      );
    const stamp = compactStamp();
    const copy = databaseName(target, `_restoring_${stamp}`);
    await admin.query(`CREATE DATABASE ${quote(copy)}`);
    let tables: TableSummary[];
    try {
      if (manifest.engine === 'postgres') {
        await run(
          'pg_restore',
          ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${copy}`, file],
          store,
          copy,
        );
        const restored = await openPostgres({ connectionString: urlFor(url, copy), max: 1 });
        try {
          tables = await summarize(restored);
        } finally {
          await restored.close();
        }
        check(manifest.tables, tables);
      } else {
        const restored = await openPostgres({ connectionString: urlFor(url, copy), max: 2 });
        try {
          tables = await copyPgliteInto(restored, file, manifest);
        } finally {
          await restored.close();
        }
      }
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${quote(copy)}`).catch(() => {});
      throw untouched(error, `the database ${target}`);
    }
    const movedAside = await swapIn(admin, copy, target, stamp);
    return { manifest, tables, movedAside };
  } finally {
    await admin.close();
  }
}

/**
 * Puts the verified copy in the target's place: the target (if it exists) renamed to
 * `<target>_before_restore_<stamp>` and the copy renamed to the target, in one transaction
 * (PostgreSQL refuses to rename a database anyone is connected to, so a server that connects in
 * between makes the whole swap fail, not half of it). With servers connected the copy is kept,
 * renamed `<target>_restored_<stamp>`, and NotSwappedError says how to finish.
 */
async function swapIn(admin: Db, copy: string, target: string, stamp: string): Promise<string | undefined> {
  const [found] = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_database WHERE datname = $1', [target]);
  const current = { exists: found!.n > 0 };
  const sessions = async () =>
    (
      await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [target],
      )
    )[0]!.n;
  const keep = async () => {
    const restored = databaseName(target, `_restored_${stamp}`);
    if (copy !== restored) await admin.query(`ALTER DATABASE ${quote(copy)} RENAME TO ${quote(restored)}`);
    return restored;
  };
  // A backend whose client just left (this command's own look at the target) takes a moment to exit.
  let connected = current.exists ? await sessions() : 0;
  for (let waited = 0; connected > 0 && waited < 3_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    connected = await sessions();
  }
  if (connected > 0) throw new NotSwappedError(await keep(), target, connected);
  // Kept even when empty: DROP DATABASE waits for every backend of the cluster to acknowledge
  // (one stuck writing to its client stalls it), a rename does not.
  const aside = current.exists ? databaseName(target, `_before_restore_${stamp}`) : undefined;
  try {
    await admin.transaction(async (tx) => {
      if (aside) await tx.query(`ALTER DATABASE ${quote(target)} RENAME TO ${quote(aside)}`);
      await tx.query(`ALTER DATABASE ${quote(copy)} RENAME TO ${quote(target)}`);
    });
  } catch (error) {
    if ((error as { code?: string }).code === '55006') throw new NotSwappedError(await keep(), target, await sessions());
    throw error;
  }
  return aside;
}

/**
 * `npm run restore -- --swap <restored>`: swaps in a copy an earlier restore verified but could not
 * swap (servers were connected). The target must be free of sessions now; with data it needs force.
 */
export async function swapRestored(
  store: Store,
  restored: string,
  options: { force?: boolean } = {},
): Promise<string | undefined> {
  if (!store.databaseUrl) throw new Error('--swap is for PostgreSQL: set DATABASE_URL');
  const { database: target } = libpqEnv(store.databaseUrl);
  const match = new RegExp(`^.*_restored_(\\d{8}T\\d{6})$`).exec(restored);
  if (!match) throw new Error(`${restored} is not a database a restore left (…_restored_<time>)`);
  const admin = await maintenance(store.databaseUrl);
  try {
    const copy = await inspect(store.databaseUrl, admin, restored);
    if (!copy.exists) throw new Error(`there is no database ${restored}`);
    const current = await inspect(store.databaseUrl, admin, target);
    if (current.tables > 0 && !options.force)
      throw new Error(
        `the database ${target} holds data: pass --force to replace it (it is kept as ${target}_before_restore_<time>)`,
      );
    return await swapIn(admin, restored, target, match[1]!);
  } finally {
    await admin.close();
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
 * and the new PostgreSQL database (restorePostgres made it) are brought to this release's migrations, then every table
 * is emptied on PostgreSQL and copied row by row as JSON (json_populate_recordset reads each value
 * with the column's own input function: bytea, jsonb, numeric and timestamps arrive unchanged),
 * identities continue after the largest id, and the copy is compared with the source.
 */
async function copyPgliteInto(target: Db, file: string, manifest: BackupManifest): Promise<TableSummary[]> {
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
