/**
 * Races of the payment state machine. They prove the database guarantees (row locks, SKIP LOCKED,
 * the unique charge id, conditional UPDATEs) only on PostgreSQL: PGlite runs one transaction at a
 * time. Run with TEST_DATABASE_URL=postgres://…
 */
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { recordSuccessfulPayment } from '../src/modules/payments/checkout';
import { releaseDueHolds } from '../src/modules/payments/holds';
import { startRefund } from '../src/modules/payments/refunds';
import { invoicePayload } from '../src/modules/payments/service';
import { outboxRefunds } from '../src/modules/payments/telegram';
import { post, subscribedUser } from './calls-support';
import { createTestApp, onPostgres, raceTest } from './helpers';
import { chargedCall, chargedRegistration, paymentRow, recordingQueue } from './payments-support';

describe('payments races (PostgreSQL only)', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    if (onPostgres) ({ app, db } = await createTestApp());
  });
  after(() => app?.close());

  async function facts(paymentId: number, charge: string) {
    const row = await paymentRow(db, paymentId);
    return {
      payload: invoicePayload({ id: paymentId, invoice_nonce: row.invoice_nonce }),
      currency: 'XTR',
      totalAmount: row.stars,
      telegramPaymentChargeId: charge,
    };
  }

  raceTest(
    'expiry job vs successful_payment, 30 rounds: each payment is either paid (seat joined) or released and refunded, never both',
    async (t) => {
      const tally = { paid: 0, refunded: 0 };
      for (let round = 0; round < 30; round += 1) {
        const tg = await subscribedUser(app);
        const { meetingId, participation } = await chargedRegistration(app, db, tg, {
          capacity: 1,
          monthsAhead: 1 + (round % 6),
        });
        const id = participation.payment.id as number;
        // The hold ends now: the job may release it while Telegram's update is being recorded.
        await db.query(`UPDATE payments SET expires_at = now() WHERE id = $1`, [id]);
        const queue = recordingQueue();
        const [, result] = await Promise.all([
          releaseDueHolds(db, new Date(Date.now() + 1000)),
          recordSuccessfulPayment(db, { ...(await facts(id, `race-${id}`)), payerTelegramId: tg.id }, queue),
        ]);
        const row = await paymentRow(db, id);
        const [seat] = await db.query<{ status: string }>('SELECT status FROM meeting_participations WHERE payment_id = $1', [
          id,
        ]);
        const [{ live }] = (await db.query<{ live: number }>(
          `SELECT count(*)::int AS live FROM meeting_participations WHERE meeting_id = $1 AND status <> 'cancelled'`,
          [meetingId],
        )) as [{ live: number }];
        if (result.outcome === 'paid') {
          tally.paid += 1;
          assert.deepEqual([row.status, seat!.status, live, queue.jobs.length], ['paid', 'joined', 1, 0]);
        } else {
          tally.refunded += 1;
          assert.equal(result.outcome, 'refunding');
          assert.deepEqual([row.status, seat!.status, live, queue.jobs.length], ['refund_pending', 'cancelled', 0, 1]);
        }
      }
      t.diagnostic(`expiry vs successful_payment: ${tally.paid} paid, ${tally.refunded} released and refunded, 0 inconsistent`);
      console.log(`# figures: expiry vs successful_payment over 30 rounds: ${JSON.stringify(tally)}`);
    },
  );

  raceTest('the same successful_payment delivered 20 times at once: one paid, 19 duplicates, one seat', async (t) => {
    const tg = await subscribedUser(app);
    const { meetingId, participation } = await chargedRegistration(app, db, tg, { monthsAhead: 7 });
    const id = participation.payment.id as number;
    const update = { ...(await facts(id, `dup-${id}`)), payerTelegramId: tg.id };
    const queue = recordingQueue();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => recordSuccessfulPayment(db, update, queue)));
    const count = (o: string) => outcomes.filter((r) => r.outcome === o).length;
    assert.deepEqual({ paid: count('paid'), duplicate: count('duplicate') }, { paid: 1, duplicate: 19 });
    assert.equal((await paymentRow(db, id)).status, 'paid');
    const seats = await db.query(`SELECT 1 FROM meeting_participations WHERE meeting_id = $1 AND status = 'joined'`, [meetingId]);
    assert.equal(seats.length, 1);
    assert.equal(queue.jobs.length, 0);
    t.diagnostic(`20 deliveries: ${count('paid')} paid, ${count('duplicate')} duplicate`);
    console.log(`# figures: 20 concurrent successful_payment deliveries: paid ${count('paid')}, duplicate ${count('duplicate')}`);
  });

  raceTest(
    'refund vs refund: 10 cancels of one paid call at once give one 200 and one refund job; 10 direct refund starts, one',
    async (t) => {
      const tg = await subscribedUser(app);
      const { call } = await chargedCall(app, db, tg, 8);
      const id = call.payment.id as number;
      const paid = await recordSuccessfulPayment(
        db,
        { ...(await facts(id, `refund-${id}`)), payerTelegramId: tg.id },
        recordingQueue(),
      );
      assert.equal(paid.outcome, 'paid');
      const codes = await Promise.all(
        Array.from({ length: 10 }, async () => (await post(app, tg, `/api/calls/${call.id}/cancel`)).statusCode),
      );
      assert.deepEqual(
        { ok: codes.filter((c) => c === 200).length, conflict: codes.filter((c) => c === 409).length },
        { ok: 1, conflict: 9 },
      );
      const jobs = await db.query(`SELECT id FROM outbox WHERE kind = 'payments.refund' AND subject = $1`, [
        `charge:refund-${id}`,
      ]);
      assert.equal(jobs.length, 1);
      assert.equal((await paymentRow(db, id)).status, 'refund_pending');

      // The state change itself, raced directly (a cancel and a late charge deciding at once).
      const tg2 = await subscribedUser(app);
      const second = await chargedCall(app, db, tg2, 9);
      const id2 = second.call.payment.id as number;
      await recordSuccessfulPayment(db, { ...(await facts(id2, `refund-${id2}`)), payerTelegramId: tg2.id }, recordingQueue());
      const started = await Promise.all(
        Array.from({ length: 10 }, () => db.transaction((tx) => startRefund(tx, id2, 'cancelled', outboxRefunds))),
      );
      assert.equal(started.filter(Boolean).length, 1);
      const jobs2 = await db.query(`SELECT id FROM outbox WHERE kind = 'payments.refund' AND subject = $1`, [
        `charge:refund-${id2}`,
      ]);
      assert.equal(jobs2.length, 1);
      t.diagnostic(
        `10 cancels: ${codes.filter((c) => c === 200).length} × 200; 10 refund starts: ${started.filter(Boolean).length} started`,
      );
      console.log(
        `# figures: refund vs refund: 10 cancels -> ${codes.filter((c) => c === 200).length} x 200, ${jobs.length} job; 10 starts -> ${started.filter(Boolean).length} started, ${jobs2.length} job`,
      );
    },
  );

  raceTest('three runs of the expiry job at once over 20 due holds: each released exactly once', async (t) => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const tg = await subscribedUser(app);
      const { call } = await chargedCall(app, db, tg, 10 + (i % 15));
      ids.push(call.payment.id);
    }
    const later = new Date(Date.now() + 16 * 60_000);
    const [a, b, c] = await Promise.all([
      releaseDueHolds(db, later, 7),
      releaseDueHolds(db, later, 7),
      releaseDueHolds(db, later, 7),
    ]);
    const mine = (list: number[]) => list.filter((id) => ids.includes(id));
    const all = [...mine(a), ...mine(b), ...mine(c)];
    assert.equal(new Set(all).size, all.length, 'no payment released twice');
    // What a batch left is released by the next run.
    while ((await releaseDueHolds(db, later)).length > 0);
    for (const id of ids) assert.equal((await paymentRow(db, id)).status, 'expired');
    t.diagnostic(`3 concurrent batches of 7 took ${mine(a).length} + ${mine(b).length} + ${mine(c).length} distinct holds`);
    console.log(
      `# figures: 3 concurrent expiry batches (7 each): ${mine(a).length}+${mine(b).length}+${mine(c).length}, duplicates 0`,
    );
  });
});
