// Bound to the bot module's outbox and Bot API client once that lands (issue 18).
import type { FastifyInstance } from 'fastify';
import type { RefundQueue } from './refunds';

export interface InvoiceLinkParams {
  title: string;
  description: string;
  payload: string;
  provider_token: string;
  currency: string;
  prices: Array<{ label: string; amount: number }>;
}

export function paymentsBotApi(app: FastifyInstance): { createInvoiceLink(params: InvoiceLinkParams): Promise<string> } {
  if (app.demo) return { createInvoiceLink: async (params) => `https://t.me/$demo-${params.payload.replace(/[^A-Za-z0-9_-]/g, '-')}` };
  throw new Error('bot module not wired yet');
}

export function refundQueue(_app: FastifyInstance): RefundQueue {
  return {
    async enqueue() {
      throw new Error('bot outbox not wired yet');
    },
  };
}
