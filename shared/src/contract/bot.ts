import { z } from 'zod';

/**
 * Whether the bot can write to the learner (the notification screens say why nothing arrives).
 * `allows_write_to_pm`: from init data (null until a client sent it); `started`: the learner
 * sent /start; `reachable`: Telegram has not refused this chat. Messages can arrive when
 * (`started` or `allows_write_to_pm`) and `reachable`: that is `can_receive`.
 */
export const botStatus = z.object({
  allows_write_to_pm: z.boolean().nullable(),
  started: z.boolean(),
  reachable: z.boolean(),
  can_receive: z.boolean(),
});
export type BotStatus = z.infer<typeof botStatus>;

/** What the SDK's write-access request answered (`allowed` after 'Povoliť správy' was granted). */
export const writeAccessReport = z.object({ status: z.enum(['allowed', 'cancelled']) }).strict();
export type WriteAccessReport = z.infer<typeof writeAccessReport>;

export const outboxStatus = z.enum([
  'pending',
  'sending',
  'sent',
  'demo',
  'skipped',
  'expired',
  'cancelled',
  'unreachable',
  'failed',
]);
export type OutboxStatus = z.infer<typeof outboxStatus>;

/** One row of the outbox as demo mode lists it (GET /api/demo/outbox). */
export const demoOutboxEntry = z.object({
  id: z.number(),
  telegram_id: z.number().nullable(),
  kind: z.string(),
  subject: z.string(),
  lead: z.string(),
  toggle: z.string().nullable(),
  status: outboxStatus,
  text: z.string().nullable(),
  url: z.string().nullable(),
  due_at: z.string(),
  finished_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type DemoOutboxEntry = z.infer<typeof demoOutboxEntry>;

export const demoOutbox = z.object({ results: z.array(demoOutboxEntry) });
export type DemoOutbox = z.infer<typeof demoOutbox>;
