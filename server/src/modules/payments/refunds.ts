import type { Db, Queryable } from '../../db/types';

/** A refund to ask the Bot API for (refundStarPayment takes the payer and the charge). */
export interface RefundJob {
  /** Null for a charge that names no payment of ours: it is refunded all the same. */
  paymentId: number | null;
  telegramUserId: number;
  chargeId: string;
}

/** Where refunds wait to be sent: the bot module's outbox, written in the caller's transaction. */
export interface RefundQueue {
  enqueue(tx: Queryable, job: RefundJob): Promise<void>;
}

export type RefundReason = 'cancelled' | 'charged_after_release';

/**
 * Starts giving a charged payment back: it becomes `refund_pending` (only from paid, expired,
 * cancelled or a failed refund, and only with a Telegram charge to refund) and the refund is
 * queued in the same transaction. The conditional UPDATE is the guard: of two concurrent refunds
 * of one payment, one changes the row and queues the job, the other changes nothing.
 * Returns whether this call started it.
 */
export async function startRefund(tx: Queryable, paymentId: number, reason: RefundReason, queue: RefundQueue): Promise<boolean> {
  const [row] = await tx.query<{ telegram_payer_id: number; telegram_payment_charge_id: string }>(
    `UPDATE payments SET status = 'refund_pending', refund_reason = $2, refund_error = NULL
     WHERE id = $1 AND status IN ('paid', 'expired', 'cancelled', 'refund_failed') AND telegram_payment_charge_id IS NOT NULL
     RETURNING telegram_payer_id, telegram_payment_charge_id`,
    [paymentId, reason],
  );
  if (!row) return false;
  await queue.enqueue(tx, { paymentId, telegramUserId: row.telegram_payer_id, chargeId: row.telegram_payment_charge_id });
  return true;
}

/**
 * Gives a paid payment back (its call or seat was cancelled in time): through the Bot API when
 * Telegram took a charge for it, else (paid before Stars existed) it is simply marked refunded.
 */
export async function refundPaid(
  tx: Queryable,
  paymentId: number,
  reason: RefundReason,
  queue: RefundQueue,
  now: Date,
): Promise<void> {
  if (await startRefund(tx, paymentId, reason, queue)) return;
  await tx.query(`UPDATE payments SET status = 'refunded', refunded_at = $2 WHERE id = $1 AND status = 'paid'`, [paymentId, now]);
}

/** Telegram's answer when the charge was refunded before (a retry whose first answer was lost). */
const ALREADY_REFUNDED = /CHARGE_ALREADY_REFUNDED/i;

/**
 * Sends one queued refund. Success (or Telegram saying it was already refunded) makes the payment
 * `refunded`; a refusal counts the attempt and keeps the error visible, and once the queue gives up
 * the payment reads `refund_failed` (a late success still makes it `refunded`). Throws on a refusal that will be retried, so the queue
 * schedules the next attempt.
 */
export async function sendRefund(
  db: Db,
  refundStarPayment: (userId: number, chargeId: string) => Promise<unknown>,
  job: RefundJob,
  /** Whether this error ends the refund (the queue will not try again). */
  isFinal: (error: unknown) => boolean,
  now = new Date(),
): Promise<void> {
  try {
    await refundStarPayment(job.telegramUserId, job.chargeId);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!ALREADY_REFUNDED.test(message)) {
      if (job.paymentId !== null) {
        await db.query(
          `UPDATE payments SET refund_attempts = refund_attempts + 1, refund_error = $2,
                               status = CASE WHEN $3::boolean THEN 'refund_failed' ELSE status END
           WHERE id = $1 AND status = 'refund_pending'`,
          [job.paymentId, message.slice(0, 500), isFinal(error)],
        );
      }
      throw error;
    }
  }
  if (job.paymentId !== null) {
    await db.query(
      `UPDATE payments SET status = 'refunded', refunded_at = $2, refund_attempts = refund_attempts + 1, refund_error = NULL
       WHERE id = $1 AND status IN ('refund_pending', 'refund_failed')`,
      [job.paymentId, now],
    );
  }
}
