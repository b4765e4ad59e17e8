import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Db } from '../src/db/types';
import { enqueueMessage } from '../src/modules/bot/index';
import { enqueueNotification } from '../src/modules/notifications/index';
import { FakeBotApi } from './fake-bot-api';
import { raceTest } from './helpers';
import { twoInstances } from './two-instances';

/** `count` learners, one message each (distinct chats, so only the overall pace applies). */
async function queueBurst(db: Db, count: number, firstTelegramId: number) {
  await db.query(
    `INSERT INTO users (telegram_id, first_name) SELECT $1 + g, 'Učiaci sa ' || g FROM generate_series(0, $2 - 1) g`,
    [firstTelegramId, count],
  );
  await db.query('INSERT INTO user_settings (user_id) SELECT id FROM users ON CONFLICT DO NOTHING');
  const users = await db.query<{ id: number }>('SELECT id FROM users WHERE telegram_id >= $1 ORDER BY id', [firstTelegramId]);
  await db.transaction(async (tx) => {
    for (const { id } of users)
      await enqueueMessage(tx, { userId: id, kind: 'burst', toggle: null, subject: 'burst', text: `správa ${id}` });
  });
}

describe('bot outbox on PostgreSQL with two instances', () => {
  raceTest('a burst of 500 messages is delivered exactly once by two workers', async () => {
    const fake = await new FakeBotApi().start();
    const cluster = await twoInstances(fake, { perSecond: 1000 });
    try {
      await queueBurst(cluster.db, 500, 900_000_000);
      for (const app of cluster.apps) app.outbox.start();
      await fake.until((calls) => calls.filter((c) => c.method === 'sendMessage').length >= 500, 60_000);
      // Both workers drain whatever is left; then nothing is due anywhere.
      for (const app of cluster.apps) await app.outbox.stop();
      await cluster.apps[0]!.outbox.drain();
      const sends = fake.callsOf('sendMessage');
      assert.equal(sends.length, 500);
      assert.equal(new Set(sends.map((c) => c.params.chat_id)).size, 500, 'no chat got two messages');
      const rows = await cluster.db.query<{ status: string; attempts: number; claimed_by: string }>(
        'SELECT status, attempts, claimed_by FROM outbox',
      );
      assert.ok(rows.every((r) => r.status === 'sent' && r.attempts === 1));
      const byInstance = new Set(rows.map((r) => r.claimed_by));
      assert.equal(byInstance.size, 2, 'both instances took part');
    } finally {
      await cluster.close();
      await fake.close();
    }
  });

  raceTest('two workers together keep to 30 messages a second', async () => {
    const fake = await new FakeBotApi({ perSecond: 30 }).start();
    const cluster = await twoInstances(fake, { perSecond: 30 });
    try {
      await queueBurst(cluster.db, 120, 910_000_000);
      for (const app of cluster.apps) app.outbox.start();
      await fake.until((calls) => calls.filter((c) => c.method === 'sendMessage').length >= 120, 60_000);
      for (const app of cluster.apps) await app.outbox.stop();
      const claims = (await cluster.db.query<{ at: Date }>('SELECT claimed_at AS at FROM outbox ORDER BY claimed_at')).map((r) =>
        r.at.getTime(),
      );
      let busiest = 0;
      for (let i = 0, j = 0; i < claims.length; i += 1) {
        while (claims[i]! - claims[j]! >= 1000) j += 1;
        busiest = Math.max(busiest, i - j + 1);
      }
      assert.ok(busiest <= 30, `${busiest} claims within one second`);
      assert.equal(fake.rateLimited, 0, 'Telegram (the fake) never had to say 429');
      assert.ok(claims.at(-1)! - claims[0]! >= 3000, '120 messages take at least 3 s at 30/s');
    } finally {
      await cluster.close();
      await fake.close();
    }
  });

  raceTest("a message committed while a claim is under way still obeys the learner's setting", async () => {
    const fake = await new FakeBotApi().start();
    const cluster = await twoInstances(fake, { perSecond: 1000 });
    const worker = cluster.apps[1]!.outbox;
    try {
      const db = cluster.db;
      const [quiet, keen] = await db.query<{ id: number }>(
        `INSERT INTO users (telegram_id, first_name) VALUES (920000001, 'Tichá'), (920000002, 'Zvedavý') RETURNING id`,
      );
      await db.query('INSERT INTO user_settings (user_id, notify_on_new_tasks) VALUES ($1, false), ($2, true)', [
        quiet!.id,
        keen!.id,
      ]);
      // The worker's claim takes bot_chats; held here, the worker stops there, after its settle
      // has looked at the queue, and the messages below are committed while it waits.
      await db.transaction(async (tx) => {
        await tx.query('LOCK TABLE bot_chats IN ACCESS EXCLUSIVE MODE');
        worker.start();
        await waitFor(async () => {
          const [row] = await db.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
             WHERE wait_event_type = 'Lock' AND query LIKE 'WITH due AS%' AND pid <> pg_backend_pid()`,
          );
          return row!.waiting > 0;
        });
        const dueAt = new Date(Date.now() - 60_000);
        for (const user of [quiet!, keen!])
          await enqueueNotification(db, {
            userId: user.id,
            kind: 'next_activity',
            subject: 'activity:9',
            text: `deň 9 ${user.id}`,
            dueAt,
          });
      });
      await fake.until((calls) => calls.some((c) => c.method === 'sendMessage'), 30_000);
      await worker.stop();
      await worker.drain();
      assert.deepEqual(
        fake.callsOf('sendMessage').map((c) => c.params.chat_id),
        [920000002],
        'the learner with the setting off got nothing',
      );
      const rows = await db.query<{ user_id: number; status: string }>('SELECT user_id, status FROM outbox ORDER BY user_id');
      assert.deepEqual(
        rows.map((r) => [r.user_id, r.status]),
        [
          [quiet!.id, 'skipped'],
          [keen!.id, 'sent'],
        ],
      );
    } finally {
      await worker.stop();
      await cluster.close();
      await fake.close();
    }
  });
});

/** Polls a condition the test cannot be told of (another connection's lock wait). */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
