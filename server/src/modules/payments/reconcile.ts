import { STARS_CURRENCY, type PaymentKind } from '@app/shared/contract';
import type { Db } from '../../db/types';
import { cancelQueued } from '../bot/index';
import type { JobRun } from '../jobs/index';
import { recordSuccessfulPayment } from './checkout';
import { isPayableKind, payableOf } from './payables';
import type { RefundQueue } from './refunds';

/** The fields of Telegram's StarTransaction this job reads. */
export interface StarTransaction {
  /** For a charge: SuccessfulPayment.telegram_payment_charge_id; for a refund: the refunded charge's id. */
  id: string;
  amount: number;
  date: number;
  /** Incoming: who paid (type 'user', with the invoice's payload). */
  source?: { type: string; user?: { id: number }; invoice_payload?: string };
  /** Outgoing: to whom (type 'user' for a refund). */
  receiver?: { type: string; user?: { id: number } };
}

export interface StarLedger {
  getStarTransactions(other: { offset: number; limit: number }): Promise<{ transactions: StarTransaction[] }>;
}

export interface ReconciliationReport {
  /** Transactions read from Telegram in this run. */
  read: number;
  /** Charges already recorded on a payment. */
  matched: number;
  /** Charges Telegram has and we did not: applied (the payment is now paid)... */
  applied: number[];
  /** ...or refunded (nothing to give for them any more, or not the owner's). */
  refunded: string[];
  /** Refunds Telegram shows that our payments did not: recorded (payment ids). */
  refundsRecorded: number[];
  /** Refunds of charges no payment carries (a stray charge we gave back ourselves): nothing to do. */
  refundsOfUnknownCharges: number;
  /** Charges Telegram both took and gave back that we never saw: nothing to do. */
  chargedAndRefunded: number;
}

const PAGE = 100;

/**
 * Compares Telegram's own record of Stars transactions with the payments table and settles the
 * difference. Telegram lists them oldest first; the job reads on from where its last run stopped
 * (`state.offset`), so each transaction is looked at once, and every step is idempotent anyway:
 * - a charge no payment carries (its successful_payment was lost) goes through the same path as the
 *   webhook's: paid while the hold stands, else refunded (stray, released, another payer);
 * - a refund Telegram made that our payment does not show (a refund by support, or one whose
 *   answer was lost) is recorded: the payment becomes refunded and what it paid for is released.
 */
export async function reconcileStars(
  db: Db,
  ledger: StarLedger,
  refunds: RefundQueue,
  offset: number,
): Promise<{ report: ReconciliationReport; offset: number }> {
  const report: ReconciliationReport = {
    read: 0,
    matched: 0,
    applied: [],
    refunded: [],
    refundsRecorded: [],
    refundsOfUnknownCharges: 0,
    chargedAndRefunded: 0,
  };
  const transactions: StarTransaction[] = [];
  for (;;) {
    const page = await ledger.getStarTransactions({ offset: offset + transactions.length, limit: PAGE });
    transactions.push(...page.transactions);
    if (page.transactions.length < PAGE) break;
  }
  report.read = transactions.length;
  const refundedIds = new Set(transactions.filter((t) => t.receiver?.type === 'user').map((t) => t.id));
  for (const t of transactions) {
    if (t.source?.type === 'user' && t.source.user) {
      const [known] = await db.query<{ id: number }>('SELECT id FROM payments WHERE telegram_payment_charge_id = $1', [t.id]);
      if (known) {
        report.matched += 1;
        continue;
      }
      if (refundedIds.has(t.id)) {
        report.chargedAndRefunded += 1;
        continue;
      }
      const result = await recordSuccessfulPayment(
        db,
        {
          payload: t.source.invoice_payload ?? '',
          currency: STARS_CURRENCY,
          totalAmount: t.amount,
          payerTelegramId: t.source.user.id,
          telegramPaymentChargeId: t.id,
        },
        refunds,
      );
      if (result.outcome === 'paid') report.applied.push(result.paymentId!);
      else if (result.outcome === 'duplicate') report.matched += 1;
      else report.refunded.push(t.id);
    } else if (t.receiver?.type === 'user') {
      const paymentId = await recordTelegramRefund(db, t.id, new Date(t.date * 1000));
      if (paymentId === 'unknown') report.refundsOfUnknownCharges += 1;
      else if (paymentId !== null) report.refundsRecorded.push(paymentId);
    }
  }
  return { report, offset: offset + transactions.length };
}

/**
 * Telegram gave this charge back: the payment carrying it becomes `refunded` (through
 * `refund_pending`, the state machine's path), what it paid for is released, and a refund still
 * queued for it is withdrawn. Answers the payment id when something changed, null when our record
 * already said so, 'unknown' when no payment carries the charge.
 */
async function recordTelegramRefund(db: Db, chargeId: string, at: Date): Promise<number | null | 'unknown'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; status: string; kind: PaymentKind }>(
      'SELECT id, status, kind FROM payments WHERE telegram_payment_charge_id = $1 FOR UPDATE',
      [chargeId],
    );
    if (!row) return 'unknown';
    if (row.status === 'refunded') return null;
    if (row.status !== 'refund_pending' && row.status !== 'refund_failed')
      await tx.query(
        `UPDATE payments SET status = 'refund_pending', refund_reason = coalesce(refund_reason, 'refunded_by_telegram') WHERE id = $1`,
        [row.id],
      );
    await tx.query(
      `UPDATE payments SET status = 'refunded', refunded_at = $2, refund_error = NULL,
         refund_reason = coalesce(refund_reason, 'refunded_by_telegram') WHERE id = $1`,
      [row.id, at],
    );
    // The money is back with the learner: the call or seat it bought is not held any more.
    if (row.status === 'paid' && isPayableKind(row.kind)) await payableOf(row.kind).refunded(tx, row.id);
    await cancelQueued(tx, { kind: 'payments.refund', subject: `charge:${chargeId}` });
    return row.id;
  });
}

/** The scheduled job (`payments.reconcile`): reads on from the last run's offset. */
export function reconciliationJob(ledger: () => StarLedger | null, refunds: RefundQueue) {
  return async ({ db, state }: JobRun) => {
    const api = ledger();
    if (!api) return { report: { skipped: 'demo mode: no Telegram ledger' } };
    const from = typeof state.offset === 'number' ? state.offset : 0;
    const { report, offset } = await reconcileStars(db, api, refunds, from);
    return { report: { ...report, offset }, state: { offset } };
  };
}
