/**
 * A migrated, empty PGlite for test apps, loaded from a template instead of built from nothing.
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
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../src/db/migrate';
import { openPglite, pgliteDb, pgliteOf, PGLITE_PARSERS } from '../src/db/pglite';
import type { Db } from '../src/db/types';

const PREFIX = 'slovencina-pglite-template-';
const DAY_MS = 24 * 60 * 60 * 1000;
const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

function templateFile(): string {
  const hash = createHash('sha256');
  const migrations = src('db/migrations');
  for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(join(migrations, name)));
  hash.update(readFileSync(src('db/migrate.ts')));
  hash.update(readFileSync(fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url))));
  return join(tmpdir(), `${PREFIX}${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * Closes `db` into `file` (written aside, renamed into place, so two builders are harmless) and
 * returns its data directory. After a checkpoint: a load replays the write-ahead log after the
 * last one, and with none a sequence comes back where its log ran ahead (by up to 32: the next
 * author would be id 34, not 4, unlike in the database dumped).
 */
export async function dumpInto(db: Db, file: string): Promise<Blob> {
  await db.exec('CHECKPOINT');
  const blob = await pgliteOf(db)!.dumpDataDir('none');
  await db.close();
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  renameSync(partial, file);
  return blob;
}

async function buildTemplate(file: string): Promise<Blob> {
  const db = await openPglite();
  await migrate(db);
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

let template: Promise<Blob> | undefined;

/** An in-memory PGlite with every migration applied, as createTestApp's database. */
export async function migratedPglite(): Promise<Db> {
  template ??= (async () => {
    const file = templateFile();
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      return buildTemplate(file);
    }
  })();
  return pgliteDb(await PGlite.create({ loadDataDir: await template, parsers: PGLITE_PARSERS }));
}
