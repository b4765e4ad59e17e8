/**
 * The job runner of an app (modules/jobs) as an operator sees it: a webhook update whose handler
 * keeps failing goes through the same retry and parking as the outbox, and both queues report
 * the same figures (`app_jobs{queue,state}`); the app's close lets a scheduled run finish and
 * hands back, at once, the rows this instance still holds in every queue. PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Composer } from 'grammy';
import type { Db } from '../src/db/types';
import { privateMessage, testBotConfig, webhookSender } from './bot-support';
import { FakeBotApi } from './fake-bot-api';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { runScheduledJob, type ScheduledJob } from '../src/modules/jobs/index';
import { createTestApp, createTestDb, TEST_BOT_TOKEN } from './helpers';

const TOKEN = 'jobs-test-metrics-token';
const SECRET = 'jobs-test-webhook-secret';

/** The value of `name{labels}` in Prometheus text, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)\{(.*)\} (\S+)$/.exec(line);
    if (match?.[1] === name && wanted.every((label) => match[2]!.split(',').includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe('jobs: one retry, one parking, one set of figures for every queue', () => {
  let fake: FakeBotApi;
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    fake = await new FakeBotApi().start();
    ({ app, db } = await createTestApp({
      metricsToken: TOKEN,
      bot: testBotConfig(fake, SECRET, { backoffMs: 1_000, maxUpdateAttempts: 3 }),
    }));
  });
  after(async () => {
    await app.close();
    await fake.close();
  });

  const figures = async (queue: string) => {
    const text = (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const state = (name: string) => sample(text, 'app_jobs', { queue, state: name });
    return { due: state('due'), retrying: state('retrying'), held: state('held'), parked: state('parked') };
  };

  it('a webhook update whose handler keeps failing is retried after 1 s, then 2 s, and parked after 3 runs, in the figures', async () => {
    const runs: number[] = [];
    const broken = new Composer();
    broken.hears('jobs test: always fails', () => {
      runs.push(Date.now());
      throw new Error('the handler broke');
    });
    app.bot.use(broken);
    const webhook = webhookSender(app, SECRET);
    const updateId = await webhook(
      privateMessage({ id: 777_000_001, first_name: 'Eva' }, 1, { text: 'jobs test: always fails' }),
    );

    // The first run failed: the update waits for its retry, and the figures say so while it waits.
    // (On a starved CI machine the second between the failure and the figures can pass: then it
    // is due, and the figures must say that instead.)
    const [waiting] = await db.query<{ status: string; attempts: number; last_error: string; waits: boolean }>(
      'SELECT status, attempts, last_error, next_attempt_at > now() AS waits FROM bot_updates WHERE update_id = $1',
      [updateId],
    );
    const { waits, ...row } = waiting!;
    assert.deepEqual(row, { status: 'pending', attempts: 1, last_error: 'the handler broke' });
    const figuresNow = await figures('inbox');
    const [after] = await db.query<{ stillWaits: boolean }>(
      'SELECT next_attempt_at > now() AS "stillWaits" FROM bot_updates WHERE update_id = $1',
      [updateId],
    );
    if (waits && after!.stillWaits) assert.deepEqual(figuresNow, { due: 0, retrying: 1, held: 0, parked: 0 });
    else if (!waits) assert.deepEqual(figuresNow, { due: 1, retrying: 0, held: 0, parked: 0 });
    else assert.equal((figuresNow.due ?? 0) + (figuresNow.retrying ?? 0), 1, 'the update is counted once, due or retrying');

    await app.jobs.drain({ horizonMs: 3_000 });
    const [parked] = await db.query<{ status: string; attempts: number; last_error: string }>(
      'SELECT status, attempts, last_error FROM bot_updates WHERE update_id = $1',
      [updateId],
    );
    assert.deepEqual(parked, { status: 'parked', attempts: 3, last_error: 'the handler broke' });
    assert.equal(runs.length, 3);
    // The backoff doubles: 1 s before the second run, 2 s before the third.
    assert.ok(runs[1]! - runs[0]! >= 1_000, `second run after ${runs[1]! - runs[0]!} ms`);
    assert.ok(runs[2]! - runs[1]! >= 2_000, `third run after ${runs[2]! - runs[1]!} ms`);
    assert.deepEqual(await figures('inbox'), { due: 0, retrying: 0, held: 0, parked: 1 });
    // The outbox reports the same four figures.
    assert.deepEqual(await figures('outbox'), { due: 0, retrying: 0, held: 0, parked: 0 });
  });

  it('a scheduled run that fails is tried again after 30 s, then 1 min, not a period later, and counts as retrying until one succeeds', async () => {
    const period = 6 * 60 * 60_000;
    let broken = true;
    const sweep: ScheduledJob = async () => {
      if (broken) throw new Error('the sweep broke');
      return { report: { swept: 1 } };
    };
    const nextInSeconds = async () =>
      (
        await db.query<{ s: number }>(
          "SELECT extract(epoch FROM next_run_at - now())::float8 AS s FROM scheduled_jobs WHERE name = 'jobs-test.sweep'",
        )
      )[0]!.s;
    await assert.rejects(runScheduledJob(db, 'jobs-test.sweep', period, sweep, { force: true }), /the sweep broke/);
    const first = await nextInSeconds();
    assert.ok(first > 25 && first <= 30, `next run in ${first} s`);
    assert.equal((await figures('scheduled')).retrying, 1);
    await assert.rejects(runScheduledJob(db, 'jobs-test.sweep', period, sweep, { force: true }), /the sweep broke/);
    const second = await nextInSeconds();
    assert.ok(second > 55 && second <= 60, `next run in ${second} s`);
    broken = false;
    assert.deepEqual(await runScheduledJob(db, 'jobs-test.sweep', period, sweep, { force: true }), { swept: 1 });
    const after = await nextInSeconds();
    assert.ok(after > period / 1000 - 30, `next run in ${after} s`);
    assert.equal((await figures('scheduled')).retrying, 0);
  });
});

describe("jobs: the app's close", () => {
  it('lets a scheduled run under way finish and be recorded, and hands back what this instance holds in every queue', async () => {
    // An app on a database the test keeps open after the app's close, to read what it left.
    const db = await createTestDb();
    await migrate(db);
    const app = buildApp({ db, botToken: TEST_BOT_TOKEN, demo: false });
    await app.ready();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finishRun!: () => void;
    const gate = new Promise<void>((resolve) => (finishRun = resolve));
    app.jobs.schedule('jobs-test.slow', 50, async () => {
      started();
      await gate;
      return { report: { done: true } };
    });
    await running;
    // Rows this instance claimed and could not record (their outcome's write failed): one
    // webhook update, one outbox message.
    await db.query(
      `INSERT INTO bot_updates (update_id, payload, status, attempts, locked_until, claimed_by)
       VALUES (990001, '{"update_id":990001}', 'handling', 1, now() + interval '30 seconds', $1)`,
      [app.jobs.instance],
    );
    await db.query(
      `INSERT INTO outbox (kind, subject, payload, status, attempts, locked_until, claimed_by)
       VALUES ('jobs-test.held', 'held', '{"job":{}}', 'sending', 1, now() + interval '60 seconds', $1)`,
      [app.jobs.instance],
    );
    const closing = app.close();
    finishRun();
    await closing;
    const [run] = await db.query<{ ok: boolean; report: unknown }>(
      "SELECT ok, report FROM job_runs WHERE job = 'jobs-test.slow'",
    );
    assert.deepEqual(run, { ok: true, report: { done: true } });
    const [update] = await db.query<{ status: string; locked_until: Date | null }>(
      'SELECT status, locked_until FROM bot_updates WHERE update_id = 990001',
    );
    assert.deepEqual(update, { status: 'pending', locked_until: null });
    const [message] = await db.query<{ status: string; locked_until: Date | null }>(
      "SELECT status, locked_until FROM outbox WHERE kind = 'jobs-test.held'",
    );
    assert.deepEqual(message, { status: 'pending', locked_until: null });
    await db.close();
  });
});
