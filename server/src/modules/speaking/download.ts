import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { GrammyError, type Api } from 'grammy';
import type { BotConfig, JobHandler } from '../bot/index';
import { checkRecording } from './audio-check';
import { giveUpRecording, MAX_RECORDING_BYTES, MAX_RECORDING_SECONDS, storeRecording } from './answers';
import { speakingText } from './text';

/** Telegram keeps a file for at least an hour; one download may take this long at most. */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/** A download that no retry will fix (Telegram refuses the file: too big, gone). */
class Permanent extends Error {}

/** Demo mode has no Telegram: the demo's voice answers (demo-routes.ts) "download" this recording. */
export const DEMO_RECORDING = fileURLToPath(new URL('../../../media/activities/den-01-lucia.mp3', import.meta.url));

/**
 * getFile, then the file's bytes from `<api root>/file/bot<token>/<file_path>`, read no further
 * than the limit (a file over it is refused, not downloaded whole).
 */
async function fromTelegram(api: Api, config: BotConfig, fileId: string): Promise<Buffer | 'too_large'> {
  let file: Awaited<ReturnType<Api['getFile']>>;
  try {
    file = await api.getFile(fileId);
  } catch (error) {
    // "file is too big" and "wrong file_id" do not change with a retry.
    if (error instanceof GrammyError && error.error_code === 400) {
      if (/too big/i.test(error.description)) return 'too_large';
      throw new Permanent(`getFile: ${error.description}`);
    }
    throw error;
  }
  if ((file.file_size ?? 0) > MAX_RECORDING_BYTES) return 'too_large';
  if (!file.file_path) throw new Permanent('getFile: no file_path');
  const response = await fetch(`${config.apiRoot}/file/bot${config.token}/${file.file_path}`, {
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
  });
  if (response.status === 404 || response.status === 400) throw new Permanent(`download: HTTP ${response.status}`);
  if (!response.ok || !response.body) throw new Error(`download: HTTP ${response.status}`);
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > MAX_RECORDING_BYTES) {
      await response.body.cancel().catch(() => {});
      return 'too_large';
    }
    parts.push(Buffer.from(chunk));
  }
  return Buffer.concat(parts);
}

const refusals = {
  not_audio: speakingText.notAudio,
  too_long: speakingText.tooLong(MAX_RECORDING_SECONDS),
  too_large: speakingText.tooLarge(MAX_RECORDING_BYTES),
};

/**
 * The outbox job of one received recording. A failure is thrown (the worker retries it with
 * backoff) until the last attempt the worker allows; then, or for a failure no retry fixes, the
 * recording is marked failed and the learner is asked to send it again: they hear of a failure
 * only when it is final.
 */
export function downloadJob(config: BotConfig): JobHandler {
  return async (job, { api, db, log }) => {
    const id = Number(job.payload.recording_id);
    const [row] = await db.query<{ file_id: string; title: string }>(
      `SELECT r.file_id, s.title FROM speaking_recordings r JOIN activity_sections s ON s.id = r.section_id
       WHERE r.id = $1 AND r.status = 'downloading'`,
      [id],
    );
    if (!row) return;
    let bytes: Buffer | 'too_large';
    try {
      bytes = api ? await fromTelegram(api, config, row.file_id) : await readFile(DEMO_RECORDING);
    } catch (error) {
      // The worker parks the job at its maxFailures-th failed run (jobs/lease.ts `fail`, counting
      // failures, not claims: a 429's wait is no failure), so this run failing is the last one then.
      const final = error instanceof Permanent || job.failures + 1 >= config.tuning.maxFailures;
      if (!final) throw error;
      log.error(
        { err: error, recording: id, attempt: job.attempt, failures: job.failures + 1 },
        'speaking: download failed for good',
      );
      await giveUpRecording(db, id, {
        status: 'failed',
        reason: String((error as Error).message),
        words: speakingText.failed(row.title),
      });
      return;
    }
    const checked = bytes === 'too_large' ? ({ ok: false, reason: 'too_large' } as const) : await checkRecording(bytes);
    if (!checked.ok) {
      await giveUpRecording(db, id, { status: 'refused', reason: checked.reason, words: refusals[checked.reason] });
      return;
    }
    const outcome = await storeRecording(db, {
      id,
      hash: checked.hash,
      mime: checked.mime,
      bytes: bytes as Buffer,
      durationSeconds: checked.durationSeconds,
    });
    log.info({ recording: id, outcome, seconds: checked.durationSeconds }, 'speaking: recording downloaded');
  };
}
