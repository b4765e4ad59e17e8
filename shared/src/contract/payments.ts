import { z } from 'zod';

/**
 * The user's payments (GET /users/me/payments): calls and meetings paid beyond the plan, and paid
 * plans. The spec leaves this screen open; mf-settings/README.md records the design. A payment
 * keeps the title of what was paid for as it was then, so the history stays readable when the call
 * or meeting later changes.
 */
export const paymentKind = z.enum(['call', 'meeting', 'subscription']);
export type PaymentKind = z.infer<typeof paymentKind>;

/**
 * The payment state machine (server/src/modules/payments/README.md): pending → paid | expired | cancelled;
 * paid → refund_pending → refunded | refund_failed. An expired or cancelled hold that Telegram
 * charged anyway goes to refund_pending too.
 */
export const paymentStatus = z.enum(['pending', 'paid', 'expired', 'cancelled', 'refund_pending', 'refunded', 'refund_failed']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** Telegram Stars, the currency (XTR) Telegram requires for digital services in mini-apps. */
export const STARS_CURRENCY = 'XTR';

export const payment = z.object({
  id: z.number().int(),
  kind: paymentKind,
  title: z.string(),
  /** Euros (spec section 9: prices in euros). */
  amount: z.number().nonnegative(),
  /** The same price in Telegram Stars, fixed when the hold was made; null for history from before Stars. */
  stars: z.number().int().positive().nullable(),
  status: paymentStatus,
  /** While pending: when the hold on the slot or seat ends (then it expires); else null. */
  expires_at: z.string().nullable(),
  /** ISO date-time of the payment. */
  created_at: z.string(),
});
export type Payment = z.infer<typeof payment>;

/** Newest first. */
export const paymentList = z.array(payment);

/** What a call or a registration shows of its payment ('Zaplatiť', until when it is held, refunds). */
export const paymentSummary = payment.pick({ id: true, status: true, amount: true, stars: true, expires_at: true });
export type PaymentSummary = z.infer<typeof paymentSummary>;

/** POST /payments/{id}/invoice: a Telegram invoice link the mini-app opens with openInvoice. */
export const invoiceLink = z.object({ invoice_link: z.string() });
export type InvoiceLink = z.infer<typeof invoiceLink>;

/** Telegram's invoice_closed statuses. */
export const invoiceStatus = z.enum(['paid', 'cancelled', 'failed', 'pending']);
export type InvoiceStatus = z.infer<typeof invoiceStatus>;

/**
 * Demo mode only (POST /payments/{id}/demo-checkout): the server plays Telegram's two updates
 * (pre_checkout_query, then successful_payment unless the pre-checkout was refused) through the
 * webhook's own handlers and answers what the invoice sheet would report.
 */
export const demoCheckoutResult = z.object({
  status: invoiceStatus,
  /** The pre-checkout's Slovak error message when it was refused. */
  error_message: z.string().nullable(),
  payment,
});
export type DemoCheckoutResult = z.infer<typeof demoCheckoutResult>;

export { MAX_UNPAID_HOLDS, UNPAID_HOLDS_FIELD, starsFor } from '../domain/payments';
