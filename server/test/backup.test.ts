import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { pruneBackups } from '../src/db/backup-retention';
import { claimDataDir } from '../src/db/backup-socket';
import { activateBasic, authHeaders, newTelegramUser, onPostgres, SAME_ON_EVERY_ENGINE, TEST_BOT_TOKEN } from './helpers';
import { databaseUrl, npmScript, scratchDatabases } from './backup-support';
import { exited, freePort, startServer, waitForHealth } from './process-support';

const temp = mkdtempSync(join(tmpdir(), 'backup-test-'));
after(() => rmSync(temp, { recursive: true, force: true }));

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

describe('npm run backup / restore: the embedded store (PGlite)', { skip: SAME_ON_EVERY_ENGINE }, () => {
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
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as BackupManifest;
    assert.equal(manifest.engine, 'pglite');
    assert.deepEqual(manifest.tables, before);
    assert.match(backup.stdout, /offline \(no server holds it\)/);

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

describe('npm run backup: the embedded store while the server runs', { skip: SAME_ON_EVERY_ENGINE }, () => {
  it('the server holding DATA_DIR backs itself up and keeps serving; a restore or a second opener is refused', async (t: TestContext) => {
    const dataDir = join(temp, 'pglite-serving');
    const db = await openPglite(dataDir);
    await fillWithActivity(db);
    await db.close();
    const port = await freePort();
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' });
    try {
      await waitForHealth(port, server);
      const out = join(temp, 'pglite-live-backup');
      let answered = 0;
      let polling = true;
      const poll = (async () => {
        while (polling) {
          const response = await fetch(`http://127.0.0.1:${port}/api/health`);
          if (response.ok) answered += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      const backup = await npmScript('backup', ['--out', out], { DATA_DIR: dataDir });
      polling = false;
      await poll;
      assert.equal(backup.code, 0, backup.stderr);
      assert.match(backup.stdout, /by the running server/);
      assert.ok(answered > 0, 'the server answered during the backup');
      assert.equal(statSync(out).mode & 0o777, 0o700);
      for (const file of readdirSync(out)) assert.equal(statSync(join(out, file)).mode & 0o777, 0o600, file);

      const refused = await npmScript('restore', [out, '--force'], { DATA_DIR: dataDir });
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, /in use by another process \(a running server\)/);
      await assert.rejects(claimDataDir(dataDir, 'server'), /in use by another process/);

      const fresh = join(temp, 'pglite-live-restored');
      const restored = await npmScript('restore', [out], { DATA_DIR: fresh });
      assert.equal(restored.code, 0, restored.stderr);
      const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as BackupManifest;
      const reopened = await openPglite(fresh);
      assert.deepEqual(await summarize(reopened), manifest.tables);
      await reopened.close();
      t.diagnostic(
        `PGlite, server running: backup ${backup.seconds.toFixed(1)} s (${answered} health answers meanwhile), restore ${restored.seconds.toFixed(1)} s`,
      );
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
      await exited(server);
    }
  });
});

describe('backup retention', () => {
  it('keeps the newest BACKUP_KEEP and those younger than BACKUP_KEEP_DAYS; removes crashed partials after a day', async () => {
    const dir = join(temp, 'retention');
    const now = new Date('2026-11-28T03:15:00.000Z');
    const make = (daysAgo: number, partial = false) => {
      const at = new Date(now.getTime() - daysAgo * 86_400_000);
      const name = `backup-${at.toISOString().replace(/[:.]/g, '-')}${partial ? '.partial' : ''}`;
      mkdirSync(join(dir, name), { recursive: true });
      if (!partial) writeFileSync(join(dir, name, 'manifest.json'), JSON.stringify({ created_at: at.toISOString() }));
      return name;
    };
    const names = [0, 1, 2, 3, 20, 40].map((days) => make(days));
    const crashed = make(0, true);
    mkdirSync(join(dir, 'backup-by-hand'));
    assert.deepEqual(await pruneBackups(dir, { keep: 2, keepDays: 4 }, now), [names[4], names[5]].sort());
    assert.deepEqual(await pruneBackups(dir, { keep: 1, keepDays: 0 }, now), [names[1], names[2], names[3]].sort());
    assert.ok(existsSync(join(dir, crashed)), 'a partial younger than a day may be a backup under way');
    assert.ok(existsSync(join(dir, 'backup-by-hand')));
  });
});

describe(
  'npm run backup / restore: PostgreSQL, and the move from PGlite to PostgreSQL',
  { skip: !onPostgres && 'needs TEST_DATABASE_URL' },
  () => {
    const scratch = scratchDatabases();
    after(() => scratch.dropAll());
    const freshDatabase = async () => databaseUrl(await scratch.create());
    const databasesLike = async (pattern: string) => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY 1',
        [pattern],
      );
      await client.end();
      return rows.map((row) => row.datname);
    };

    it('pg_dump / pg_restore: a round trip into a new database, and back over a damaged one only with --force', async (t: TestContext) => {
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

      // Someone deleted learners by mistake: the backup brings them back, once told to replace what is there.
      await db.query('DELETE FROM users');
      const damaged = await summarize(db);
      await db.close();
      const refused = await npmScript('restore', [out], { DATABASE_URL: live });
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, /holds data \(\d+ tables\): pass --force/);
      const repaired = await npmScript('restore', [out, '--force'], { DATABASE_URL: live });
      assert.equal(repaired.code, 0, repaired.stderr);
      const back = await openPostgres({ connectionString: live });
      assert.deepEqual(await summarize(back), before);
      await back.close();
      const liveName = new URL(live).pathname.slice(1);
      const [aside] = await databasesLike(`${liveName}_before_restore_%`);
      assert.ok(aside, `the replaced database is kept: ${repaired.stdout}`);
      const kept = await openPostgres({ connectionString: databaseUrl(aside) });
      assert.deepEqual(await summarize(kept), damaged);
      await kept.close();
      assert.deepEqual(await databasesLike(`${liveName}_restor%`), [], 'no working copy is left behind');
      t.diagnostic(
        `PostgreSQL: dump ${(statSync(join(out, 'database.dump')).size / 1024).toFixed(0)} KB in ${backup.seconds.toFixed(1)} s, restore ${restored.seconds.toFixed(1)} s`,
      );
    });

    it('a restore that does not match its manifest fails and leaves the target as it was', async () => {
      const live = await freshDatabase();
      const db = await openPostgres({ connectionString: live });
      await fillWithActivity(db);
      const out = join(temp, 'pg-backup-tampered');
      assert.equal((await npmScript('backup', ['--out', out], { DATABASE_URL: live })).code, 0);
      await db.query("UPDATE users SET first_name = 'Zmenené'");
      const now = await summarize(db);
      await db.close();
      const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as BackupManifest;
      manifest.tables.find((table) => table.table === 'users')!.checksum = 'not-the-dumps';
      writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest));

      const failed = await npmScript('restore', [out, '--force'], { DATABASE_URL: live });
      assert.equal(failed.code, 1);
      assert.match(failed.stderr, /users: contents differ \(the database \w+ was not touched\)/);
      const after = await openPostgres({ connectionString: live });
      assert.deepEqual(await summarize(after), now, 'the target is as it was');
      await after.close();
      assert.deepEqual(await databasesLike(`${new URL(live).pathname.slice(1)}_%`), [], 'the failed copy is dropped');
    });

    it('with a server connected, the verified copy waits (exit 3) and --swap puts it in once it is gone', async () => {
      const live = await freshDatabase();
      const db = await openPostgres({ connectionString: live });
      await fillWithActivity(db);
      const before = await summarize(db);
      const out = join(temp, 'pg-backup-connected');
      assert.equal((await npmScript('backup', ['--out', out], { DATABASE_URL: live })).code, 0);
      await db.query('DELETE FROM user_settings');
      const damaged = await summarize(db);
      await db.close();
      // A server's connection: open for as long as the server runs (a pool would drop it when idle).
      const server = new pg.Client({ connectionString: live });
      await server.connect();

      const waiting = await npmScript('restore', [out, '--force'], { DATABASE_URL: live });
      assert.equal(waiting.code, 3, waiting.stderr);
      const restored = /run: npm run restore -- --swap (\S+) --force/.exec(waiting.stderr)?.[1];
      assert.ok(restored, waiting.stderr);
      const unchanged = await openPostgres({ connectionString: live, max: 1 });
      assert.deepEqual(await summarize(unchanged), damaged, 'the target is unchanged while the server is connected');
      await unchanged.close();
      await server.end();

      const swapped = await npmScript('restore', ['--swap', restored, '--force'], { DATABASE_URL: live });
      assert.equal(swapped.code, 0, swapped.stderr);
      const back = await openPostgres({ connectionString: live });
      assert.deepEqual(await summarize(back), before);
      await back.close();
    });

    it('npm run backup without --out: BACKUP_DIR, and the backups past BACKUP_KEEP and BACKUP_KEEP_DAYS are pruned', async () => {
      const live = await freshDatabase();
      const db = await openPostgres({ connectionString: live });
      await migrate(db);
      await db.close();
      const dir = join(temp, 'backup-dir');
      const old = join(dir, 'backup-2026-01-01T03-15-00-000Z');
      mkdirSync(old, { recursive: true });
      writeFileSync(join(old, 'manifest.json'), JSON.stringify({ created_at: '2026-01-01T03:15:00.000Z' }));
      mkdirSync(join(dir, 'notes-of-the-operator'));
      const env = { DATABASE_URL: live, BACKUP_DIR: dir, BACKUP_KEEP: '1', BACKUP_KEEP_DAYS: '0' };
      const made = await npmScript('backup', [], env);
      assert.equal(made.code, 0, made.stderr);
      assert.match(made.stdout, /pruned 1 old backup\(s\).*backup-2026-01-01T03-15-00-000Z/);
      const left = readdirSync(dir).sort();
      assert.equal(left.length, 2);
      assert.equal(left[1], 'notes-of-the-operator', 'what the command did not make stays');
      assert.match(left[0]!, /^backup-\d{4}-/);
      assert.equal(statSync(join(dir, left[0]!)).mode & 0o777, 0o700);
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
      assert.match(again.stderr, /holds data .*pass --force/);
    });
  },
);
