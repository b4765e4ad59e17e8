import type { Db } from '../../db/types';
import { decidePreCheckout, recordSuccessfulPayment, type PaymentOutcome, type PreCheckoutAnswer } from './checkout';
import type { RefundQueue } from './refunds';

/** The fields of Telegram's PreCheckoutQuery this module reads. */
export interface PreCheckoutQueryUpdate {
  from: { id: number };
  currency: string;
  total_amount: number;
  invoice_payload: string;
}

/** The fields of Telegram's SuccessfulPayment this module reads. */
export interface SuccessfulPaymentUpdate {
  currency: string;
  total_amount: number;
  invoice_payload: string;
  telegram_payment_charge_id: string;
}

/**
 * What the webhook does with a pre_checkout_query (and the demo checkout with the one it plays):
 * one read-only decision, answered at once (Telegram allows 10 s), never queued.
 */
export function onPreCheckoutQuery(db: Db, query: PreCheckoutQueryUpdate): Promise<PreCheckoutAnswer> {
  return decidePreCheckout(db, {
    payload: query.invoice_payload,
    currency: query.currency,
    totalAmount: query.total_amount,
    payerTelegramId: query.from.id,
  });
}

/** What the webhook does with a message carrying successful_payment (and the demo checkout). */
export async function onSuccessfulPayment(
  db: Db,
  refunds: RefundQueue,
  from: { id: number },
  payment: SuccessfulPaymentUpdate,
): Promise<{ outcome: PaymentOutcome; paymentId: number | null }> {
  return recordSuccessfulPayment(
    db,
    {
      payload: payment.invoice_payload,
      currency: payment.currency,
      totalAmount: payment.total_amount,
      payerTelegramId: from.id,
      telegramPaymentChargeId: payment.telegram_payment_charge_id,
    },
    refunds,
  );
}
