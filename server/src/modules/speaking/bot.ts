import { Composer, type Context } from 'grammy';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { askForAnswer, receiveRecording, type IncomingRecording } from './answers';

/** The /start payload of a task's 'Nahrať odpoveď v Telegrame' (a deep link t.me/<bot>?start=speak_<task id>). */
export const SPEAK_PAYLOAD = /^speak_(\d{1,15})$/;
export const speakPayload = (taskId: number) => `speak_${taskId}`;

/** The recording a message carries: a voice, an audio file, a video note, or a file sent as audio. */
export function recordingOf(ctx: Context): IncomingRecording | null {
  const message = ctx.message;
  if (!message || !ctx.from || ctx.from.is_bot || ctx.chat?.type !== 'private') return null;
  const base = { telegramId: ctx.from.id, updateId: ctx.update.update_id, messageId: message.message_id };
  if (message.voice)
    return {
      ...base,
      kind: 'voice',
      fileId: message.voice.file_id,
      fileUniqueId: message.voice.file_unique_id,
      fileSize: message.voice.file_size,
      duration: message.voice.duration,
    };
  if (message.audio)
    return {
      ...base,
      kind: 'audio',
      fileId: message.audio.file_id,
      fileUniqueId: message.audio.file_unique_id,
      fileSize: message.audio.file_size,
      duration: message.audio.duration,
    };
  if (message.video_note)
    return {
      ...base,
      kind: 'video_note',
      fileId: message.video_note.file_id,
      fileUniqueId: message.video_note.file_unique_id,
      fileSize: message.video_note.file_size,
      duration: message.video_note.duration,
    };
  // A file sent as a document that says it is audio: its bytes decide (download.ts).
  if (message.document && message.document.mime_type?.startsWith('audio/'))
    return {
      ...base,
      kind: 'document',
      fileId: message.document.file_id,
      fileUniqueId: message.document.file_unique_id,
      fileSize: message.document.file_size,
    };
  return null;
}

/**
 * The speaking answers' update handlers: the deep link's /start asks for the task's answer, and
 * a recording in the private chat is the answer (answers.ts). Nothing here calls the Bot API.
 */
export function speakingBotHandlers(db: Db, log: FastifyBaseLogger): Composer<Context> {
  const composer = new Composer<Context>();
  composer.command('start', async (ctx, next) => {
    const match = SPEAK_PAYLOAD.exec(typeof ctx.match === 'string' ? ctx.match.trim() : '');
    if (!match || !ctx.from || ctx.from.is_bot || ctx.chat?.type !== 'private') return next();
    const telegramId = ctx.from.id;
    await db.transaction(async (tx) => {
      const [user] = await tx.query<{ id: number }>('SELECT id FROM users WHERE telegram_id = $1', [telegramId]);
      // Nobody who never opened the app has a task to answer.
      if (!user) return log.info({ telegramId }, 'speaking: /start for a task from someone unknown');
      await askForAnswer(tx, user.id, Number(match[1]), ctx.update.update_id);
    });
  });
  composer.on('message', async (ctx, next) => {
    const incoming = recordingOf(ctx);
    if (!incoming) return next();
    const outcome = await receiveRecording(db, incoming);
    log.info({ update: incoming.updateId, kind: incoming.kind, outcome }, 'speaking: recording received');
  });
  return composer;
}
