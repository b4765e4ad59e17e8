/**
 * The webhook's inbox and what rides on it (issue: nothing Telegram acknowledged is lost, nothing
 * is charged to the wrong person): handlers retried from bot_updates until they apply, parked
 * when they keep failing, updates validated before handling, the owner check on
 * successful_payment, reconciliation against getStarTransactions, a per-chat 429, and a row
 * taken back from a dead instance keeping its place. Against the fake Bot API, PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { enqueueMessage } from '../src/modules/bot/index';
import { RECONCILE_JOB, outboxRefunds, starLedger } from '../src/modules/payments/telegram';
import { reconciliationJob } from '../src/modules/payments/reconcile';
import { runScheduledJob } from '../src/modules/jobs/index';
import { subscribedUser, userIdOf, type Tg } from './calls-support';
import { successfulPaymentMessage, testBotConfig, webhookSender } from './bot-support';
import { FakeBotApi } from './fake-bot-api';
import { createTestApp } from './helpers';
import { chargedRegistration, paymentRow } from './payments-support';

const SECRET = 'inbox-webhook-secret';
let fake: FakeBotApi;
let app: FastifyInstance;
let db: Db;
let webhook: ReturnType<typeof webhookSender>;

before(async () => {
  fake = await new FakeBotApi().start();
  ({ app, db } = await createTestApp({
    bot: testBotConfig(fake, SECRET, { perChatSeconds: 0, maxUpdateAttempts: 5 }),
  }));
  webhook = webhookSender(app, SECRET);
});
after(async () => {
  await app.close();
  await fake.close();
});

/** Telegram's service message after the charge, from `payer`. */
const paymentUpdate = (payer: Tg, params: { payload: string; amount: number; charge: string }) =>
  successfulPaymentMessage(payer, webhook.next(), params);

/** A learner with a pending 4 € (200 ⭐) meeting payment; answers what an invoice would carry. */
async function pendingPayment() {
  const tg = await subscribedUser(app);
  const { participation } = await chargedRegistration(app, db, tg);
  const id = participation.payment.id as number;
  const row = await paymentRow(db, id);
  return { tg, id, payload: `${id}:${row.invoice_nonce}`, amount: row.stars };
}

async function updateRow(updateId: number) {
  const [row] = await db.query<{ status: string; attempts: number; last_error: string | null }>(
    'SELECT status, attempts, last_error FROM bot_updates WHERE update_id = $1',
    [updateId],
  );
  return row!;
}

/**
 * A database hiccup on one payment's row: its next `times` UPDATEs fail. A sequence counts them,
 * since a sequence is not rolled back with the transaction that failed.
 */
async function failPaymentUpdates(paymentId: number, times: number) {
  const name = `fault_${randomBytes(4).toString('hex')}`;
  await db.exec(`
    CREATE SEQUENCE ${name};
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF nextval('${name}') <= ${times} THEN RAISE EXCEPTION 'injected database failure'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER ${name} BEFORE UPDATE ON payments FOR EACH ROW WHEN (OLD.id = ${paymentId}) EXECUTE FUNCTION ${name}();`);
  return { calls: async () => (await db.query<{ n: number }>(`SELECT last_value::int AS n FROM ${name}`))[0]!.n };
}

describe('the inbox: stored before the 200, handled until it applies', () => {
  it('a successful_payment whose handler fails three times succeeds on the fourth run and applies once', async () => {
    const payment = await pendingPayment();
    const fault = await failPaymentUpdates(payment.id, 3);
    const updateId = await webhook(paymentUpdate(payment.tg, { ...payment, charge: `retry-${payment.id}` }));
    // Answered 200, the handler failed: the update waits for its retry, the payment is untouched.
    assert.deepEqual(
      { ...(await updateRow(updateId)), last_error: (await updateRow(updateId)).last_error?.includes('injected') },
      { status: 'pending', attempts: 1, last_error: true },
    );
    assert.equal((await paymentRow(db, payment.id)).status, 'pending');

    await app.outbox.drain({ horizonMs: 2_000 });
    const row = await paymentRow(db, payment.id);
    assert.equal(row.status, 'paid');
    assert.equal(row.telegram_payment_charge_id, `retry-${payment.id}`);
    assert.deepEqual(await updateRow(updateId), { status: 'done', attempts: 4, last_error: null });
    // Three failed runs and the good one: the trigger saw exactly four first UPDATEs, plus the
    // good run's status change (applied once, nothing refunded).
    assert.equal(await fault.calls(), 5);
    const [seat] = await db.query<{ status: string }>('SELECT status FROM meeting_participations WHERE payment_id = $1', [
      payment.id,
    ]);
    assert.equal(seat!.status, 'joined');
    const refunds = await db.query(`SELECT 1 FROM outbox WHERE kind = 'payments.refund' AND subject = $1`, [
      `charge:retry-${payment.id}`,
    ]);
    assert.equal(refunds.length, 0);
  });

  it('an update that keeps failing is parked, visible with its error, and applies once put back', async () => {
    const payment = await pendingPayment();
    await failPaymentUpdates(payment.id, 5);
    const updateId = await webhook(paymentUpdate(payment.tg, { ...payment, charge: `parked-${payment.id}` }));
    await app.outbox.drain({ horizonMs: 2_000 });
    const parked = await updateRow(updateId);
    assert.equal(parked.status, 'parked');
    assert.equal(parked.attempts, 5);
    assert.match(parked.last_error ?? '', /injected database failure/);
    assert.equal((await paymentRow(db, payment.id)).status, 'pending');
    // What an operator does once the cause is fixed (server/src/modules/bot/README.md): put it back.
    await db.query(`UPDATE bot_updates SET status = 'pending', attempts = 0, next_attempt_at = now() WHERE update_id = $1`, [
      updateId,
    ]);
    await app.outbox.drain({ horizonMs: 2_000 });
    assert.equal((await paymentRow(db, payment.id)).status, 'paid');
    assert.equal((await updateRow(updateId)).status, 'done');
  });

  it('a redelivered update is stored once and handled once', async () => {
    const payment = await pendingPayment();
    const update = {
      update_id: 900_000 + payment.id,
      ...paymentUpdate(payment.tg, { ...payment, charge: `twice-${payment.id}` }),
    };
    for (let i = 0; i < 3; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        headers: { 'x-telegram-bot-api-secret-token': SECRET },
        payload: update,
      });
      assert.equal(response.statusCode, 200);
    }
    await app.bot.idle();
    assert.deepEqual(await updateRow(update.update_id), { status: 'done', attempts: 1, last_error: null });
    assert.equal((await paymentRow(db, payment.id)).status, 'paid');
  });
});

describe('updates are validated before any handler runs', () => {
  it('a pre_checkout_query without `from` is refused with the field named, stored as rejected, never answered', async () => {
    const before = fake.callsOf('answerPreCheckoutQuery').length;
    const updateId = await webhook({
      pre_checkout_query: { id: 'pcq-nofrom', currency: 'XTR', total_amount: 200, invoice_payload: '1:abc' },
    });
    const row = await updateRow(updateId);
    assert.equal(row.status, 'rejected');
    assert.match(row.last_error ?? '', /^pre_checkout_query\.from: /);
    assert.equal(fake.callsOf('answerPreCheckoutQuery').length, before);
  });

  it('a successful_payment without its charge id is refused the same way', async () => {
    const payment = await pendingPayment();
    const update = paymentUpdate(payment.tg, { ...payment, charge: 'x' });
    delete (update.message.successful_payment as Partial<typeof update.message.successful_payment>).telegram_payment_charge_id;
    const row = await updateRow(await webhook(update));
    assert.equal(row.status, 'rejected');
    assert.match(row.last_error ?? '', /^message\.successful_payment\.telegram_payment_charge_id: /);
    assert.equal((await paymentRow(db, payment.id)).status, 'pending');
  });
});

describe('successful_payment checks the owner', () => {
  it("B paying A's invoice does not mark A's payment paid; B's Stars go back to B", async () => {
    const payment = await pendingPayment();
    const stranger = await subscribedUser(app);
    const charge = `stranger-${payment.id}`;
    await webhook(paymentUpdate(stranger, { ...payment, charge }));
    const row = await paymentRow(db, payment.id);
    assert.equal(row.status, 'pending');
    assert.equal(row.telegram_payment_charge_id, null);
    await app.outbox.drain({ horizonMs: 1_000 });
    const refund = fake.callsOf('refundStarPayment').find((call) => call.params.telegram_payment_charge_id === charge);
    assert.ok(refund, 'refunded');
    assert.equal(refund.params.user_id, stranger.id);
    assert.equal((await paymentRow(db, payment.id)).status, 'pending');
  });
});

describe("reconciliation with Telegram's getStarTransactions", () => {
  it('applies a charge whose update never arrived and records a refund Telegram made without us', async () => {
    const reconcile = () =>
      runScheduledJob(
        db,
        RECONCILE_JOB,
        600_000,
        reconciliationJob(() => starLedger(app), outboxRefunds),
        { force: true },
      );
    // What the ledger held before this test (other tests' refunds): read and settled once.
    await reconcile();

    // 1. Telegram charged, the successful_payment was lost (only the ledger knows).
    const missing = await pendingPayment();
    fake.charge({ id: `lost-${missing.id}`, userId: missing.tg.id, amount: missing.amount, payload: missing.payload });
    // 2. Paid through the webhook, then refunded in Telegram (support), which we never heard of.
    const refundedElsewhere = await pendingPayment();
    fake.charge({
      id: `kept-${refundedElsewhere.id}`,
      userId: refundedElsewhere.tg.id,
      amount: refundedElsewhere.amount,
      payload: refundedElsewhere.payload,
    });
    await webhook(paymentUpdate(refundedElsewhere.tg, { ...refundedElsewhere, charge: `kept-${refundedElsewhere.id}` }));
    assert.equal((await paymentRow(db, refundedElsewhere.id)).status, 'paid');
    fake.refundInTelegram(`kept-${refundedElsewhere.id}`);

    const report = (await reconcile()) as Record<string, unknown>;
    assert.deepEqual(
      { read: report.read, matched: report.matched, applied: report.applied, recorded: report.refundsRecorded },
      { read: 3, matched: 1, applied: [missing.id], recorded: [refundedElsewhere.id] },
    );
    assert.equal((await paymentRow(db, missing.id)).status, 'paid');
    const refunded = await paymentRow(db, refundedElsewhere.id);
    assert.equal(refunded.status, 'refunded');
    assert.equal(refunded.refund_reason, 'refunded_by_telegram');
    const [seat] = await db.query<{ status: string }>('SELECT status FROM meeting_participations WHERE payment_id = $1', [
      refundedElsewhere.id,
    ]);
    assert.equal(seat!.status, 'cancelled', 'the seat it paid for is free again');
    // Recorded as a job run the metrics can read.
    const [run] = await db.query<{ ok: boolean; report: { applied: number[] } }>(
      `SELECT ok, report FROM job_runs WHERE job = $1 ORDER BY id DESC LIMIT 1`,
      [RECONCILE_JOB],
    );
    assert.equal(run!.ok, true);
    assert.deepEqual(run!.report.applied, [missing.id]);
    // The next run reads on from there: nothing new, nothing applied twice.
    const again = (await reconcile()) as Record<string, unknown>;
    assert.equal(again.read, 0);
  });

  it('a charge for a hold already released is refunded by the reconciliation', async () => {
    const payment = await pendingPayment();
    await db.query(`UPDATE payments SET status = 'expired', released_at = now() WHERE id = $1`, [payment.id]);
    await db.query(`UPDATE meeting_participations SET status = 'cancelled' WHERE payment_id = $1`, [payment.id]);
    fake.charge({ id: `late-${payment.id}`, userId: payment.tg.id, amount: payment.amount, payload: payment.payload });
    const report = (await runScheduledJob(
      db,
      RECONCILE_JOB,
      600_000,
      reconciliationJob(() => starLedger(app), outboxRefunds),
      {
        force: true,
      },
    )) as Record<string, unknown>;
    assert.deepEqual(report.refunded, [`late-${payment.id}`]);
    await app.outbox.drain({ horizonMs: 1_000 });
    assert.equal((await paymentRow(db, payment.id)).status, 'refunded');
  });
});

describe('the outbox: per-chat 429 and a reclaimed row', () => {
  it('a 429 on one chat pauses that chat only: the other chat is served meanwhile', async () => {
    const a = await subscribedUser(app);
    const b = await subscribedUser(app);
    const [idA, idB] = [await userIdOf(db, a), await userIdOf(db, b)];
    await db.transaction(async (tx) => {
      await enqueueMessage(tx, { userId: idA, kind: 'inbox-test', toggle: null, subject: 'a1', text: 'A' });
    });
    fake.fail('sendMessage', { code: 429, retryAfter: 3 });
    await app.outbox.tick();
    await db.transaction(async (tx) => {
      await enqueueMessage(tx, { userId: idB, kind: 'inbox-test', toggle: null, subject: 'b1', text: 'B' });
    });
    await app.outbox.tick();
    const toB = fake.callsOf('sendMessage').filter((call) => call.params.chat_id === b.id);
    assert.equal(toB.length, 1, "B's message went while A's chat waits");
    const [state] = await db.query<{ paused: boolean }>('SELECT paused_until > now() AS paused FROM bot_state');
    assert.equal(state!.paused, false, 'no instance-wide pause');
    const [chat] = await db.query<{ paused: boolean }>(
      'SELECT paused_until > now() AS paused FROM bot_chats WHERE user_id = $1',
      [idA],
    );
    assert.equal(chat!.paused, true);
    await app.outbox.drain({ horizonMs: 4_000 });
    const toA = fake.callsOf('sendMessage').filter((call) => call.params.chat_id === a.id);
    assert.deepEqual(
      toA.map((call) => call.status),
      [429, 200],
    );
    assert.ok(toA[1]!.at - toA[0]!.at >= 3_000, 'after retry_after');
  });

  it('a row taken back from a killed instance goes before rows that fell due after it', async () => {
    const users = await Promise.all([0, 1, 2, 3].map(async () => userIdOf(db, await subscribedUser(app))));
    const ids = await db.transaction(async (tx) => {
      for (const [i, userId] of users.entries())
        await enqueueMessage(tx, { userId, kind: 'inbox-test', toggle: null, subject: `reclaim-${i}`, text: `R${i}` });
      return (await tx.query<{ id: number }>(`SELECT id FROM outbox WHERE subject LIKE 'reclaim-%' ORDER BY id`)).map(
        (r) => r.id,
      );
    });
    // The first was claimed 60 s ago by an instance that died (lease just over); the others fell
    // due after it was first due, but before its lease ended.
    await db.query(
      `UPDATE outbox SET status = 'sending', attempts = 1, claimed_at = now() - interval '61 seconds',
         locked_until = now() - interval '1 second', next_attempt_at = now() - interval '62 seconds' WHERE id = $1`,
      [ids[0]],
    );
    await db.query(`UPDATE outbox SET next_attempt_at = now() - interval '30 seconds' WHERE id = ANY($1::bigint[])`, [
      ids.slice(1),
    ]);
    const before = fake.callsOf('sendMessage').length;
    // One row a claim: the first to go must be the reclaimed one.
    const saved = app.bot.config.tuning.batch;
    app.bot.config.tuning.batch = 1;
    try {
      await app.outbox.tick();
    } finally {
      app.bot.config.tuning.batch = saved;
    }
    const sent = fake.callsOf('sendMessage').slice(before);
    assert.deepEqual(
      sent.map((call) => call.params.text),
      ['R0'],
    );
  });
});
