import { randomBytes } from 'node:crypto';
import { apiError } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { askForAnswer, receiveRecording } from './answers';

/** Update ids the demo plays: far above what a test's webhook sends, increasing within a process. */
let demoUpdate = 9_000_000_000 + Math.floor(Date.now() / 1000) * 100;

/**
 * Demo mode only (no BOT_TOKEN, so no webhook): what Telegram would deliver after the learner
 * tapped 'Nahrať odpoveď v Telegrame' and sent a voice message: the deep link's /start and the
 * voice message go through the same functions as the webhook's handlers; the download job
 * "downloads" a bundled recording (download.ts), since there is no Bot API to ask.
 */
export const speakingDemoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/demo/speaking/voice',
    {
      schema: {
        tags: ['demo'],
        summary:
          "Demo mode only: plays the bot's side of a voice answer to a task (the deep link's /start, then a voice message of `seconds`); answers what the bot did with it",
        body: z.object({
          task_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
          seconds: z.number().int().min(1).max(3600).default(30),
        }),
        response: { 200: z.object({ outcome: z.string() }), 400: apiError, 401: apiError },
      },
    },
    async (request) => {
      const user = request.user;
      await app.db.transaction((tx) => askForAnswer(tx, user.id, request.body.task_id, (demoUpdate += 1)));
      const outcome = await receiveRecording(app.db, {
        telegramId: user.telegram_id,
        updateId: (demoUpdate += 1),
        messageId: demoUpdate,
        kind: 'voice',
        fileId: `demo-${randomBytes(8).toString('hex')}`,
        fileUniqueId: `demo-${randomBytes(8).toString('hex')}`,
        duration: request.body.seconds,
      });
      return { outcome };
    },
  );
};
