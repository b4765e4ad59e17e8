/**
 * createTestApp's database: migrated and seeded once, then copied for every app, on both engines.
 *
 * Why: the seed writes the demo content through the studio's own services (~1,400 statements), so
 * an app cost ~0.5 s of migrations and ~1.2 s of seed on PostgreSQL before its first test, and a
 * server run builds ~170 apps on each engine, test:time ~200 more. A copy costs ~0.1 s
 * (PostgreSQL's CREATE DATABASE … TEMPLATE) or one load of a dumped data directory (PGlite,
 * which loaded a migrated one before anyway).
 *
 * A copy is what a fresh seed would have written: the template is keyed by the server's code (a
 * hash of server/src, migrations and seed included, of the templates' code, and PGlite's
 * version), the seed's options, and the hour of the clock. The seed dates rows from the clock (publications hours and days ago,
 * meetings on days from today in the school's zone), never finer than the hour's minute, and the
 * school's days change on an hour (its zone's offsets are whole hours), so within one hour a copy
 * and a fresh seed differ only in rows stamped some minutes earlier, as if seeded when the run
 * began. A new hour, or a changed line of the server, builds a new template.
 *
 * PGlite's templates are files in the system's temp folder (built from the migrated template of
 * pglite-template.ts, renamed into place so two builders are harmless); PostgreSQL's are databases
 * `tpl_<code>_<hour>_<options>`, built under an advisory lock and renamed into place. Templates of
 * hours more than two ago are removed by the next build (not under libfaketime: test:time's
 * instants are years apart, and its processes run side by side).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import { seed, type SeedOptions } from '../src/seed/index';
import { asAdmin, databaseUrl, withAdmin } from './pg-admin';
import { dumpInto, loadPglite, migratedPglite } from './pglite-template';

const HOUR_MS = 60 * 60 * 1000;
const KEPT_HOURS = 2;
const PGLITE_PREFIX = 'slovencina-pglite-seeded-';

let code: string | undefined;
/** A hash of every file under server/src, of the templates' code and of PGlite's version: what a copy depends on. */
function codeHash(): string {
  if (code) return code;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(path.slice(dir.length)).update(readFileSync(path));
    }
  };
  walk(fileURLToPath(new URL('../src', import.meta.url)));
  // How a template is made and loaded (slimmed: pglite-template.ts) changes what a copy holds too.
  for (const file of ['seeded-template.ts', 'pglite-template.ts'])
    hash.update(readFileSync(fileURLToPath(new URL(file, import.meta.url))));
  hash.update(readFileSync(fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url))));
  code = hash.digest('hex').slice(0, 12);
  return code;
}

const hourOf = (ms: number) => Math.floor(ms / HOUR_MS);
const optionsKey = (options: SeedOptions) => `${options.demo ? 'd' : 'n'}${options.demoContent ? 'c' : 'n'}`;
/** Under libfaketime the clock is an instant years away: old and new cannot be told apart. */
const mayClean = () => !process.env.FAKETIME;

/** A migrated and seeded database of its own for one test app. */
export function seededDb(options: SeedOptions): Promise<Db> {
  return process.env.TEST_DATABASE_URL ? seededPostgres(options) : seededPglite(options);
}

const pgliteTemplates = new Map<string, Promise<Blob>>();

async function seededPglite(options: SeedOptions): Promise<Db> {
  const hour = hourOf(Date.now());
  const key = `${codeHash()}-${hour}-${optionsKey(options)}`;
  let template = pgliteTemplates.get(key);
  if (!template) {
    template = (async () => {
      const file = join(tmpdir(), `${PGLITE_PREFIX}${key}.tar`);
      try {
        return new Blob([readFileSync(file)]);
      } catch {
        return buildPgliteTemplate(file, options, hour);
      }
    })();
    pgliteTemplates.set(key, template);
  }
  return loadPglite(await template);
}

async function buildPgliteTemplate(file: string, options: SeedOptions, hour: number): Promise<Blob> {
  const db = await migratedPglite();
  await seed(db, options);
  const blob = await dumpInto(db, file);
  if (mayClean()) {
    for (const name of readdirSync(tmpdir())) {
      const built = /^slovencina-pglite-seeded-[0-9a-f]+-(\d+)-/.exec(name);
      if (!built || Number(built[1]) >= hour - KEPT_HOURS) continue;
      try {
        if (hourOf(statSync(join(tmpdir(), name)).mtimeMs) < hour - KEPT_HOURS) rmSync(join(tmpdir(), name), { force: true });
      } catch {
        // Gone already.
      }
    }
  }
  return blob;
}

const postgresTemplates = new Map<string, Promise<void>>();
const databaseOf = new WeakMap<Db, string>();

async function seededPostgres(options: SeedOptions): Promise<Db> {
  const hour = hourOf(Date.now());
  const template = `tpl_${codeHash()}_${hour}_${optionsKey(options)}`;
  let built = postgresTemplates.get(template);
  if (!built) {
    built = buildPostgresTemplate(template, options, hour);
    postgresTemplates.set(template, built);
  }
  await built;
  const name = `test_${randomBytes(6).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const connectionString = databaseUrl(name);
  const db = await openPostgres({ connectionString, max: 4 });
  const copy: Db = {
    ...db,
    async close() {
      await db.close();
      await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
  databaseOf.set(copy, connectionString);
  return copy;
}

async function buildPostgresTemplate(template: string, options: SeedOptions, hour: number): Promise<void> {
  await withAdmin(async (client) => {
    // One builder per template across processes; the others wait and find it built.
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (rowCount) return;
      const building = `${template}_b${process.pid}`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      const db = await openPostgres({ connectionString: databaseUrl(building), max: 2 });
      try {
        await migrate(db);
        await seed(db, options);
      } finally {
        await db.close();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      if (mayClean()) {
        const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'tpl\\_%'");
        for (const { datname } of rows) {
          const at = /^tpl_[0-9a-f]+_(\d+)_/.exec(datname);
          if (at && Number(at[1]) < hour - KEPT_HOURS) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
}

/**
 * A second pool on the database of a test app (a second server instance's, in production its own
 * process): on PostgreSQL only, where two pools share one database.
 */
export function anotherPool(db: Db): Promise<Db> {
  const connectionString = databaseOf.get(db);
  if (!connectionString) throw new Error('anotherPool: not a PostgreSQL database of seededDb');
  return openPostgres({ connectionString, max: 4 });
}
