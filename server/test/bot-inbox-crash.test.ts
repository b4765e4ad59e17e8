/**
 * kill -9 right after the webhook answered a burst of 50 successful_payment updates for 50
 * pending payments: after a restart all 50 are paid, each once. A real server process
 * (`npm start -w server`) on its own PostgreSQL database, the fake Bot API behind TELEGRAM_API_ROOT.
 * The test holds the 50 seats' rows locked while the burst arrives, so that no handler can finish
 * before the kill: everything the restart finds comes from the stored updates alone.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { migrate } from '../src/db/migrate';
import { successfulPaymentMessage } from './bot-support';
import { FakeBotApi } from './fake-bot-api';
import { onPostgres, TEST_BOT_TOKEN } from './helpers';
import { exited, freePort, processDatabase, startServer, waitForHealth, type ProcessDatabase } from './process-support';

const SECRET = 'crash-webhook-secret';
const BURST = 50;
let database: ProcessDatabase | null = null;
let fake: FakeBotApi | null = null;
after(async () => {
  await fake?.close();
  await database?.drop();
});

describe('the inbox survives kill -9', () => {
  it(
    `kill -9 after the webhook answered ${BURST} successful_payment updates: after a restart all ${BURST} are paid, each once`,
    {
      skip: onPostgres
        ? false
        : 'needs PostgreSQL: the test holds row locks and reads the database while the server runs (set TEST_DATABASE_URL)',
    },
    async () => {
      database = await processDatabase();
      fake = await new FakeBotApi().start();
      const setup = await database.open();
      await migrate(setup);
      const meeting = (
        await setup.query<{ id: number }>(
          `INSERT INTO meetings (slug, title, subtitle, subdescription, description, place, format, capacity, price,
                                 registration_open, meeting_link, start_time, end_time)
           VALUES ('crash', 'Stretnutie', 'P', 'K', 'D', 'Bratislava', 'online', 100, 4, true, 'https://meet.example/x',
                   now() + interval '30 days', now() + interval '30 days 1 hour') RETURNING id`,
        )
      )[0]!.id;
      const payments: Array<{ id: number; telegramId: number; payload: string }> = [];
      for (let i = 0; i < BURST; i += 1) {
        const telegramId = 810_000_000 + i;
        const nonce = randomBytes(12).toString('base64url');
        const [row] = await setup.query<{ id: number }>(
          `WITH u AS (INSERT INTO users (telegram_id, first_name, last_name) VALUES ($1, 'Platiaci', '') RETURNING id),
                p AS (INSERT INTO payments (user_id, kind, title, amount, status, stars, expires_at, invoice_nonce)
                      SELECT id, 'meeting', 'Stretnutie: Stretnutie', 4, 'pending', 200, now() + interval '1 hour', $2 FROM u RETURNING id, user_id)
           INSERT INTO meeting_participations (meeting_id, user_id, first_name, status, payment_id, qr_token)
           SELECT $3, user_id, 'Platiaci', 'pending', id, $4 FROM p RETURNING payment_id AS id`,
          [telegramId, nonce, meeting, randomBytes(24).toString('base64url')],
        );
        payments.push({ id: row!.id, telegramId, payload: `${row!.id}:${nonce}` });
      }
      await setup.close();

      const port = await freePort();
      const env = {
        ...database.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        BOT_TOKEN: TEST_BOT_TOKEN,
        TELEGRAM_API_ROOT: fake.apiRoot,
        BOT_WEBHOOK_SECRET: SECRET,
        MINI_APP_URL: 'https://app.example.test/',
      };
      const first = startServer(env);
      await waitForHealth(port, first);

      // Hold every seat's row: each handler gets as far as the seat and waits there.
      const locker = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('SELECT id FROM meeting_participations WHERE meeting_id = $1 FOR UPDATE', [meeting]);

      // Telegram posts again when an attempt gets no answer: so does this (counted).
      let redeliveries = 0;
      const deliver = async (init: RequestInit): Promise<number> => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return (await fetch(`http://127.0.0.1:${port}/api/telegram/webhook`, init)).status;
          } catch (error) {
            if (attempt >= 3) throw error;
            redeliveries += 1;
          }
        }
      };
      const answers = await Promise.all(
        payments.map((payment, i) =>
          deliver({
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
            body: JSON.stringify({
              update_id: 9_000 + i,
              ...successfulPaymentMessage({ id: payment.telegramId, first_name: 'Platiaci' }, i + 1, {
                payload: payment.payload,
                amount: 200,
                charge: `crash-charge-${payment.id}`,
              }),
            }),
          }),
        ),
      );
      assert.deepEqual(new Set(answers), new Set([200]), 'Telegram got 200 for every update');
      // kill -9 the whole server (npm and node) the moment the last 200 arrived.
      process.kill(-first.pid!, 'SIGKILL');
      await exited(first);
      await locker.query('ROLLBACK');
      await locker.end();

      const db = await database.open();
      try {
        const count = async () =>
          (
            await db.query<{ paid: number; stored: number }>(
              `SELECT (SELECT count(*)::int FROM payments WHERE status = 'paid') AS paid,
                      (SELECT count(*)::int FROM bot_updates WHERE update_id >= 9000 AND payload IS NOT NULL) AS stored`,
            )
          )[0]!;
        const atKill = await count();
        assert.equal(atKill.paid, 0, 'nothing was applied before the kill');
        assert.equal(atKill.stored, BURST, 'every answered update was stored');

        const restarted = Date.now();
        const second = startServer(env);
        try {
          await waitForHealth(port, second);
          // The dead instance's claims are taken back when their lease (30 s) ends.
          let now = await count();
          while (now.paid < BURST && Date.now() - restarted < 120_000) {
            await new Promise((resolve) => setTimeout(resolve, 250));
            now = await count();
          }
          const recoveredMs = Date.now() - restarted;
          const rows = await db.query<{ status: string; charge: string | null; seat: string }>(
            `SELECT p.status, p.telegram_payment_charge_id AS charge, m.status AS seat
             FROM payments p JOIN meeting_participations m ON m.payment_id = p.id WHERE p.id = ANY($1::bigint[])`,
            [payments.map((payment) => payment.id)],
          );
          const updates = await db.query<{ status: string; attempts: number }>(
            'SELECT status, attempts FROM bot_updates WHERE update_id >= 9000',
          );
          const [refunds] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'payments.refund'`);
          console.log(
            `kill -9 burst: ${BURST} answered 200 (${redeliveries} redelivered), ${atKill.stored} stored, ${atKill.paid} paid at the kill; ` +
              `after restart ${now.paid} paid in ${recoveredMs} ms (lease 30 s), ` +
              `runs per update: ${[...new Set(updates.map((u) => u.attempts))].join('/')}, refunds queued: ${refunds!.n}`,
          );
          assert.equal(rows.filter((row) => row.status === 'paid').length, BURST);
          assert.equal(new Set(rows.map((row) => row.charge)).size, BURST, 'each with its own charge, once');
          assert.ok(rows.every((row) => row.seat === 'joined'));
          assert.ok(updates.every((update) => update.status === 'done'));
          assert.equal(refunds!.n, 0, 'nothing was taken for a duplicate');
        } finally {
          process.kill(second.pid!, 'SIGTERM');
          assert.equal((await exited(second)).code, 0);
        }
      } finally {
        await db.close();
      }
    },
  );
});
