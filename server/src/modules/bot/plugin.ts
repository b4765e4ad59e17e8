import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import type { BotConfig } from './config';
import { webAppUrl } from './links';
import { createBotRuntime, type BotRuntime } from './runtime';
import { botHandlers } from './start';
import { text } from './text';
import { scheduleJob } from '../../plugins/scheduled-jobs';
import { Inbox } from './inbox';
import { pruneHandledUpdates, runRetention } from './retention';
import { checkWebhook } from './webhook';
import { OutboxWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bot (see modules/bot/index.ts): handlers, jobs, the Bot API client. */
    bot: BotRuntime;
    /** This instance's outbox worker (started at ready when the config says so). */
    outbox: OutboxWorker;
    /** The webhook's inbox (bot_updates): stored before the 200, handled with retries. */
    inbox: Inbox;
  }
}

/**
 * Decorates the app with the bot and its outbox worker, before any module registers, so modules
 * can add handlers and job kinds from their plugins. At ready: getMe and the chat menu button
 * (failures are logged, not fatal: the app still serves, the worker retries what it must send);
 * the worker starts when configured. At close: the worker stops after its current batch.
 */
export function registerBot(app: FastifyInstance, db: Db, config: BotConfig): BotRuntime {
  const runtime = createBotRuntime(config);
  runtime.use(botHandlers(db));
  const worker = new OutboxWorker(db, runtime, app.log);
  const inbox = new Inbox(db, runtime, app.log, worker.instance);
  worker.inbox = inbox;
  runtime.onIdle(() => inbox.idle());
  worker.sweeps.push(pruneHandledUpdates);
  app.decorate('bot', runtime);
  app.decorate('outbox', worker);
  app.decorate('inbox', inbox);
  // Old history goes (server/src/modules/bot/README.md); one instance at a time.
  if (config.runWorker) scheduleJob(app, 'bot.retention', 6 * 60 * 60_000, runRetention);

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
    if (config.runWorker) worker.start();
  });
  // Fastify has stopped taking requests and finished the ones under way: let the worker end its
  // batch, the webhook's handlers end their runs, and hand back whatever this instance still holds.
  app.addHook('onClose', async () => {
    await worker.stop();
    await inbox.idle();
    const released = await inbox.releaseClaims().catch((error: unknown) => {
      app.log.warn({ err: error }, 'bot: could not hand back updates at close (their lease will)');
      return 0;
    });
    if (released > 0) app.log.warn({ updates: released }, 'bot: updates handed back at close');
  });
  return runtime;
}
