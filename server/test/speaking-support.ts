import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { learner } from './activities-fixtures';
import { privateMessage, type Sender } from './bot-support';
import type { FakeBotApi } from './fake-bot-api';

/** A real recording (32 s of MP3): what the fake Bot API hands out as the learner's voice. */
export const RECORDING = readFileSync(new URL('../media/activities/den-01-lucia.mp3', import.meta.url));

let recordings = 0;
/**
 * The recording with a title tag of its own (an ID3v2 TIT2 frame in front): other bytes, another
 * hash, the same valid 32 s of audio. Two learners' identical files would share one stored blob.
 */
export function uniqueRecording(): Buffer {
  recordings += 1;
  const title = Buffer.from(`\u0000Odpoveď ${recordings} ${Date.now()}`, 'latin1');
  const frame = Buffer.alloc(10 + title.length);
  frame.write('TIT2', 0, 'latin1');
  frame.writeUInt32BE(title.length, 4);
  title.copy(frame, 10);
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  const size = frame.length;
  header[6] = (size >> 21) & 0x7f;
  header[7] = (size >> 14) & 0x7f;
  header[8] = (size >> 7) & 0x7f;
  header[9] = size & 0x7f;
  return Buffer.concat([header, frame, RECORDING]);
}

/** A subscribed learner who opened today's speaking section, whose speaking task answers to the bot. */
export async function learnerAtBotTask(app: FastifyInstance, db: Db, options: { allowNewAttempt?: boolean } = {}) {
  const pupil = await learner(app, db);
  const get = (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: pupil.headers });
  const today = (await get('/activities/today?tz=UTC')).json();
  const sectionId = today.activity.sections.find((s: { section_type: string }) => s.section_type === 'speaking')
    .section_id as number;
  const [task] = await db.query<{ id: number; prompt: string }>(
    `SELECT id, task_data->>'instructions' AS prompt FROM activity_tasks
     WHERE section_id = $1 AND concrete_type = 'SpeakingTask' AND retired_at IS NULL ORDER BY position, id LIMIT 1`,
    [sectionId],
  );
  // What an editor's 'odpoveď botovi' in the studio writes.
  await db.query(
    `UPDATE activity_tasks SET task_data = task_data || jsonb_build_object('answer_via', 'bot', 'allow_new_attempt', $2::boolean) WHERE id = $1`,
    [task!.id, options.allowNewAttempt ?? false],
  );
  const opened = await get(`/activities/section/${sectionId}`);
  assert.equal(opened.statusCode, 200, opened.body);
  const sender: Sender = { id: pupil.tg.id, first_name: pupil.tg.first_name };
  return {
    ...pupil,
    sender,
    sectionId,
    activityId: today.activity.activity_id as number,
    taskId: task!.id,
    prompt: task!.prompt,
  };
}

/** The deep link's /start as Telegram delivers it. */
export function startMessage(sender: Sender, messageId: number, payload: string) {
  const text = `/start ${payload}`;
  return privateMessage(sender, messageId, { text, entities: [{ type: 'bot_command', offset: 0, length: 6 }] });
}

/** A voice message whose file the fake holds (put it there first with `fake.putFile`). */
export function voiceMessage(
  sender: Sender,
  messageId: number,
  file: { id: string; uniqueId: string; size?: number; duration?: number },
  kind: 'voice' | 'audio' | 'video_note' = 'voice',
) {
  return privateMessage(sender, messageId, {
    [kind]: {
      file_id: file.id,
      file_unique_id: file.uniqueId,
      duration: file.duration ?? 32,
      ...(kind === 'voice' ? { mime_type: 'audio/ogg' } : {}),
      ...(file.size !== undefined ? { file_size: file.size } : {}),
    },
  });
}

export function messagesTo(fake: FakeBotApi, tg: { id: number }) {
  return fake.callsOf('sendMessage').filter((call) => call.params.chat_id === tg.id);
}

export function buttonOf(call: { params: Record<string, unknown> }) {
  const markup = call.params.reply_markup as { inline_keyboard: Array<Array<{ text: string; web_app: { url: string } }>> };
  return markup.inline_keyboard[0]![0]!;
}

/** The learner's recordings as stored (status, attempt, whether its bytes are there). */
export async function recordingsOf(db: Db, userId: number) {
  return db.query<{ id: number; status: string; attempt: number; message_id: number; hash: string | null; blob: boolean }>(
    `SELECT r.id, r.status, r.attempt, r.message_id, r.hash,
            EXISTS (SELECT 1 FROM media_blobs b WHERE b.hash = r.hash) AS blob
     FROM speaking_recordings r WHERE r.user_id = $1 ORDER BY r.id`,
    [userId],
  );
}
