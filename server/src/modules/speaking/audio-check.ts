import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import { mediaComplete } from '../studio/index';
import { MAX_RECORDING_BYTES, MAX_RECORDING_SECONDS } from './answers';

/**
 * What a voice answer may be, judged by its bytes (file-type), never by what the message or the
 * file name claims: Telegram's voice (OGG/Opus), an audio file (MP3, M4A, WAV, OGG), a video note
 * (MP4), a WebM recording.
 */
const RECORDING_TYPES = new Set([
  'audio/ogg',
  'audio/opus',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/m4a',
  'audio/wav',
  'audio/vnd.wave',
  'audio/x-wav',
  'audio/webm',
  'video/mp4',
  'video/webm',
  'video/ogg',
]);

export type Checked =
  | { ok: true; mime: string; hash: string; durationSeconds: number }
  | { ok: false; reason: 'not_audio' | 'too_long' | 'too_large' };

/** The recording's type, duration and hash; a refusal when its bytes are no complete recording within the limits. */
export async function checkRecording(bytes: Buffer): Promise<Checked> {
  if (bytes.length > MAX_RECORDING_BYTES) return { ok: false, reason: 'too_large' };
  if (bytes.length === 0) return { ok: false, reason: 'not_audio' };
  const mime = (await fileTypeFromBuffer(bytes))?.mime ?? '';
  if (!RECORDING_TYPES.has(mime)) return { ok: false, reason: 'not_audio' };
  let duration: number | undefined;
  try {
    duration = (await parseBuffer(bytes, { mimeType: mime, size: bytes.length }, { duration: true })).format.duration;
  } catch {
    return { ok: false, reason: 'not_audio' };
  }
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0 || !mediaComplete(bytes, mime))
    return { ok: false, reason: 'not_audio' };
  if (duration > MAX_RECORDING_SECONDS) return { ok: false, reason: 'too_long' };
  return { ok: true, mime, hash: createHash('sha256').update(bytes).digest('hex'), durationSeconds: duration };
}
