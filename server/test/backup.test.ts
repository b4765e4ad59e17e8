import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it, type TestContext } from 'node:test';
import pg from 'pg';
import { buildApp } from '../src/app';
import { summarize, type BackupManifest, type TableSummary } from '../src/db/backup';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { seed } from '../src/seed/index';
import type { Db } from '../src/db/types';
import { ensureFile } from '../src/modules/files/service';
import { activateBasic, authHeaders, newTelegramUser, onPostgres, TEST_BOT_TOKEN } from './helpers';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'backup-test-'));
after(() => rmSync(temp, { recursive: true, force: true }));

/** `npm run backup` / `npm run restore` as an operator runs them, with this environment. */
function npmScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string; seconds: number }>((resolve) => {
    const started = performance.now();
    execFile(
      process.execPath,
      ['--import', 'tsx', `server/src/cli/${script}.ts`, ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH, DATABASE_URL: '', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

/** The data a school has after a while: the seeded course and content, learners who subscribed, a file. */
async function fillWithActivity(db: Db) {
  await migrate(db);
  await seed(db, { demo: false, demoContent: true });
  const app = buildApp({ db, botToken: TEST_BOT_TOKEN, demo: false, limits: { writesPerMinute: 1_000_000 } });
  await app.ready();
  const learners = [newTelegramUser(), newTelegramUser({ first_name: 'Žofia', last_name: 'Ďurčová' })];
  for (const learner of learners) {
    await activateBasic(app, learner);
    await app.inject({
      method: 'PATCH',
      url: '/api/users/me/settings',
      headers: authHeaders(learner),
      payload: { language_level: 'B1' },
    });
  }
  await ensureFile(db, {
    file_type: 'audio',
    file_url: '/media/uploads/lesson-1.mp3',
    original_filename: 'lekcia 1.mp3',
    is_primary: true,
  });
  await app.close();
  return learners;
}

const rowsOf = (tables: TableSummary[], name: string) => tables.find((table) => table.table === name)?.rows;

describe('npm run backup / restore: the embedded store (PGlite)', () => {
  it('a round trip keeps every row of every table; a database in the way is moved aside only with --force', async (t: TestContext) => {
    const dataDir = join(temp, 'pglite-live');
    const db = await openPglite(dataDir);
    await fillWithActivity(db);
    const before = await summarize(db);
    await db.close();
    assert.ok(rowsOf(before, 'users')! >= 2 && rowsOf(before, 'files')! >= 1 && rowsOf(before, 'subscriptions')! >= 2);

    const out = join(temp, 'pglite-backup');
    const backup = await npmScript('backup', ['--out', out], { DATA_DIR: dataDir });
    assert.equal(backup.code, 0, backup.stderr);
    const manifest = JSON.parse((await import('node:fs')).readFileSync(join(out, 'manifest.json'), 'utf8')) as BackupManifest;
    assert.equal(manifest.engine, 'pglite');
    assert.deepEqual(manifest.tables, before);

    const fresh = join(temp, 'pglite-restored');
    const restored = await npmScript('restore', [out], { DATA_DIR: fresh });
    assert.equal(restored.code, 0, restored.stderr);
    const reopened = await openPglite(fresh);
    assert.deepEqual(await summarize(reopened), before);
    await reopened.close();
    t.diagnostic(
      `PGlite: ${before.length} tables, ${before.reduce((n, table) => n + table.rows, 0)} rows; backup ${(manifest.bytes / 1024).toFixed(0)} KB in ${backup.seconds.toFixed(1)} s, restore ${restored.seconds.toFixed(1)} s (each including ~1 s of tsx start)`,
    );

    const refused = await npmScript('restore', [out], { DATA_DIR: dataDir });
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /holds a database: stop the server and pass --force/);
    const forced = await npmScript('restore', [out, '--force'], { DATA_DIR: dataDir });
    assert.equal(forced.code, 0, forced.stderr);
    const aside = readdirSync(temp).find((name) => name.startsWith('pglite-live.before-restore-'));
    assert.ok(aside && existsSync(join(temp, aside, 'PG_VERSION')), 'the replaced database is kept');
  });
});

describe(
  'npm run backup / restore: PostgreSQL, and the move from PGlite to PostgreSQL',
  { skip: !onPostgres && 'needs TEST_DATABASE_URL' },
  () => {
    const databases: string[] = [];
    const url = (name: string) => {
      const parsed = new URL(process.env.TEST_DATABASE_URL!);
      parsed.pathname = `/${name}`;
      return parsed.href;
    };
    async function admin(sql: string) {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(sql);
      await client.end();
    }
    async function freshDatabase(): Promise<string> {
      const name = `backup_test_${Math.random().toString(36).slice(2, 10)}`;
      await admin(`CREATE DATABASE ${name}`);
      databases.push(name);
      return url(name);
    }
    after(async () => {
      for (const name of databases) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('pg_dump / pg_restore: a round trip into a new database, and back over a damaged one', async (t: TestContext) => {
      const live = await freshDatabase();
      const db = await openPostgres({ connectionString: live });
      await fillWithActivity(db);
      const before = await summarize(db);

      const out = join(temp, 'pg-backup');
      const backup = await npmScript('backup', ['--out', out], { DATABASE_URL: live });
      assert.equal(backup.code, 0, backup.stderr);
      assert.ok(existsSync(join(out, 'database.dump')));

      const other = await freshDatabase();
      const restored = await npmScript('restore', [out], { DATABASE_URL: other });
      assert.equal(restored.code, 0, restored.stderr);
      const copy = await openPostgres({ connectionString: other });
      assert.deepEqual(await summarize(copy), before);
      await copy.close();

      // Someone deleted learners by mistake: the backup brings them back.
      await db.query('DELETE FROM users');
      assert.notDeepEqual(await summarize(db), before);
      await db.close();
      const repaired = await npmScript('restore', [out], { DATABASE_URL: live });
      assert.equal(repaired.code, 0, repaired.stderr);
      const back = await openPostgres({ connectionString: live });
      assert.deepEqual(await summarize(back), before);
      await back.close();
      const bytes = (await import('node:fs')).statSync(join(out, 'database.dump')).size;
      t.diagnostic(
        `PostgreSQL: dump ${(bytes / 1024).toFixed(0)} KB in ${backup.seconds.toFixed(1)} s, restore ${restored.seconds.toFixed(1)} s`,
      );
    });

    it('a PGlite backup restored into PostgreSQL: every row, and the app goes on there (ids continue)', async (t: TestContext) => {
      const dataDir = join(temp, 'pglite-to-move');
      const db = await openPglite(dataDir);
      const [learner] = await fillWithActivity(db);
      const before = await summarize(db);
      await db.close();
      const out = join(temp, 'pglite-backup-to-move');
      assert.equal((await npmScript('backup', ['--out', out], { DATA_DIR: dataDir })).code, 0);

      const target = await freshDatabase();
      const moved = await npmScript('restore', [out], { DATABASE_URL: target });
      assert.equal(moved.code, 0, moved.stderr);
      t.diagnostic(`PGlite → PostgreSQL: ${moved.seconds.toFixed(1)} s`);
      const pgDb = await openPostgres({ connectionString: target });
      assert.deepEqual(await summarize(pgDb), before);

      const app = buildApp({ db: pgDb, botToken: TEST_BOT_TOKEN, demo: false, limits: { writesPerMinute: 1_000_000 } });
      await app.ready();
      const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(learner!) });
      assert.equal(me.statusCode, 200);
      assert.equal(me.json().subscription.status, 'active', 'the learner keeps the subscription');
      const newcomer = newTelegramUser();
      await activateBasic(app, newcomer);
      const [ids] = await pgDb.query<{ max: number; n: number }>('SELECT max(id)::int AS max, count(*)::int AS n FROM users');
      assert.equal(ids!.n, rowsOf(before, 'users')! + 1);
      await app.close();
      await pgDb.close();

      // A database that already holds learners is not overwritten unless told.
      const again = await npmScript('restore', [out], { DATABASE_URL: target });
      assert.equal(again.code, 1);
      assert.match(again.stderr, /already holds users/);
    });
  },
);
