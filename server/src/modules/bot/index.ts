/**
 * The bot module's public surface (documented in server/src/modules/bot/README.md).
 * Other modules use only what is exported here:
 * - enqueueMessage / enqueueJob / cancelQueued(tx, ...): in the caller's own transaction;
 * - app.bot.use(composer): update handlers on the webhook (pre_checkout_query...);
 * - app.bot.api: the configured grammY client for synchronous calls (null in demo mode);
 * - app.bot.handleJob(kind, handler): the outbox queue (modules/jobs) runs `kind` rows with it.
 */
export { enqueueMessage, enqueueJob, cancelQueued } from './outbox';
export type { MessagePayload, NewMessage, NewJob } from './outbox';
export type { BotRuntime, JobHandler, JobContext, OutboxJob } from './runtime';
export type { BotConfig, WorkerTuning } from './config';
export { readBotConfig, demoBotConfig, DEFAULT_TUNING, botEnvSchema } from './config';
export { webAppUrl, pathForStartPayload } from './links';
export { registerBot } from './plugin';
export { botRoutes, demoOutboxRoutes } from './routes';
export { checkWebhook, setWebhook } from './webhook';
export { announcingSince, broadcast } from './broadcast';
