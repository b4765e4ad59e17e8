import { STARS_CURRENCY } from '@app/shared/contract';
import type { Db, Queryable } from '../../db/types';
import { isUniqueViolation } from '../../db/types';
import { findPayment, parsePayload, payableProblem, REFUSALS, type PaymentRow } from './service';
import { releaseHeld, withdrawReminders } from './holds';
import { isPayableKind, payableOf } from './payables';
import { startRefund, type RefundQueue } from './refunds';

/** What the webhook's pre_checkout_query and successful_payment carry that matters here. */
export interface CheckoutFacts {
  /** invoice_payload */
  payload: string;
  currency: string;
  /** total_amount: whole Stars for XTR. */
  totalAmount: number;
  /** from.id of the payer. */
  payerTelegramId: number;
}

export type PreCheckoutAnswer = { ok: true } | { ok: false; error_message: string };

/** The payment the payload names, if its nonce matches (else it is not one of ours). */
async function paymentOf(db: Queryable, payload: string, lock: boolean): Promise<PaymentRow | undefined> {
  const parsed = parsePayload(payload);
  if (!parsed) return undefined;
  const row = await findPayment(db, parsed.id, lock);
  return row && row.invoice_nonce === parsed.nonce ? row : undefined;
}

async function isOwner(db: Queryable, row: PaymentRow, telegramId: number): Promise<boolean> {
  const [user] = await db.query<{ telegram_id: number }>('SELECT telegram_id FROM users WHERE id = $1', [row.user_id]);
  return user?.telegram_id === telegramId;
}

/**
 * pre_checkout_query: Telegram asks whether to take the money. Yes only while the payment is
 * pending and its hold has not run out, the owner pays, the amount and currency are the
 * payment's, and the call or seat is still held. Reads only (Telegram wants the answer within
 * 10 s): the successful_payment that follows decides under locks.
 */
export async function decidePreCheckout(db: Queryable, facts: CheckoutFacts, now = new Date()): Promise<PreCheckoutAnswer> {
  const row = await paymentOf(db, facts.payload, false);
  if (!row) return { ok: false, error_message: REFUSALS.unknown };
  if (!(await isOwner(db, row, facts.payerTelegramId))) return { ok: false, error_message: REFUSALS.notOwner };
  const problem = await payableProblem(db, row, now);
  if (problem) return { ok: false, error_message: problem };
  if (facts.currency !== STARS_CURRENCY || facts.totalAmount !== row.stars) return { ok: false, error_message: REFUSALS.price };
  return { ok: true };
}

export interface SuccessfulPaymentFacts extends CheckoutFacts {
  telegramPaymentChargeId: string;
}

export type PaymentOutcome =
  /** The payment is paid and what it held is confirmed (the call, the ticket). */
  | 'paid'
  /** This charge was recorded before: nothing changed. */
  | 'duplicate'
  /** Charged for something no longer held (expired, cancelled, seat gone, wrong amount): refund queued. */
  | 'refunding'
  /** A charge naming no payment of ours, or a second charge for a paid one: refund queued by charge id. */
  | 'stray'
  /** Paid by someone other than the payment's owner: refused, the payer's charge refunded. */
  | 'not_owner';

/**
 * successful_payment: in one transaction, under the payment's row lock (the expiry job skips
 * locked rows, so exactly one of them settles a payment), the payment becomes paid and the
 * registration joined, idempotent on telegram_payment_charge_id (unique in the table). Money
 * Telegram took for a hold that was released meanwhile is given back, never kept and never turned
 * into a seat or slot that someone else may hold by now.
 */
export async function recordSuccessfulPayment(
  db: Db,
  facts: SuccessfulPaymentFacts,
  refunds: RefundQueue,
  now = new Date(),
): Promise<{ outcome: PaymentOutcome; paymentId: number | null }> {
  try {
    return await db.transaction(async (tx) => {
      const [seen] = await tx.query<{ id: number }>('SELECT id FROM payments WHERE telegram_payment_charge_id = $1', [
        facts.telegramPaymentChargeId,
      ]);
      if (seen) return { outcome: 'duplicate' as const, paymentId: seen.id };
      const row = await paymentOf(tx, facts.payload, true);
      // A concurrent delivery of this update may have recorded the charge while we waited for the lock.
      if (row && row.telegram_payment_charge_id === facts.telegramPaymentChargeId) {
        return { outcome: 'duplicate' as const, paymentId: row.id };
      }
      // The owner check pre-checkout makes: another person's charge never settles this payment
      // (nor names them its payer); their Stars go back by charge id, the owner's payment is untouched.
      if (row && !(await isOwner(tx, row, facts.payerTelegramId))) {
        await refunds.enqueue(tx, {
          telegramUserId: facts.payerTelegramId,
          chargeId: facts.telegramPaymentChargeId,
          paymentId: null,
        });
        return { outcome: 'not_owner' as const, paymentId: row.id };
      }
      if (!row || (row.status !== 'pending' && row.status !== 'expired' && row.status !== 'cancelled')) {
        // Not ours, or already paid by another charge: nothing to attach the money to.
        await refunds.enqueue(tx, {
          telegramUserId: facts.payerTelegramId,
          chargeId: facts.telegramPaymentChargeId,
          paymentId: row?.id ?? null,
        });
        return { outcome: 'stray' as const, paymentId: row?.id ?? null };
      }
      // Record the charge first: from here on the unique key makes a repeated update a duplicate.
      await tx.query(`UPDATE payments SET telegram_payment_charge_id = $2, telegram_payer_id = $3 WHERE id = $1`, [
        row.id,
        facts.telegramPaymentChargeId,
        facts.payerTelegramId,
      ]);
      const amountRight = facts.currency === STARS_CURRENCY && facts.totalAmount === row.stars;
      if (row.status === 'pending' && amountRight) {
        const stillHeld = await holdStands(tx, row, now);
        if (stillHeld) {
          await tx.query(`UPDATE payments SET status = 'paid', paid_at = $2 WHERE id = $1 AND status = 'pending'`, [row.id, now]);
          if (isPayableKind(row.kind)) await payableOf(row.kind).paid(tx, row.id, now);
          await withdrawReminders(tx, [row.id]);
          return { outcome: 'paid' as const, paymentId: row.id };
        }
      }
      // Charged, but there is nothing to give for it any more: the hold ends and the money goes back.
      if (row.status === 'pending') {
        await tx.query(`UPDATE payments SET status = 'cancelled', released_at = $2 WHERE id = $1`, [row.id, now]);
        await releaseHeld(tx, [row.id], now);
      }
      await startRefund(tx, row.id, 'charged_after_release', refunds);
      return { outcome: 'refunding' as const, paymentId: row.id };
    });
  } catch (error) {
    // A concurrent delivery of the same update recorded the charge first.
    if (isUniqueViolation(error)) {
      const [seen] = await db.query<{ id: number }>('SELECT id FROM payments WHERE telegram_payment_charge_id = $1', [
        facts.telegramPaymentChargeId,
      ]);
      return { outcome: 'duplicate', paymentId: seen?.id ?? null };
    }
    throw error;
  }
}

/**
 * What the payment holds still stands (the module that registered its kind decides, locking its
 * row). The hold's time is not checked here: a payment Telegram took after pre-checkout said yes
 * is honoured while nothing released the hold (the expiry job would have made it expired first).
 */
async function holdStands(tx: Queryable, row: PaymentRow, now: Date): Promise<boolean> {
  return isPayableKind(row.kind) && payableOf(row.kind).holdStands(tx, row.id, now, true);
}
