import type { Db, Queryable } from '../../db/types';
import { enqueueJob, enqueueMessage } from '../bot/index';
import { submitSpokenSection } from '../activities/index';
import { storeBlobs } from '../studio/index';
import { speakingText } from './text';

/** Telegram's Bot API downloads files up to 20 MB; an answer longer than 5 minutes is no answer to a task. */
export const MAX_RECORDING_BYTES = 20 * 1024 * 1024;
export const MAX_RECORDING_SECONDS = 5 * 60;
/** The outbox job that downloads one received recording (download.ts). */
export const DOWNLOAD_JOB = 'speaking.download';
/** The bot's replies about answers: asked for by the learner's own message, so no toggle applies. */
const REPLY = 'speaking_reply';

/** A voice, audio, video note or audio document as the webhook received it. */
export interface IncomingRecording {
  telegramId: number;
  updateId: number;
  messageId: number;
  kind: 'voice' | 'audio' | 'video_note' | 'document';
  fileId: string;
  fileUniqueId: string;
  fileSize?: number;
  duration?: number;
}

/** A speaking task as the bot needs it: its texts, where it sits, how it is answered. */
export interface BotTask {
  id: number;
  section_id: number;
  activity_id: number;
  title: string;
  prompt: string;
  answer_via: string | null;
  allow_new_attempt: boolean;
  reached: boolean;
  live: boolean;
}

export async function loadBotTask(db: Queryable, userId: number, taskId: number): Promise<BotTask | undefined> {
  const [task] = await db.query<BotTask>(
    `SELECT t.id, t.section_id, s.activity_id, s.title, coalesce(t.task_data->>'instructions', t.instructions) AS prompt,
            t.task_data->>'answer_via' AS answer_via,
            coalesce((t.task_data->>'allow_new_attempt')::boolean, false) AS allow_new_attempt,
            EXISTS (SELECT 1 FROM user_activities ua WHERE ua.user_id = $1 AND ua.activity_id = s.activity_id) AS reached,
            t.retired_at IS NULL AS live
     FROM activity_tasks t JOIN activity_sections s ON s.id = t.section_id
     WHERE t.id = $2 AND t.concrete_type = 'SpeakingTask'`,
    [userId, taskId],
  );
  return task;
}

const reply = (tx: Queryable, userId: number, subject: string, text: string, path: string, button: string) =>
  enqueueMessage(tx, { userId, kind: REPLY, toggle: null, subject, text, path, button });

/**
 * /start speak_<task id>: the bot waits for this task's answer from this learner (replacing any
 * other it waited for) and asks with the task's prompt. A task of a day the learner has not
 * reached, a retired or unknown one, or one answered in a chat is explained instead.
 */
export async function askForAnswer(tx: Queryable, userId: number, taskId: number, updateId: number): Promise<void> {
  const task = await loadBotTask(tx, userId, taskId);
  const subject = `update:${updateId}`;
  if (!task || !task.live || task.answer_via !== 'bot')
    return void (await reply(tx, userId, subject, speakingText.unknownTask, '/activity', speakingText.todayButton));
  if (!task.reached)
    return void (await reply(tx, userId, subject, speakingText.notReached, '/activity', speakingText.todayButton));
  await tx.query(
    `INSERT INTO speaking_prompts (user_id, task_id, asked_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id) DO UPDATE SET task_id = EXCLUDED.task_id, asked_at = now()`,
    [userId, taskId],
  );
  await reply(
    tx,
    userId,
    subject,
    speakingText.ask(task.title, task.prompt),
    `/activity/section/${task.section_id}`,
    speakingText.dayButton,
  );
}

/** What the bot did with a received recording (tests and the log read it). */
export type Received =
  'stranger' | 'nothing_pending' | 'not_reached' | 'too_long' | 'too_large' | 'already_scored' | 'replayed' | 'downloading';

/**
 * A recording reached the bot. Under the learner's row lock (two messages of one learner are
 * decided one after the other): the task the bot waits for, reached and still live; the limits
 * Telegram states in the message (nothing stored beyond them); the attempt (a scored answer
 * starts a new one only when the task allows it); then one row per file (a replayed file,
 * whatever its update, is not stored twice) and its download job, in this transaction.
 */
export async function receiveRecording(db: Db, incoming: IncomingRecording): Promise<Received> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number }>('SELECT id FROM users WHERE telegram_id = $1 FOR UPDATE', [
      incoming.telegramId,
    ]);
    // Someone who never opened the app nor started the bot: nobody to store anything for.
    if (!user) return 'stranger';
    const subject = `update:${incoming.updateId}`;
    const [prompt] = await tx.query<{ task_id: number }>('SELECT task_id FROM speaking_prompts WHERE user_id = $1', [user.id]);
    const task = prompt ? await loadBotTask(tx, user.id, prompt.task_id) : undefined;
    if (!task || !task.live || task.answer_via !== 'bot') {
      await reply(tx, user.id, subject, speakingText.nothingPending, '/activity', speakingText.todayButton);
      return 'nothing_pending';
    }
    if (!task.reached) {
      await reply(tx, user.id, subject, speakingText.notReached, '/activity', speakingText.todayButton);
      return 'not_reached';
    }
    const day = `/activity/${task.activity_id}`;
    if ((incoming.duration ?? 0) > MAX_RECORDING_SECONDS) {
      await reply(tx, user.id, subject, speakingText.tooLong(MAX_RECORDING_SECONDS), day, speakingText.dayButton);
      return 'too_long';
    }
    if ((incoming.fileSize ?? 0) > MAX_RECORDING_BYTES) {
      await reply(tx, user.id, subject, speakingText.tooLarge(MAX_RECORDING_BYTES), day, speakingText.dayButton);
      return 'too_large';
    }
    const [seen] = await tx.query('SELECT 1 FROM speaking_recordings WHERE user_id = $1 AND file_unique_id = $2', [
      user.id,
      incoming.fileUniqueId,
    ]);
    if (seen) return 'replayed';
    const attempt = await attemptFor(tx, user.id, task);
    if (attempt === null) {
      await reply(tx, user.id, subject, speakingText.alreadyScored(task.title), day, speakingText.resultsButton);
      return 'already_scored';
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO speaking_recordings (user_id, task_id, section_id, attempt, message_id, update_id, media_kind, file_id, file_unique_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        user.id,
        task.id,
        task.section_id,
        attempt,
        incoming.messageId,
        incoming.updateId,
        incoming.kind,
        incoming.fileId,
        incoming.fileUniqueId,
      ],
    );
    await enqueueJob(tx, { kind: DOWNLOAD_JOB, subject: `recording:${row!.id}`, payload: { recording_id: Number(row!.id) } });
    return 'downloading';
  });
}

/**
 * The attempt a new recording belongs to: the latest one, unless its answer has been scored
 * (the section evaluated since it was stored); then the next, if the task allows a new attempt,
 * else null.
 */
async function attemptFor(tx: Queryable, userId: number, task: BotTask): Promise<number | null> {
  const [latest] = await tx.query<{ attempt: number; stored_at: Date | null }>(
    `SELECT attempt, stored_at FROM speaking_recordings
     WHERE user_id = $1 AND task_id = $2 AND status = 'stored' ORDER BY attempt DESC LIMIT 1`,
    [userId, task.id],
  );
  if (!latest) return 1;
  const [progress] = await tx.query<{ status: string; evaluated_at: Date | null }>(
    'SELECT status, evaluated_at FROM section_progress WHERE user_id = $1 AND section_id = $2',
    [userId, task.section_id],
  );
  const scored = progress?.status === 'evaluated';
  if (!scored) return latest.attempt;
  return task.allow_new_attempt ? latest.attempt + 1 : null;
}

/** A recording the download job is about to store. */
export interface DownloadedRecording {
  id: number;
  hash: string;
  mime: string;
  bytes: Buffer;
  durationSeconds: number;
}

interface PendingRow {
  user_id: number;
  task_id: number;
  section_id: number;
  attempt: number;
  message_id: number;
  status: string;
}

/**
 * Stores a downloaded answer, under the learner's row lock so two answers to one task are
 * decided in order: the one with the later Telegram message wins whatever order the downloads
 * finish in (an earlier message finishing last is recorded as replaced, its bytes never kept).
 * The previous answer of the attempt is replaced (its bytes deleted by the trigger), the
 * section is submitted to the teacher once every bot-answered task of it has its answer (or
 * goes back to the teacher for a new attempt), and the bot confirms, in this transaction.
 */
export async function storeRecording(
  db: Db,
  done: DownloadedRecording,
  now = new Date(),
): Promise<'stored' | 'superseded' | 'gone'> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.query<{ user_id: number }>('SELECT user_id FROM speaking_recordings WHERE id = $1', [done.id]);
    if (!owner) return 'gone';
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [owner.user_id]);
    const [row] = await tx.query<PendingRow>(
      `SELECT user_id, task_id, section_id, attempt, message_id, status FROM speaking_recordings WHERE id = $1`,
      [done.id],
    );
    if (!row || row.status !== 'downloading') return 'gone';
    const [newer] = await tx.query(
      `SELECT 1 FROM speaking_recordings WHERE user_id = $1 AND task_id = $2 AND attempt = $3 AND status = 'stored' AND message_id > $4`,
      [row.user_id, row.task_id, row.attempt, row.message_id],
    );
    if (newer) {
      await tx.query(`UPDATE speaking_recordings SET status = 'replaced' WHERE id = $1`, [done.id]);
      return 'superseded';
    }
    await storeBlobs(
      tx,
      [{ hash: done.hash, mime: done.mime, bytes: done.bytes, durationSeconds: done.durationSeconds }],
      row.user_id,
    );
    const replaced = await tx.query<{ id: number }>(
      `UPDATE speaking_recordings SET status = 'replaced'
       WHERE user_id = $1 AND task_id = $2 AND attempt = $3 AND status = 'stored' RETURNING id`,
      [row.user_id, row.task_id, row.attempt],
    );
    await tx.query(
      `UPDATE speaking_recordings SET status = 'stored', hash = $2, mime = $3, size = $4, duration_seconds = $5, stored_at = $6
       WHERE id = $1`,
      [done.id, done.hash, done.mime, done.bytes.length, Math.round(done.durationSeconds * 1000) / 1000, now],
    );
    // Only now: the trigger deletes a replaced answer's bytes unless this answer holds the same ones.
    if (replaced.length > 0)
      await tx.query('UPDATE speaking_recordings SET hash = NULL WHERE id = ANY($1::bigint[])', [replaced.map((r) => r.id)]);
    const submitted = await submitForTeacher(tx, row, now);
    const [task] = await tx.query<{ title: string; activity_id: number }>(
      'SELECT s.title, s.activity_id FROM activity_sections s WHERE s.id = $1',
      [row.section_id],
    );
    const words =
      replaced.length > 0
        ? speakingText.replaced(task!.title)
        : submitted === 'again'
          ? speakingText.newAttempt(task!.title)
          : speakingText.received(task!.title);
    await reply(tx, row.user_id, `recording:${done.id}`, words, `/activity/${task!.activity_id}`, speakingText.dayButton);
    return 'stored';
  });
}

/**
 * The section goes to the teachers' queue when every live bot-answered task of it has a stored
 * answer (the activities module writes the section's rows: submitSpokenSection). A section still
 * waiting for another task's answer stays as it is.
 */
async function submitForTeacher(tx: Queryable, row: PendingRow, now: Date): Promise<'first' | 'again' | 'waiting' | 'already'> {
  const [missing] = await tx.query(
    `SELECT 1 FROM activity_tasks t
     WHERE t.section_id = $1 AND t.retired_at IS NULL AND t.concrete_type = 'SpeakingTask' AND t.task_data->>'answer_via' = 'bot'
       AND NOT EXISTS (SELECT 1 FROM speaking_recordings r WHERE r.user_id = $2 AND r.task_id = t.id AND r.status = 'stored')`,
    [row.section_id, row.user_id],
  );
  if (missing) return 'waiting';
  return submitSpokenSection(tx, { userId: row.user_id, sectionId: row.section_id, newAttempt: row.attempt > 1 }, now);
}

/** A download that failed for good, or bytes refused: the row says why, the learner is told. */
export async function giveUpRecording(
  db: Db,
  id: number,
  outcome: { status: 'failed' | 'refused'; reason: string; words: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: number; activity_id: number }>(
      `UPDATE speaking_recordings r SET status = $2, refusal = $3 FROM activity_sections s
       WHERE r.id = $1 AND r.status = 'downloading' AND s.id = r.section_id RETURNING r.user_id, s.activity_id`,
      [id, outcome.status, outcome.reason.slice(0, 500)],
    );
    if (!row) return;
    await reply(tx, row.user_id, `recording:${id}`, outcome.words, `/activity/${row.activity_id}`, speakingText.dayButton);
  });
}
