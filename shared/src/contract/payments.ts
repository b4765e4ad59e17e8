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

export const PAYMENTS_PAGE_SIZE = 20;
export const PAYMENTS_MAX_PAGE_SIZE = 100;

/**
 * Where a page of the payments stopped: the last payment's created_at in microseconds since the
 * epoch (the column's own precision: two payments a millisecond apart or less keep their order)
 * and its id (keyset on created_at DESC, id DESC).
 */
export interface PaymentCursor {
  createdAtMicros: number;
  id: number;
}

export const encodePaymentCursor = (cursor: PaymentCursor) => `${cursor.createdAtMicros}.${cursor.id}`;

const PAYMENT_CURSOR_MESSAGE = 'is not a cursor this list gave (use the `next` of the previous page)';

/** The `cursor` query: only what `next` carried; anything else is a 400 naming `cursor`. */
export const paymentCursor = z
  .string()
  .regex(/^\d{1,16}\.[1-9]\d{0,15}$/, PAYMENT_CURSOR_MESSAGE)
  .transform((value, ctx): PaymentCursor => {
    const [createdAtMicros, id] = value.split('.').map(Number) as [number, number];
    if (!Number.isSafeInteger(createdAtMicros) || !Number.isSafeInteger(id)) {
      ctx.addIssue({ code: 'custom', message: PAYMENT_CURSOR_MESSAGE });
      return z.NEVER;
    }
    return { createdAtMicros, id };
  });

/**
 * Query of GET /users/me/payments. Without `cursor` and `page_size` the answer is the whole list
 * (`paymentList`, what remotes built before paging read); with either, a page (`paymentPage`).
 */
export const paymentListQuery = z.object({
  cursor: paymentCursor.optional(),
  page_size: z.coerce.number().int().positive().max(PAYMENTS_MAX_PAGE_SIZE).optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuery>;

/**
 * A page of GET /users/me/payments (asked with `page_size` or `cursor`): newest first, `next` the
 * cursor of the following page (null on the last), and totals over all the user's payments as of
 * this page's read, not over the page.
 */
export const paymentPage = z.object({
  results: z.array(payment),
  next: z.string().nullable(),
  /** Euros of the payments that are paid (what 'Spolu zaplatené' shows). */
  total_paid: z.number().nonnegative(),
  /** How many payments the user has, whatever their status. */
  count: z.number().int().nonnegative(),
});
export type PaymentPage = z.infer<typeof paymentPage>;

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
