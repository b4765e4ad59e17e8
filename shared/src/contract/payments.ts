import { z } from 'zod';

/**
 * The user's payments for calls and meetings (GET /users/me/payments). The spec leaves this screen
 * open; mf-settings/README.md records the design. A payment keeps a snapshot of what was paid for
 * (description), so the history stays readable when the call or meeting later changes.
 */
export const paymentKind = z.enum(['call', 'meeting']);
export type PaymentKind = z.infer<typeof paymentKind>;

export const paymentStatus = z.enum(['paid', 'pending', 'refunded', 'failed']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const payment = z.object({
  id: z.number().int(),
  kind: paymentKind,
  /** The call's or meeting's id; null once it no longer exists. */
  reference_id: z.number().int().nullable(),
  description: z.string(),
  /** Euros. */
  amount: z.number().nonnegative(),
  currency: z.literal('EUR'),
  status: paymentStatus,
  /** ISO date-time of the payment. */
  created_at: z.string(),
});
export type Payment = z.infer<typeof payment>;

/** Newest first. */
export const paymentList = z.array(payment);
