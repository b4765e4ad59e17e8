import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import type { BotConfig } from './config';
import { webAppUrl } from './links';
import { createBotRuntime, type BotRuntime } from './runtime';
import { botHandlers } from './start';
import { text } from './text';
import { Inbox } from './inbox';
import { pruneHandledUpdates, runRetention } from './retention';
import { checkWebhook } from './webhook';
import { OutboxQueue } from './outbox-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bot (see modules/bot/index.ts): handlers, jobs, the Bot API client. */
    bot: BotRuntime;
    /** The webhook's inbox (bot_updates): stored before the 200, handled with retries. */
    inbox: Inbox;
  }
}

/**
 * Decorates the app with the bot, before any module registers, so modules can add handlers and
 * job kinds from their plugins; puts the outbox and the inbox on the app's job runner (`app.jobs`,
 * modules/jobs, registered first), which owns their loop and their stop. At ready: getMe and the
 * chat menu button (failures are logged, not fatal: the app still serves, the runner retries what
 * it must send); the runner's loop starts when configured (`BOT_WORKER`).
 */
export function registerBot(app: FastifyInstance, db: Db, config: BotConfig): BotRuntime {
  const runtime = createBotRuntime(config);
  runtime.use(botHandlers(db));
  const jobs = app.jobs;
  const inbox = new Inbox(db, runtime, app.log, jobs.instance);
  jobs.add(new OutboxQueue(db, runtime, app.log, jobs.instance));
  jobs.add(inbox);
  runtime.onIdle(() => inbox.idle());
  jobs.sweep(pruneHandledUpdates);
  app.decorate('bot', runtime);
  app.decorate('inbox', inbox);
  // Old history goes (server/src/modules/bot/README.md); one instance at a time.
  if (config.runWorker) jobs.schedule('bot.retention', 6 * 60 * 60_000, runRetention);

  app.addHook('onReady', async () => {
    if (runtime.api) {
      try {
        await runtime.init();
        // The chat's menu button opens the app too.
        await runtime.api.setChatMenuButton({
          menu_button: { type: 'web_app', text: text.menuButton, web_app: { url: webAppUrl(config.miniAppUrl, '/main') } },
        });
      } catch (error) {
        app.log.error({ err: error }, 'bot: getMe or setChatMenuButton failed at start');
      }
      // Told, not fixed: the webhook is a deployment step (npm run bot -- set-webhook), and one
      // instance of a fleet must not move it while another deploy is under way.
      // Not awaited: a slow Bot API must not hold the start.
      void checkWebhook(runtime.api, config).then(
        ({ problems, info, expected }) => {
          for (const problem of problems) app.log.warn({ webhook: info.url, expected }, `bot: ${problem}`);
        },
        (error: unknown) => app.log.warn({ err: error }, 'bot: getWebhookInfo failed at start'),
      );
    }
    if (config.runWorker) jobs.start();
  });
  return runtime;
}
