import type { Queryable } from '../../db/types';
import { releaseHeld } from './holds';
import { startRefund, type RefundQueue } from './refunds';

export interface CancelledSeatPayments {
  /** Payments being given back, by id, with their Stars. */
  refunded: Map<number, number>;
  /** Pending payments cancelled (their registrations released by releaseHeld). */
  released: number[];
}

/**
 * The payment side of a cancelled meeting, in the cancellation's transaction: the registrations'
 * payments are locked (payment before registration, the order the successful_payment flow and the
 * expiry job use), then a pending one is cancelled and its hold released (nothing was taken; a
 * charge arriving later finds it cancelled and is given back), and a paid one is refunded through
 * the queue. startRefund's conditional UPDATE refunds each payment once, whoever calls it again.
 */
export async function settleCancelledMeeting(
  tx: Queryable,
  paymentIds: number[],
  refunds: RefundQueue,
  now: Date,
): Promise<CancelledSeatPayments> {
  const refunded = new Map<number, number>();
  if (paymentIds.length === 0) return { refunded, released: [] };
  const rows = await tx.query<{ id: number; status: string; stars: number | null }>(
    'SELECT id, status, stars FROM payments WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    [paymentIds],
  );
  const pending = rows.filter((r) => r.status === 'pending').map((r) => r.id);
  if (pending.length > 0) {
    await tx.query(`UPDATE payments SET status = 'cancelled', released_at = $2 WHERE id = ANY($1::bigint[])`, [pending, now]);
    await releaseHeld(tx, pending, now);
  }
  for (const row of rows.filter((r) => r.status === 'paid')) {
    const started = await startRefund(tx, row.id, 'cancelled', refunds);
    // Paid before Stars existed (no Telegram charge): nothing to send back through the Bot API.
    if (!started) await tx.query(`UPDATE payments SET status = 'refunded', refunded_at = $2 WHERE id = $1`, [row.id, now]);
    refunded.set(row.id, row.stars ?? 0);
  }
  return { refunded, released: pending };
}
