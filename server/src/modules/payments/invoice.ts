import { STARS_CURRENCY } from '@app/shared/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';
import { invoicePayload, payablePayment } from './service';
import { createInvoiceLink } from './telegram';

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * POST /payments/{id}/invoice: a Stars invoice for the owner's pending, unexpired payment, made by
 * the Bot API's createInvoiceLink (no provider token, currency XTR, one price: the payment's Stars).
 * The payload names the payment and its nonce; the webhook's updates carry it back.
 */
export async function createInvoice(app: FastifyInstance, userId: number, paymentId: number): Promise<string> {
  const row = await payablePayment(app.db, userId, paymentId);
  const euros = row.amount.toLocaleString('sk-SK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  try {
    return await createInvoiceLink(app, {
      title: clip(row.kind === 'call' ? 'Hovor so Slovákom' : 'Stretnutie', 32),
      description: clip(`${row.title} (${euros} €)`, 255),
      payload: invoicePayload(row),
      provider_token: '',
      currency: STARS_CURRENCY,
      prices: [{ label: clip(row.title, 64), amount: row.stars! }],
    });
  } catch (error) {
    app.log.error({ err: error, paymentId }, 'createInvoiceLink failed');
    throw new HttpError(502, 'Telegram did not create the invoice; try again in a moment');
  }
}
