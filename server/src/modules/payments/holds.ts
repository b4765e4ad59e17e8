import { randomBytes } from 'node:crypto';
import { MAX_UNPAID_HOLDS, starsFor, UNPAID_HOLDS_FIELD, type PaymentKind } from '@app/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { PaymentSettings } from '../../config';
import type { Db, Queryable } from '../../db/types';
import { conflict } from '../../errors';
import { cancelQueued } from '../bot/index';
import { byKind, payableOf } from './payables';

const MINUTE = 60_000;

export interface HoldInput {
  userId: number;
  kind: Extract<PaymentKind, 'call' | 'meeting'>;
  title: string;
  /** Euros. */
  amount: number;
}

/** The Slovak 409 of the cap: it names what is waiting to be paid, so the user knows what to do. */
export function unpaidHoldsMessage(titles: string[]): string {
  return (
    `Máte ${titles.length} nezaplatené rezervácie (naraz najviac ${MAX_UNPAID_HOLDS}): ${titles.join('; ')}. ` +
    'Zaplaťte ich v Prehľade platieb alebo počkajte, kým ich rezervácia vyprší.'
  );
}

/**
 * Records the pending payment of a charged booking or registration: it holds the slot or seat
 * until `expires_at`, priced in Stars now (the invoice asks for exactly this). Refuses (409) when
 * the user already holds MAX_UNPAID_HOLDS unpaid ones. The caller runs it in the transaction that
 * locked the user's row, so one user's bookings count and insert one at a time.
 */
export async function createHold(tx: Queryable, input: HoldInput, settings: PaymentSettings, now = new Date()): Promise<number> {
  const unpaid = await tx.query<{ title: string }>(
    `SELECT title FROM payments WHERE user_id = $1 AND status = 'pending' AND expires_at > $2 ORDER BY created_at, id`,
    [input.userId, now],
  );
  if (unpaid.length >= MAX_UNPAID_HOLDS) throw conflict(unpaidHoldsMessage(unpaid.map((row) => row.title)), UNPAID_HOLDS_FIELD);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO payments (user_id, kind, title, amount, status, stars, expires_at, invoice_nonce, created_at)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8) RETURNING id`,
    [
      input.userId,
      input.kind,
      input.title,
      input.amount,
      starsFor(input.amount, settings.starsPerEur),
      new Date(now.getTime() + settings.holdMinutes * MINUTE),
      randomBytes(12).toString('base64url'),
      now,
    ],
  );
  return row!.id;
}

/**
 * Gives what an expired or cancelled payment held back: each module that registered the kind
 * (registerPayable) releases its own row, e.g. the call is cancelled (its slot is offered again)
 * and the pending registration is cancelled (its seat counts free). Only rows still held change,
 * so nothing is released twice.
 */
export async function releaseHeld(tx: Queryable, paymentIds: number[], now: Date): Promise<void> {
  if (paymentIds.length === 0) return;
  await withdrawReminders(tx, paymentIds);
  for (const [kind, ids] of await byKind(tx, paymentIds)) await payableOf(kind).release(tx, ids, now);
}

/** An unpaid payment its owner gave up (the call was cancelled): nothing was taken, what it held is released. */
export async function cancelHold(tx: Queryable, paymentId: number, now: Date): Promise<void> {
  await tx.query(`UPDATE payments SET status = 'cancelled', released_at = $2 WHERE id = $1 AND status = 'pending'`, [
    paymentId,
    now,
  ]);
  await releaseHeld(tx, [paymentId], now);
}

/** Locks the payment's row: whoever changes what it holds takes it first, the order the payment flow and the expiry job use. */
export async function lockPayment(tx: Queryable, paymentId: number): Promise<void> {
  await tx.query('SELECT id FROM payments WHERE id = $1 FOR UPDATE', [paymentId]);
}

/**
 * One batch of the expiry job: pending payments whose hold has run out become `expired` and what
 * they held is released, in one transaction. Rows are claimed with FOR UPDATE SKIP LOCKED, so any
 * number of server instances can run the job at once without releasing a row twice, and a payment
 * that a successful_payment is settling right now (row locked) is left to it.
 */
export async function releaseDueHolds(db: Db, now = new Date(), batch = 100): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `UPDATE payments SET status = 'expired', released_at = $1
       WHERE id IN (SELECT id FROM payments WHERE status = 'pending' AND expires_at <= $1
                    ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [now, batch],
    );
    const ids = rows.map((row) => row.id);
    await releaseHeld(tx, ids, now);
    return ids;
  });
}

/**
 * Runs the expiry job in this instance every `everyMs` until the app closes (the job runner's
 * timer: its run under way ends before the database closes). Every instance runs its own: the
 * release claims its holds itself.
 */
export function releaseHoldsEvery(app: FastifyInstance, everyMs: number): void {
  app.jobs.every('payments.release-holds', everyMs, async (db) => {
    for (;;) {
      const released = await releaseDueHolds(db);
      if (released.length > 0) app.log.info({ payments: released }, 'released unpaid holds');
      if (released.length < 100) break;
    }
  });
}

/** The "payment waiting" message is withdrawn once there is nothing left to pay (if not sent yet). */
export async function withdrawReminders(tx: Queryable, paymentIds: number[]): Promise<void> {
  for (const id of paymentIds) await cancelQueued(tx, { kind: 'payment_pending', subject: `payment:${id}` });
}
