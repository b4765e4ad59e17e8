import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEMO_BOT_TOKEN } from '../../auth/demo';

/**
 * A recording is played by an <audio> element, which sends no Authorization header: the JSON
 * routes that show a recording (the learner's own task, the teachers' queue) check who asks and
 * hand out a URL signed for that recording, valid for an hour. The key is derived from the bot
 * token every instance shares, so any instance checks any URL without a shared table.
 */
export const RECORDING_URL_TTL_SECONDS = 60 * 60;
export const RECORDING_PATH = '/api/speaking/recordings/';

const keyOf = (token: string) => createHmac('sha256', 'speaking-recordings').update(token).digest();

const signatureOf = (token: string, id: number, expires: number) =>
  createHmac('sha256', keyOf(token)).update(`${id}.${expires}`).digest('base64url');

/** /api/speaking/recordings/<id>?expires=<unix s>&signature=<hmac>; expires rounded to the minute so a page's URLs stay cacheable. */
export function signedRecordingUrl(token: string, id: number, now: Date): string {
  const expires = Math.ceil((now.getTime() / 1000 + RECORDING_URL_TTL_SECONDS) / 60) * 60;
  return `${RECORDING_PATH}${id}?expires=${expires}&signature=${signatureOf(token, id, expires)}`;
}

/** Whether a URL's signature is this server's for this recording and has not expired. */
export function validSignature(token: string, id: number, expires: number, signature: string, now: Date): boolean {
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signatureOf(token, id, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The key every instance of this deployment shares: the bot token (the public demo token in demo mode). */
export const signingToken = (app: FastifyInstance) => app.bot.config.token ?? DEMO_BOT_TOKEN;

/** Signs recording ids into URLs at the app's clock (the staff queue and the learner's task). */
export const recordingSigner = (app: FastifyInstance) => {
  const token = signingToken(app);
  const now = app.now();
  return (id: number) => signedRecordingUrl(token, id, now);
};
