import type { Queryable } from '../../db/types';
import { publish } from '../events/index';

/** A charged booking now waits for its payment (the hold was created in this transaction). */
export interface PaymentPending {
  id: number;
  userId: number;
  /** What the learner pays for, as their payments list shows it. */
  title: string;
  /** Euros. */
  amount: number;
}

declare module '../events/index' {
  interface DomainEvents {
    'payments.pending': PaymentPending;
  }
}

/** Called by the module whose row the hold holds (calls, meetings), right after createHold. */
export function paymentPending(tx: Queryable, payment: PaymentPending): Promise<void> {
  return publish(tx, 'payments.pending', payment);
}
