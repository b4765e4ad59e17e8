import type { Payable } from '../payments/index';

/**
 * What a payment means for a charged call (registered with payments as 'call'): the hold is the
 * scheduled call itself, paying changes nothing on it, a release cancels it (its time leaves the
 * exclusion constraint, so the slot is offered again), and a refund by Telegram cancels it if it
 * is still ahead.
 */
export const callPayable: Payable = {
  async holdStands(tx, paymentId, now, lock) {
    const [call] = await tx.query<{ ok: boolean }>(
      `SELECT (status = 'scheduled' AND start_dt > $2) AS ok FROM calls WHERE payment_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [paymentId, now],
    );
    return Boolean(call?.ok);
  },
  gone: 'Tento hovor sa už nedá zaplatiť: bol zrušený alebo sa už začal.',
  async paid() {
    // A charged call is scheduled from the start: the payment only confirms it.
  },
  async release(tx, paymentIds, now) {
    await tx.query(
      `UPDATE calls SET status = 'cancelled', cancelled_at = $2 WHERE payment_id = ANY($1::bigint[]) AND status = 'scheduled'`,
      [paymentIds, now],
    );
  },
  async refunded(tx, paymentId) {
    await tx.query(
      `UPDATE calls SET status = 'cancelled', cancelled_at = now(), is_refunded = true
       WHERE payment_id = $1 AND status = 'scheduled' AND start_dt > now()`,
      [paymentId],
    );
  },
};
