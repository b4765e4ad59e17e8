import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { enqueueMessage } from '../src/modules/bot/index';
import { listenForMetrics } from '../src/modules/metrics/plugin';
import { runScheduledJob } from '../src/modules/jobs/index';
import type { Db } from '../src/db/types';
import { privateMessage, testBotConfig } from './bot-support';
import { userIdOf } from './calls-support';
import { FakeBotApi } from './fake-bot-api';
import { activateBasic, authHeaders, createTestApp, newTelegramUser, onPostgres } from './helpers';

const TOKEN = 'metrics-token-for-the-test-suite';
const WEBHOOK_SECRET = 'metrics-webhook-secret';

/** The value of one series in Prometheus text (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((label) => have.includes(label)) && (wanted.length > 0 || have.length === 0)) return Number(match[3]);
  }
  return undefined;
}

describe('metrics: behind a token, series from requests and the database', () => {
  let fake: FakeBotApi;
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    fake = await new FakeBotApi().start();
    ({ app, db } = await createTestApp({
      metricsToken: TOKEN,
      bot: testBotConfig(fake, WEBHOOK_SECRET, { maxFailures: 1, maxUpdateAttempts: 2 }),
    }));
  });
  after(async () => {
    await app.close();
    await fake.close();
  });

  const scrape = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/metrics', headers });

  it("refuses without the token, with a wrong one, and with a learner's init data", async () => {
    const tg = newTelegramUser();
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: 'Bearer ' }, authHeaders(tg)]) {
      const response = await scrape(headers);
      assert.equal(response.statusCode, 401, JSON.stringify(headers));
      assert.doesNotMatch(response.body, /app_http_request_duration_seconds/);
      assert.equal(response.headers['cache-control'], 'no-store');
    }
  });

  it('answers with the request, outbox, payment, webhook, job and database series after activity', async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(tg) });
    await app.inject({ method: 'GET', url: '/api/file/987654/', headers: authHeaders(tg) });
    await app.inject({ method: 'GET', url: '/api/no-such-route', headers: authHeaders(tg) });
    const userId = await userIdOf(db, tg);

    // Two messages delivered and given up; three more waiting, the oldest due for a minute.
    await db.transaction((tx) => enqueueMessage(tx, { userId, kind: 'test_failed', toggle: null, subject: 'b', text: 'b' }));
    fake.fail('sendMessage', { code: 400, description: 'Bad Request: message text is empty' });
    await app.outbox.drain();
    await db.transaction((tx) => enqueueMessage(tx, { userId, kind: 'test_sent', toggle: null, subject: 'a', text: 'a' }));
    await app.outbox.drain();
    await db.transaction(async (tx) => {
      for (const subject of ['c', 'd'])
        await enqueueMessage(tx, { userId, kind: 'test_waiting', toggle: null, subject, text: subject });
      await enqueueMessage(tx, {
        userId,
        kind: 'test_later',
        toggle: null,
        subject: 'e',
        text: 'e',
        dueAt: new Date(Date.now() + 3_600_000),
      });
    });
    await db.query(
      "UPDATE outbox SET next_attempt_at = now() - interval '60 seconds' WHERE kind = 'test_waiting' AND subject = 'c'",
    );
    // What the payments module writes: a pending hold past its expiry, a paid one.
    await db.query(
      `INSERT INTO payments (user_id, kind, title, amount, status, stars, expires_at) VALUES
         ($1, 'call', 'Hovor', 4, 'pending', 200, now() - interval '1 minute'),
         ($1, 'meeting', 'Stretnutie', 4, 'paid', 200, NULL)`,
      [userId],
    );
    // What the webhook records for each update it takes and handles, the last one 30 s ago.
    await db.query(
      `INSERT INTO bot_updates (update_id, received_at, status, handled_at)
       VALUES (1, now() - interval '90 seconds', 'done', now()), (2, now() - interval '30 seconds', 'done', now())`,
    );

    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/plain; version=0\.0\.4/);
    const text = response.body;

    const me = { method: 'GET', route: '/api/users/me', status_code: '200' };
    assert.equal(sample(text, 'app_http_request_duration_seconds_count', me), 3);
    // One series per route template, not per URL; unknown paths share one.
    assert.equal(sample(text, 'app_http_request_duration_seconds_count', { route: '/api/file/:id/', status_code: '404' }), 1);
    assert.equal(sample(text, 'app_http_request_duration_seconds_count', { route: 'not_found', status_code: '404' }), 1);
    assert.ok((sample(text, 'app_http_request_duration_seconds_sum', me) ?? -1) >= 0);

    assert.equal(sample(text, 'app_outbox_rows', { kind: 'test_sent', status: 'sent' }), 1);
    assert.equal(sample(text, 'app_outbox_rows', { kind: 'test_failed', status: 'failed' }), 1);
    assert.equal(sample(text, 'app_outbox_rows', { kind: 'test_waiting', status: 'pending' }), 2);
    assert.equal(sample(text, 'app_outbox_due', { kind: 'test_waiting' }), 2);
    assert.equal(sample(text, 'app_outbox_due', { kind: 'test_later' }), undefined, 'not due yet');
    const oldest = sample(text, 'app_outbox_oldest_due_seconds', { kind: 'test_waiting' })!;
    assert.ok(oldest >= 60 && oldest < 120, String(oldest));

    assert.equal(sample(text, 'app_payments', { kind: 'call', status: 'pending' }), 1);
    assert.equal(sample(text, 'app_payments', { kind: 'meeting', status: 'paid' }), 1);
    assert.equal(sample(text, 'app_payment_holds_overdue'), 1);

    assert.equal(sample(text, 'app_bot_webhook_updates'), 2);
    const age = sample(text, 'app_bot_webhook_last_update_age_seconds')!;
    assert.ok(age >= 30 && age < 90, String(age));
    assert.equal(sample(text, 'app_bot_inbox_updates', { status: 'done' }), 2);
    assert.equal(sample(text, 'app_bot_inbox_updates', { status: 'parked' }), 0);
    assert.equal(sample(text, 'app_bot_webhook_update_lag_seconds'), 0, 'nothing waits');

    assert.equal(sample(text, 'app_job_no_show_meetings', { state: 'due' }) !== undefined, true);
    assert.equal(sample(text, 'app_database_up'), 1);
    if (onPostgres) assert.ok(sample(text, 'app_db_pool_max')! > 0);
    else assert.equal(sample(text, 'app_db_pool_max'), undefined, 'PGlite has no pool');
    assert.ok(sample(text, 'app_process_resident_memory_bytes')! > 0);
  });

  it('counts the inbox by status, the lag of an update not handled yet, and a parked one', async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    // Every run of this learner's updates fails in the database, as an outage would make it.
    await db.exec(`
      CREATE FUNCTION metrics_test_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected database failure'; END $$;
      CREATE TRIGGER metrics_test_fault BEFORE UPDATE ON users FOR EACH ROW
        WHEN (OLD.telegram_id = ${tg.id}) EXECUTE FUNCTION metrics_test_fault();`);
    try {
      const updateId = 7001;
      const response = await app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
        payload: {
          update_id: updateId,
          ...privateMessage(tg, 1, { write_access_allowed: {} }),
        },
      });
      assert.equal(response.statusCode, 200, response.body);
      await app.bot.idle();
      const [first] = await db.query<{ status: string }>('SELECT status FROM bot_updates WHERE update_id = $1', [updateId]);
      assert.equal(first!.status, 'pending', 'failed once, waiting for its retry');
      // As if Telegram had delivered it two minutes ago: the lag is the age of what still waits.
      await db.query("UPDATE bot_updates SET received_at = now() - interval '120 seconds' WHERE update_id = $1", [updateId]);

      let text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
      assert.equal(sample(text, 'app_bot_inbox_updates', { status: 'pending' }), 1);
      const lag = sample(text, 'app_bot_webhook_update_lag_seconds')!;
      assert.ok(lag >= 120 && lag < 180, String(lag));

      // The retry fails too: with maxUpdateAttempts 2 the update is parked, and no longer lags.
      await app.outbox.drain({ horizonMs: 1_000 });
      text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
      assert.equal(sample(text, 'app_bot_inbox_updates', { status: 'parked' }), 1);
      assert.equal(sample(text, 'app_bot_inbox_updates', { status: 'pending' }), 0);
      assert.equal(sample(text, 'app_bot_webhook_update_lag_seconds'), 0);
    } finally {
      await db.exec('DROP TRIGGER metrics_test_fault ON users; DROP FUNCTION metrics_test_fault();');
    }
  });

  it('counts job runs and failures by job, the age of the last success, and a job nobody ran in time', async () => {
    const succeed = async () => ({ report: { checked: 1 } });
    const fail = async (): Promise<never> => {
      throw new Error('metrics test: the job failed');
    };
    // "flaky" succeeded ten minutes ago, then failed just now.
    await runScheduledJob(db, 'metrics.flaky', 60_000, succeed, { force: true });
    await db.query(
      "UPDATE job_runs SET started_at = started_at - interval '600 seconds', finished_at = finished_at - interval '600 seconds' WHERE job = 'metrics.flaky'",
    );
    await assert.rejects(runScheduledJob(db, 'metrics.flaky', 60_000, fail, { force: true }), /the job failed/);
    // "broken" has never succeeded since its first run five minutes ago.
    await assert.rejects(runScheduledJob(db, 'metrics.broken', 60_000, fail, { force: true }), /the job failed/);
    await db.query("UPDATE job_runs SET started_at = started_at - interval '300 seconds' WHERE job = 'metrics.broken'");
    await assert.rejects(runScheduledJob(db, 'metrics.broken', 60_000, fail, { force: true }), /the job failed/);
    // "steady" ran fine; its next run was due two minutes ago and no instance took it.
    await runScheduledJob(db, 'metrics.steady', 60_000, succeed, { force: true });
    await db.query("UPDATE scheduled_jobs SET next_run_at = now() - interval '120 seconds' WHERE name = 'metrics.steady'");

    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    assert.equal(sample(text, 'app_job_runs', { job: 'metrics.flaky', result: 'ok' }), 1);
    assert.equal(sample(text, 'app_job_runs', { job: 'metrics.flaky', result: 'failed' }), 1);
    assert.equal(sample(text, 'app_job_runs', { job: 'metrics.flaky', result: 'unfinished' }), 0);
    assert.equal(sample(text, 'app_job_runs', { job: 'metrics.broken', result: 'failed' }), 2);
    assert.equal(sample(text, 'app_job_runs', { job: 'metrics.steady', result: 'ok' }), 1);

    assert.equal(sample(text, 'app_job_last_run_ok', { job: 'metrics.flaky' }), 0);
    assert.equal(sample(text, 'app_job_last_run_ok', { job: 'metrics.broken' }), 0);
    assert.equal(sample(text, 'app_job_last_run_ok', { job: 'metrics.steady' }), 1);

    const flaky = sample(text, 'app_job_last_success_age_seconds', { job: 'metrics.flaky' })!;
    assert.ok(flaky >= 600 && flaky < 660, String(flaky));
    const broken = sample(text, 'app_job_last_success_age_seconds', { job: 'metrics.broken' })!;
    assert.ok(broken >= 300 && broken < 360, String(broken));
    assert.ok(sample(text, 'app_job_last_success_age_seconds', { job: 'metrics.steady' })! < 60);

    const overdue = sample(text, 'app_job_overdue_seconds', { job: 'metrics.steady' })!;
    assert.ok(overdue >= 120 && overdue < 180, String(overdue));
    assert.equal(sample(text, 'app_job_overdue_seconds', { job: 'metrics.flaky' }), 0, 'next run a minute ahead');
  });

  it("reports each running worker's heartbeat age, and drops a worker that stopped cleanly", async () => {
    // An instance that died without stopping (kill -9) leaves its last beat behind.
    await db.query(
      "INSERT INTO worker_heartbeats (instance, worker, beat_at) VALUES ('metrics-dead-instance', 'outbox', now() - interval '600 seconds')",
    );
    app.outbox.start();
    const live = { instance: app.outbox.instance, worker: 'outbox' };
    try {
      // The worker beats when its loop starts; wait for that row rather than for a time.
      for (let tries = 0; ; tries += 1) {
        const rows = await db.query('SELECT 1 FROM worker_heartbeats WHERE instance = $1 AND stopped_at IS NULL', [
          live.instance,
        ]);
        if (rows.length > 0) break;
        assert.ok(tries < 200, 'the worker never beat');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
      assert.ok(sample(text, 'app_worker_heartbeat_age_seconds', live)! < 30);
      const dead = sample(text, 'app_worker_heartbeat_age_seconds', { instance: 'metrics-dead-instance' })!;
      assert.ok(dead >= 600 && dead < 660, String(dead));
    } finally {
      await app.outbox.stop();
    }
    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    assert.equal(sample(text, 'app_worker_heartbeat_age_seconds', live), undefined, 'stopped: no series');
    assert.ok(sample(text, 'app_worker_heartbeat_age_seconds', { instance: 'metrics-dead-instance' })! >= 600);
  });

  it('on a port of its own (METRICS_PORT), asking for the token when one is set', async () => {
    const server = await listenForMetrics(app, { port: 0, host: '127.0.0.1', token: TOKEN });
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/metrics`;
      assert.equal((await fetch(url)).status, 401);
      const ok = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(ok.status, 200);
      assert.match(await ok.text(), /app_outbox_rows\{/);
      assert.equal((await fetch(`http://127.0.0.1:${port}/api/users/me`)).status, 404, 'only /metrics there');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('metrics: not served without METRICS_TOKEN or METRICS_PORT', () => {
  it('GET /metrics on the app is not the series', async () => {
    const { app } = await createTestApp({ demoContent: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(response.statusCode, 404);
      assert.doesNotMatch(response.body, /app_/);
    } finally {
      await app.close();
    }
  });
});
