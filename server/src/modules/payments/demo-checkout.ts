import { randomBytes } from 'node:crypto';
import { STARS_CURRENCY, type DemoCheckoutResult } from '@app/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../users/index';
import { outboxRefunds } from './telegram';
import { getOwnPayment, invoicePayload, toPayment } from './service';
import { onPreCheckoutQuery, onSuccessfulPayment } from './updates';

/**
 * Demo mode only: what Telegram would do after the learner pressed Pay in its invoice sheet. The
 * pre_checkout_query and the successful_payment are built as Telegram sends them and go through
 * the same handlers as the webhook's updates, so the demo exercises the real rules (expired holds
 * refused, ticket on payment). No money and no Bot API are involved.
 */
export async function playDemoCheckout(app: FastifyInstance, user: CurrentUser, paymentId: number): Promise<DemoCheckoutResult> {
  const row = await getOwnPayment(app.db, user.id, paymentId);
  const invoice = {
    currency: STARS_CURRENCY,
    // What the invoice asked for: the payment's Stars (a payment without any cannot be paid).
    total_amount: row.stars ?? 0,
    invoice_payload: invoicePayload(row),
  };
  const from = { id: user.telegram_id };
  const answer = await onPreCheckoutQuery(app.db, { from, ...invoice });
  if (!answer.ok) {
    return {
      status: 'failed',
      error_message: answer.error_message,
      payment: toPayment(await getOwnPayment(app.db, user.id, paymentId)),
    };
  }
  await onSuccessfulPayment(app.db, outboxRefunds, from, {
    ...invoice,
    telegram_payment_charge_id: `demo_${randomBytes(12).toString('base64url')}`,
  });
  const after = toPayment(await getOwnPayment(app.db, user.id, paymentId));
  return { status: after.status === 'paid' ? 'paid' : 'failed', error_message: null, payment: after };
}
