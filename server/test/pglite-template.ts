/**
 * Test PGlites loaded from templates instead of built from nothing: an empty one (createTestDb)
 * and a migrated one (what seeded-template.ts seeds).
 * Starting PGlite runs initdb inside WASM: 2-3 s a database on a quiet 2-core machine, 5-8 s on a
 * loaded one, and a server run creates a couple of hundred (every suite's createTestApp, each test
 * file in its own process). Loading a data directory dumped once after the migrations skips initdb
 * and the migrations (~1 s loaded).
 *
 * The template is a file in the system's temp folder named by a hash of the migrations, migrate.ts
 * and PGlite's version, so a changed migration makes a new one; it holds no seed (the seed dates
 * rows from the clock of the test that asks for them) and nothing else a test could leave behind.
 * Test processes that find none build it themselves and rename it into place, so two building at
 * once is harmless.
 *
 * Measured (load average ~13 on the 2-core machine, 3 interleaved pairs): a fresh PGlite and its
 * migrations 18.2-21.7 s, the same from the template 6.8-7.3 s; a server run creates ~170 apps.
 * Five test files at load ~3.5: 66.0 s before, 53.1 s after.
 *
 * Every template is slimmed before it is dumped (slim(), below) and every load reuses one compiled
 * WASM module and one read of PGlite's file bundle (loadPglite): a seeded app's database took
 * ~2.0 s of CPU to load, ~0.7 s slimmed and reused (quiet 2-core machine, the seeded template).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { migrate } from '../src/db/migrate';
import { openPglite, pgliteDb, pgliteOf, PGLITE_PARSERS } from '../src/db/pglite';
import type { Db } from '../src/db/types';

const PREFIX = 'slovencina-pglite-template-';
const DAY_MS = 24 * 60 * 60 * 1000;
const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

const pgliteDist = (file: string) => fileURLToPath(new URL(`../../node_modules/@electric-sql/pglite/${file}`, import.meta.url));

/** The template's file: named by what it holds (`migrated` hashes the migrations too) and PGlite's version. */
function templateFile(kind: 'empty' | 'migrated'): string {
  const hash = createHash('sha256')
    .update(kind)
    .update(readFileSync(fileURLToPath(new URL(import.meta.url))));
  if (kind === 'migrated') {
    const migrations = src('db/migrations');
    for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(join(migrations, name)));
    hash.update(readFileSync(src('db/migrate.ts')));
  }
  hash.update(readFileSync(pgliteDist('package.json')));
  return join(tmpdir(), `${PREFIX}${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * What makes a load cheap, done once in the template: 16 MB of shared buffers instead of initdb's
 * 128 MB (a start zeroes them: 2.0 -> 1.25 s of CPU; a test database holds ~12 MB), and no
 * template0 and template1 (15 of the dump's 45 MB, copied into memory at every load: 1.25 ->
 * 0.7 s). Nothing here creates a database, and PGlite connects to `postgres`.
 */
async function slim(db: Db): Promise<void> {
  await db.exec("ALTER SYSTEM SET shared_buffers = '16MB'");
  const left = await db.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname IN ('template0', 'template1')");
  for (const { datname: name } of left) {
    await db.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await db.exec(`DROP DATABASE ${name}`);
  }
}

/**
 * Closes `db` into `file` (written aside, renamed into place, so two builders are harmless) and
 * returns its data directory. After a checkpoint: a load replays the write-ahead log after the
 * last one, and with none a sequence comes back where its log ran ahead (by up to 32: the next
 * author would be id 34, not 4, unlike in the database dumped).
 */
export async function dumpInto(db: Db, file: string): Promise<Blob> {
  await slim(db);
  await db.exec('CHECKPOINT');
  const blob = await pgliteOf(db)!.dumpDataDir('none');
  await db.close();
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  renameSync(partial, file);
  return blob;
}

async function buildTemplate(kind: 'empty' | 'migrated', file: string): Promise<Blob> {
  const db = await openPglite();
  if (kind === 'migrated') await migrate(db);
  const blob = await dumpInto(db, file);
  // Templates of other migrations, unused for a day: a checkout of another branch may still read a
  // fresh one, an old one no run will ask for again.
  for (const name of readdirSync(tmpdir())) {
    const other = join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || other === file) continue;
    try {
      if (Date.now() - statSync(other).mtimeMs > DAY_MS) rmSync(other, { force: true });
    } catch {
      // Gone already.
    }
  }
  return blob;
}

const templates = new Map<'empty' | 'migrated', Promise<Blob>>();

function template(kind: 'empty' | 'migrated'): Promise<Blob> {
  let blob = templates.get(kind);
  if (!blob) {
    blob = (async () => {
      const file = templateFile(kind);
      try {
        return new Blob([readFileSync(file)]);
      } catch {
        return buildTemplate(kind, file);
      }
    })();
    templates.set(kind, blob);
  }
  return blob;
}

/** An in-memory PGlite with every migration applied, as createTestApp's database. */
export const migratedPglite = async (): Promise<Db> => loadPglite(await template('migrated'));

/** An in-memory PGlite as initdb leaves it (slimmed), for createTestDb. */
export const emptyPglite = async (): Promise<Db> => loadPglite(await template('empty'));

// The server's TypeScript has Node's types only, not the DOM's WebAssembly namespace.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<PGliteOptions['pgliteWasmModule']> };
};
let runtime: Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>> | undefined;

/** An in-memory PGlite from a dumped data directory, on this process's one compiled WASM module. */
export async function loadPglite(dataDir: Blob): Promise<Db> {
  runtime ??= (async () => ({
    pgliteWasmModule: await wasm.compile(readFileSync(pgliteDist('dist/pglite.wasm'))),
    fsBundle: new Blob([readFileSync(pgliteDist('dist/pglite.data'))]),
  }))();
  return pgliteDb(await PGlite.create({ loadDataDir: dataDir, parsers: PGLITE_PARSERS, ...(await runtime) }));
}
