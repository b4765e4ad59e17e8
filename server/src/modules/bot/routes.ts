import { timingSafeEqual } from 'node:crypto';
import { botStatus, demoOutbox, writeAccessReport } from '@app/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Update } from 'grammy/types';
import { z } from 'zod';
import { unauthorized } from '../../errors';
import { readBotStatus, recordWriteAccess } from './service';
import { listOutboxForDemo } from './demo';
import { guardRoutes } from '../roles/index';

/** The fields of an Update this server looks at before grammY does; the rest passes through. */
const telegramUpdate = z.looseObject({ update_id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER) });

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const botRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  const runtime = app.bot;

  // Telegram's webhook. Registered only with a real token (demo mode has no bot to talk to).
  if (runtime.bot && runtime.config.webhookSecret) {
    const secret = runtime.config.webhookSecret;
    app.post(
      '/telegram/webhook',
      {
        // Telegram posts from its own addresses, many updates a minute: no init data, no write limit.
        config: { public: true, rateLimit: false },
        // Checked before the body is read: a request without the secret changes nothing.
        onRequest: async (request: FastifyRequest, _reply: FastifyReply) => {
          if (!sameSecret(request.headers[SECRET_HEADER], secret))
            throw unauthorized('Missing or wrong X-Telegram-Bot-Api-Secret-Token');
        },
        schema: {
          hide: true,
          body: telegramUpdate,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        const update = request.body as unknown as Update & Record<string, unknown>;
        // Stored (deduped by update_id: Telegram redelivers a slow or lost answer) before the 200;
        // the handlers run from the stored row right after, and again after a failure or a crash.
        await app.inbox.receive(update, request.log);
        return { ok: true as const };
      },
    );
  }

  app.get(
    '/bot/status',
    {
      config: { allowWithoutSubscription: true },
      schema: {
        tags: ['bot'],
        summary: 'Whether the bot can write to the current user (for the notification screens)',
        response: { 200: botStatus },
      },
    },
    async (request) => readBotStatus(app.db, request.user.id),
  );

  app.post(
    '/bot/write-access',
    {
      config: { allowWithoutSubscription: true },
      schema: {
        tags: ['bot'],
        summary: "The answer of Telegram's write-access request ('Povoliť správy'), as the app got it",
        body: writeAccessReport,
        response: { 200: botStatus },
      },
    },
    async (request) => {
      if (request.body.status === 'allowed') await recordWriteAccess(app.db, request.user.id);
      return readBotStatus(app.db, request.user.id);
    },
  );
};

/** Demo mode only (mounted beside /demo/init-data): what the outbox holds, newest first. */
export const demoOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  app.get(
    '/demo/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['demo'],
        summary: 'Demo mode only: the outbox, newest first (what would have been sent, and what was skipped)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: demoOutbox },
      },
    },
    async (request) => listOutboxForDemo(app.db, app.bot.config.miniAppUrl, request.query.limit),
  );
};
