import { sectionIdParam, speakingAnswers } from '@app/activities-contract';
import { apiError } from '@app/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors';
import { mediaReadLimit, serveStoredMedia } from '../studio/index';
import { DOWNLOAD_JOB } from './answers';
import { speakingBotHandlers } from './bot';
import { downloadJob } from './download';
import { sectionAnswers, storedRecording } from './reads';
import { recordingSigner, RECORDING_URL_TTL_SECONDS, signingToken, validSignature } from './signed-url';
import { speakingDemoRoutes } from './demo-routes';
import { scheduleJob } from '../jobs/index';
import { guardRoutes } from '../roles/index';
import { RECORDING_RETENTION_EVERY_MS, RECORDING_RETENTION_JOB, runRecordingRetention } from './retention';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const tags = ['speaking'];
/** The bot a demo's deep links name (demo mode has no bot to ask with getMe). */
export const DEMO_BOT_USERNAME = 'slovencina_demo_bot';

/** The bot's @username for the deep links: getMe's answer (asked once; the demo's name in demo mode). */
async function botUsername(app: FastifyInstance): Promise<string> {
  const bot = app.bot.bot;
  if (!bot) return DEMO_BOT_USERNAME;
  await app.bot.init();
  return bot.botInfo.username;
}

const recordingParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const signedQuery = z.object({
  // Unix seconds as digits (a time, not a number that lands in a column).
  expires: z
    .string()
    .regex(/^\d{1,12}$/, 'must be the link’s unix time')
    .transform(Number),
  signature: z.string().min(1).max(100),
});

export const speakingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The learner's own answers (and the demo's voice route); the recording's URL is public, below.
  guardRoutes(app, 'learner');
  app.bot.use(speakingBotHandlers(app.db, app.log));
  app.bot.handleJob(DOWNLOAD_JOB, downloadJob(app.bot.config));
  // With the bot's own retention: on the instances that run the worker, one at a time over all.
  if (app.bot.config.runWorker) scheduleJob(app, RECORDING_RETENTION_JOB, RECORDING_RETENTION_EVERY_MS, runRecordingRetention);

  app.get(
    '/speaking/sections/:id/answers',
    {
      schema: {
        tags,
        summary:
          "The learner's speaking tasks of a reached section: answered by the bot or in a chat, the bot's deep link, the latest recording (a URL signed for an hour)",
        params: sectionIdParam,
        response: { 200: speakingAnswers, ...errors },
      },
    },
    async (request) => sectionAnswers(app.db, request.user.id, request.params.id, await botUsername(app), recordingSigner(app)),
  );

  app.get(
    '/speaking/recordings/:id',
    {
      // Public on purpose (a read): an <audio> sends no Authorization, so the signature (given only
      // to the learner and the teachers, valid an hour) is the check, in the handler.
      config: { public: true, rateLimit: false },
      compress: false,
      onRequest: mediaReadLimit(app.mediaReadsPerMinute),
      schema: {
        tags,
        summary:
          "A learner's recording through the URL signed for its learner or a teacher (valid an hour): range requests, ETag; 403 for an expired or forged signature",
        params: recordingParams,
        querystring: signedQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!validSignature(signingToken(app), id, expires, signature, app.now()))
        throw forbidden('Odkaz na nahrávku už neplatí. Otvorte úlohu znova.');
      const recording = await storedRecording(app.db, id);
      if (!recording) throw notFound(`Recording ${id} not found`);
      const seconds = Math.max(0, Math.min(RECORDING_URL_TTL_SECONDS, expires - Math.floor(app.now().getTime() / 1000)));
      return serveStoredMedia(app.db, request, reply, recording, `private, max-age=${seconds}`);
    },
  );

  if (app.demo) await app.register(speakingDemoRoutes);
};
