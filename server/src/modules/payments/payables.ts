import type { PaymentKind } from '@app/shared/contract';
import type { Queryable } from '../../db/types';

/** What a Stars payment can hold: a module's row (a call, a seat) that carries the payment's id. */
export type PayableKind = Extract<PaymentKind, 'call' | 'meeting'>;

/**
 * What a hold, a payment, a release and a refund mean for the module whose row a payment holds.
 * Payments decides when each happens (under the payment's row lock, in the caller's transaction);
 * the module changes its own tables. Every function finds its rows by `payment_id` and changes
 * only those still in the state it expects, so calling it twice changes nothing the second time.
 */
export interface Payable {
  /**
   * Whether what the pending payment holds can still be paid for (not cancelled, not started).
   * With `lock`, the held row is locked too: the settling transaction decides on it.
   */
  holdStands(tx: Queryable, paymentId: number, now: Date, lock: boolean): Promise<boolean>;
  /** The Slovak refusal when it cannot (pre-checkout's error_message, the invoice's 409). */
  gone: string;
  /** The payment is paid: what it held is confirmed. */
  paid(tx: Queryable, paymentId: number, now: Date): Promise<void>;
  /** The hold ended unpaid (expired, cancelled, charged too late): what it held is given back. */
  release(tx: Queryable, paymentIds: number[], now: Date): Promise<void>;
  /** A paid payment's money went back outside our flow (Telegram refunded it): what it bought ends if still ahead. */
  refunded(tx: Queryable, paymentId: number): Promise<void>;
}

const payables = new Map<PayableKind, Payable>();

/** Each module that takes payments registers its meaning once, when the app is built. */
export function registerPayable(kind: PayableKind, payable: Payable): void {
  payables.set(kind, payable);
}

export function payableOf(kind: PayableKind): Payable {
  const payable = payables.get(kind);
  if (!payable) throw new Error(`No module registered what a '${kind}' payment holds (registerPayable)`);
  return payable;
}

export const isPayableKind = (kind: PaymentKind): kind is PayableKind => kind === 'call' || kind === 'meeting';

/** The payments' ids grouped by kind, so each module is handed only its own. */
export async function byKind(tx: Queryable, paymentIds: number[]): Promise<Map<PayableKind, number[]>> {
  const rows = await tx.query<{ id: number; kind: PaymentKind }>('SELECT id, kind FROM payments WHERE id = ANY($1::bigint[])', [
    paymentIds,
  ]);
  const groups = new Map<PayableKind, number[]>();
  for (const row of rows) {
    if (!isPayableKind(row.kind)) continue;
    groups.set(row.kind, [...(groups.get(row.kind) ?? []), Number(row.id)]);
  }
  return groups;
}
