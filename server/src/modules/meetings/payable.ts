import type { Payable } from '../payments/index';

/**
 * What a payment means for a charged registration (registered with payments as 'meeting'): the
 * hold is the pending participation (its seat counts taken), paying makes it joined, a release
 * cancels it (the seat counts free), and a refund by Telegram cancels a joined one of a meeting
 * still ahead.
 */
export const meetingPayable: Payable = {
  async holdStands(tx, paymentId, now, lock) {
    const [seat] = await tx.query<{ ok: boolean }>(
      `SELECT (p.status = 'pending' AND m.start_time > $2) AS ok
       FROM meeting_participations p JOIN meetings m ON m.id = p.meeting_id WHERE p.payment_id = $1${lock ? ' FOR UPDATE OF p' : ''}`,
      [paymentId, now],
    );
    return Boolean(seat?.ok);
  },
  gone: 'Miesto na stretnutí už nie je k dispozícii, platba sa nevykonala.',
  async paid(tx, paymentId, now) {
    await tx.query(
      `UPDATE meeting_participations SET status = 'joined', updated_at = $2 WHERE payment_id = $1 AND status = 'pending'`,
      [paymentId, now],
    );
  },
  async release(tx, paymentIds, now) {
    await tx.query(
      `UPDATE meeting_participations SET status = 'cancelled', updated_at = $2
       WHERE payment_id = ANY($1::bigint[]) AND status = 'pending'`,
      [paymentIds, now],
    );
  },
  async refunded(tx, paymentId) {
    await tx.query(
      `UPDATE meeting_participations p SET status = 'cancelled', updated_at = now()
       FROM meetings m WHERE p.payment_id = $1 AND m.id = p.meeting_id AND p.status = 'joined' AND m.start_time > now()`,
      [paymentId],
    );
  },
};
