import { z } from 'zod';

/**
 * The user's payments (GET /users/me/payments): calls and meetings paid beyond the plan, and paid
 * plans. The spec leaves this screen open; mf-settings/README.md records the design. A payment
 * keeps the title of what was paid for as it was then, so the history stays readable when the call
 * or meeting later changes.
 */
export const paymentKind = z.enum(['call', 'meeting', 'subscription']);
export type PaymentKind = z.infer<typeof paymentKind>;

export const paymentStatus = z.enum(['paid', 'pending', 'refunded']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const payment = z.object({
  id: z.number().int(),
  kind: paymentKind,
  title: z.string(),
  /** Euros (spec section 9: prices in euros). */
  amount: z.number().nonnegative(),
  status: paymentStatus,
  /** ISO date-time of the payment. */
  created_at: z.string(),
});
export type Payment = z.infer<typeof payment>;

/** Newest first. */
export const paymentList = z.array(payment);
