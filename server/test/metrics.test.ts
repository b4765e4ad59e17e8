import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { demoBotConfig, DEFAULT_TUNING, enqueueMessage } from '../src/modules/bot/index';
import { listenForMetrics } from '../src/modules/metrics/plugin';
import type { Db } from '../src/db/types';
import { userIdOf } from './calls-support';
import { FakeBotApi } from './fake-bot-api';
import { activateBasic, authHeaders, createTestApp, newTelegramUser, onPostgres, TEST_BOT_TOKEN } from './helpers';

const TOKEN = 'metrics-token-for-the-test-suite';

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
      bot: demoBotConfig({
        token: TEST_BOT_TOKEN,
        apiRoot: fake.apiRoot,
        webhookSecret: 'secret',
        miniAppUrl: 'https://app.example.test/',
        tuning: { ...DEFAULT_TUNING, perSecond: 1000, backoffMs: 20, maxFailures: 1 },
      }),
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
    // What the webhook records for each update it takes, the last one 30 s ago.
    await db.query(
      "INSERT INTO bot_updates (update_id, received_at) VALUES (1, now() - interval '90 seconds'), (2, now() - interval '30 seconds')",
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

    assert.equal(sample(text, 'app_job_no_show_meetings', { state: 'due' }) !== undefined, true);
    assert.equal(sample(text, 'app_database_up'), 1);
    if (onPostgres) assert.ok(sample(text, 'app_db_pool_max')! > 0);
    else assert.equal(sample(text, 'app_db_pool_max'), undefined, 'PGlite has no pool');
    assert.ok(sample(text, 'app_process_resident_memory_bytes')! > 0);
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
