/**
 * Backups of a serving PostgreSQL instance: learners keep writing through the API (and the outbox
 * worker's heartbeat every few ms, the statement worker.ts runs) while three backups run; each is
 * restored into a fresh database and must come back whole and as of one instant. Meanwhile `ps`
 * is read every 50 ms and must never show the database password. The 20-learner, 60-second run
 * with its figures is bench/backup-under-load.mts.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it, type TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { summarize, type BackupManifest } from '../src/db/backup';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { seed } from '../src/seed/index';
import type { Db } from '../src/db/types';
import type { TelegramUser } from '../src/auth/init-data';
import { activateBasic, authHeaders, onPostgres, TEST_BOT_TOKEN } from './helpers';
import { databaseUrl, npmScript, scratchDatabases, watchPs } from './backup-support';

const WRITERS = 4;
const temp = mkdtempSync(join(tmpdir(), 'backup-load-'));
after(() => rmSync(temp, { recursive: true, force: true }));

/** Writer w's n-th learner: ids in a block of the writer's own, so a snapshot shows each writer's prefix. */
const learner = (w: number, n: number): TelegramUser => ({
  id: 880_000_000 + w * 100_000 + n,
  first_name: 'Učiaci',
  last_name: `${w}-${n}`,
  username: `load_${w}_${n}`,
  language_code: 'sk',
});

/** A learner arriving: signs up (users, subscriptions), sets a level (user_settings, write_rate_limits), stars a post. */
async function writer(app: FastifyInstance, w: number, publicationId: number, running: () => boolean): Promise<number> {
  let n = 0;
  while (running()) {
    n += 1;
    const user = learner(w, n);
    await activateBasic(app, user);
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/users/me/settings',
      headers: authHeaders(user),
      payload: { language_level: n % 2 ? 'A2' : 'B1' },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    const starred = await app.inject({ method: 'POST', url: `/api/blog/${publicationId}/star`, headers: authHeaders(user) });
    assert.equal(starred.statusCode, 200, starred.body);
    // A learner's pace, not a tight loop: the backups share the machine's two cores with the writers.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return n;
}

describe('backups of a serving PostgreSQL instance', { skip: !onPostgres && 'needs TEST_DATABASE_URL' }, () => {
  const scratch = scratchDatabases();
  after(() => scratch.dropAll());

  it('three backups under load restore with exit 0, each table as of its snapshot; ps never shows the password', async (t: TestContext) => {
    const login = await scratch.role();
    const liveUrl = databaseUrl(await scratch.create(login.user), login);
    const db: Db = await openPostgres({ connectionString: liveUrl, max: 8 });
    await migrate(db);
    await seed(db, { demo: false, demoContent: true });
    const app = buildApp({ db, botToken: TEST_BOT_TOKEN, demo: false, limits: { writesPerMinute: 1_000_000 } });
    await app.ready();
    const [publication] = await db.query<{ id: number }>('SELECT id FROM publications ORDER BY id LIMIT 1');

    const ps = await watchPs(login.password);
    let running = true;
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(app, w, publication!.id, () => running));
    const heartbeat = (async () => {
      while (running) {
        await db.query(
          `INSERT INTO worker_heartbeats (instance, worker) VALUES ('load-test', 'outbox')
           ON CONFLICT (instance, worker) DO UPDATE SET beat_at = now(), stopped_at = NULL`,
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    // Three backups overlapping the load, started half a second apart.
    const outs = [0, 1, 2].map((i) => join(temp, `under-load-${i}`));
    const backups = await Promise.all(
      outs.map(async (out, i) => {
        await new Promise((resolve) => setTimeout(resolve, 500 * (i + 1)));
        return npmScript('backup', ['--out', out], { DATABASE_URL: liveUrl });
      }),
    );
    running = false;
    const written = await Promise.all(writers);
    await heartbeat;
    const [live] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    await app.close();
    await db.close();

    // Restore each into a fresh database (the verification of the manifest is the restore's own).
    const restores = [];
    for (const out of outs) {
      const target = await scratch.create(login.user);
      restores.push({ out, target, run: await npmScript('restore', [out], { DATABASE_URL: databaseUrl(target, login) }) });
    }
    const seen = await ps.stop();
    t.diagnostic(
      `${WRITERS} writers, ${written.reduce((a, b) => a + b, 0)} learners signed up; backups ${backups.map((b) => `exit ${b.code} ${b.seconds.toFixed(1)} s`).join(', ')}; ` +
        `restores ${restores.map((r) => `exit ${r.run.code} ${r.run.seconds.toFixed(1)} s`).join(', ')}; ps sampled ${seen.samples}× (pg_dump in ${seen.withPgDump}, pg_restore in ${seen.withPgRestore})`,
    );

    for (const [i, backup] of backups.entries()) assert.equal(backup.code, 0, `backup ${i}: ${backup.stderr}`);
    for (const { out, target, run } of restores) {
      assert.equal(run.code, 0, run.stderr);
      const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as BackupManifest;
      const copy = await openPostgres({ connectionString: databaseUrl(target, login), max: 1 });
      assert.deepEqual(await summarize(copy), manifest.tables, 'every table as the backup saw it');
      // One instant: each writer's learners are a prefix 1..k of what it wrote, nothing missing in between.
      const ids = await copy.query<{ telegram_id: number }>('SELECT telegram_id FROM users WHERE telegram_id >= 880000000');
      for (let w = 0; w < WRITERS; w += 1) {
        const mine = ids.map((row) => row.telegram_id - 880_000_000 - w * 100_000).filter((n) => n > 0 && n < 100_000);
        assert.deepEqual(
          mine.sort((a, b) => a - b),
          Array.from({ length: mine.length }, (_, i) => i + 1),
          `writer ${w}`,
        );
      }
      const [rows] = await copy.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      assert.ok(rows!.n < live!.n, 'the backup is of a moment during the load, not after it');
      await copy.close();
      assert.equal(statSync(out).mode & 0o777, 0o700, 'the backup folder is its owner’s alone');
      for (const file of readdirSync(out)) assert.equal(statSync(join(out, file)).mode & 0o777, 0o600, `${file} is 0600`);
    }
    assert.deepEqual(seen.leaks, [], 'no command line holds the password');
    assert.ok(seen.withPgDump > 0 && seen.withPgRestore > 0, `ps caught pg_dump and pg_restore at work: ${JSON.stringify(seen)}`);
  });
});
