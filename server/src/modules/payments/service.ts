import type { Payment } from '@app/shared/contract';
import type { Queryable } from '../../db/types';

interface PaymentRow extends Omit<Payment, 'created_at'> {
  created_at: Date;
}

/** The user's payments, newest first (ties by id, so the order is stable). */
export async function listPayments(db: Queryable, userId: number): Promise<Payment[]> {
  const rows = await db.query<PaymentRow>(
    `SELECT id, kind, title, amount, status, created_at FROM payments
     WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
