import { z } from 'zod';

/**
 * The parts of Telegram's Update that this server's handlers read, checked before any handler
 * runs: a pre_checkout_query without `from` (or a payment without its charge id) is refused here,
 * with the field named, instead of throwing a TypeError inside a handler. Everything else passes
 * through untouched (grammY reads the raw update).
 */
const user = z.looseObject({ id: z.number().int().positive(), is_bot: z.boolean().optional(), first_name: z.string() });
const chat = z.looseObject({ id: z.number().int(), type: z.string() });
const int = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

const successfulPayment = z.looseObject({
  currency: z.string().min(1),
  total_amount: z.number().int().positive(),
  invoice_payload: z.string(),
  telegram_payment_charge_id: z.string().min(1).max(256),
});

/** A file a message carries (a speaking answer: modules/speaking): its ids, and what Telegram states of it. */
const file = z.looseObject({
  file_id: z.string().min(1).max(512),
  file_unique_id: z.string().min(1).max(256),
  file_size: int.optional(),
  duration: int.optional(),
});

const message = z.looseObject({
  message_id: z.number().int(),
  chat,
  // Absent in channels; required below when a payment rides on the message.
  from: user.optional(),
  text: z.string().optional(),
  successful_payment: successfulPayment.optional(),
  voice: file.optional(),
  audio: file.optional(),
  video_note: file.optional(),
  document: file.optional(),
});

export const handledUpdate = z
  .looseObject({
    update_id: int,
    message: message.optional(),
    pre_checkout_query: z
      .looseObject({
        id: z.string().min(1),
        from: user,
        currency: z.string().min(1),
        total_amount: z.number().int().positive(),
        invoice_payload: z.string(),
      })
      .optional(),
    my_chat_member: z.looseObject({ chat, from: user, new_chat_member: z.looseObject({ status: z.string() }) }).optional(),
  })
  .superRefine((update, ctx) => {
    if (update.message?.successful_payment && !update.message.from)
      ctx.addIssue({ code: 'custom', path: ['message', 'from'], message: 'required with successful_payment' });
  });

/** Null when the update can be handled, else `field: reason` naming the first problem. */
export function updateProblem(update: unknown): string | null {
  const parsed = handledUpdate.safeParse(update);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `${issue.path.join('.') || 'update'}: ${issue.message}`;
}

/** Which kind of update it is (its second key, as Telegram sends exactly one). */
export function updateKind(update: Record<string, unknown>): string {
  return Object.keys(update).find((key) => key !== 'update_id') ?? 'unknown';
}
