import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import {
  STUDIO_AUDIO_TYPES,
  STUDIO_IMAGE_TYPES,
  STUDIO_MAX_AUDIO_BYTES,
  STUDIO_MAX_IMAGE_BYTES,
  STUDIO_MAX_VIDEO_BYTES,
  STUDIO_VIDEO_TYPES,
  type StudioMedia,
} from '@app/studio-contract';
import type { Queryable } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../errors';
import { ensureFile } from '../files/service';
import type { Actor } from './days';
import {
  encodeVariants,
  imageSize,
  mediaUrl,
  type ImageSize,
  srcsetOf,
  storeVariants,
  variantsOf,
  widthsFor,
} from './media-images';
import type { VariantEncoder } from './variant-cache';

export { mediaUrl };

export interface UploadOptions {
  /** The files row's is_primary (an upload is its item's primary file; the seed's attachments are not). */
  isPrimary?: boolean;
  /** How the sizes are made (the seed remembers them across fresh databases: variant-cache.ts). */
  encode?: VariantEncoder;
  /** Largest video, bytes (STUDIO_MAX_VIDEO_MB); the default's when not given. */
  videoBytes?: number;
}

const MB = 1024 * 1024;
const tooLarge = (limit: number, what: string) =>
  new HttpError(
    413,
    `Súbor je príliš veľký: ${what} môže mať najviac ${(limit / MB).toLocaleString('sk-SK', { maximumFractionDigits: 1 })} MB.`,
    'file',
  );

/** The running time of audio or video (music-metadata reads MP3, OGG, M4A, WAV, MP4 and WebM); 400 when it cannot. */
async function durationOf(bytes: Buffer, mime: string, unreadable: string): Promise<number> {
  let duration: number | undefined;
  try {
    duration = (await parseBuffer(bytes, { mimeType: mime, size: bytes.length }, { duration: true })).format.duration;
  } catch {
    throw badRequest(unreadable, 'file');
  }
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0) throw badRequest(unreadable, 'file');
  return duration;
}

/**
 * POST /studio/media: the type comes from the bytes (file-type), never from the name; audio and
 * video must parse and have their duration read (music-metadata). Stored once per content hash.
 */
export async function uploadMedia(
  db: Queryable,
  actor: Actor,
  filename: string,
  bytes: Buffer,
  options: UploadOptions = {},
): Promise<StudioMedia> {
  if (bytes.length === 0) throw badRequest('Súbor je prázdny.', 'file');
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime ?? '';
  const audio = (STUDIO_AUDIO_TYPES as readonly string[]).includes(mime);
  const image = (STUDIO_IMAGE_TYPES as readonly string[]).includes(mime);
  const video = (STUDIO_VIDEO_TYPES as readonly string[]).includes(mime);
  if (!audio && !image && !video)
    throw new HttpError(
      415,
      'Tento súbor sa nedá nahrať: nahrajte zvuk (MP3, OGG, M4A, WAV), obrázok (JPEG, PNG, WebP) alebo video (MP4, WebM).',
      'file',
    );
  if (audio && bytes.length > STUDIO_MAX_AUDIO_BYTES) throw tooLarge(STUDIO_MAX_AUDIO_BYTES, 'nahrávka');
  if (image && bytes.length > STUDIO_MAX_IMAGE_BYTES) throw tooLarge(STUDIO_MAX_IMAGE_BYTES, 'obrázok');
  const videoBytes = options.videoBytes ?? STUDIO_MAX_VIDEO_BYTES;
  if (video && bytes.length > videoBytes) throw tooLarge(videoBytes, 'video');

  let duration: number | null = null;
  if (audio) duration = await durationOf(bytes, mime, 'Nahrávku sa nepodarilo prečítať: je súbor celý?');
  if (video) duration = await durationOf(bytes, mime, 'Video sa nepodarilo prečítať: je súbor celý?');

  const size: ImageSize | null = image ? await imageSize(bytes) : null;

  const hash = createHash('sha256').update(bytes).digest('hex');
  await db.query(
    `INSERT INTO media_blobs (hash, mime, size, duration_seconds, width, height, bytes, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, decode($7, 'base64'), $8)
     ON CONFLICT (hash) DO NOTHING`,
    // As base64 text: a bytea parameter of megabytes takes PGlite tens of seconds to encode.
    [
      hash,
      mime,
      bytes.length,
      duration === null ? null : Math.round(duration * 1000) / 1000,
      size?.width ?? null,
      size?.height ?? null,
      bytes.toString('base64'),
      actor.id,
    ],
  );
  let variants = size ? await variantsOf(db, hash) : [];
  // Made once per content: the same bytes uploaded again (or an upload cut short) reuse what is stored.
  if (size && variants.length < widthsFor(size.width).length)
    variants = await storeVariants(db, hash, await (options.encode ?? encodeVariants)(bytes, size), actor.id);
  const name = filename.trim().slice(0, 200) || `${hash.slice(0, 12)}.${detected!.ext}`;
  const fileId = await ensureFile(db, {
    file_type: audio ? 'audio' : video ? 'video' : 'image',
    file_url: mediaUrl(hash),
    original_filename: name,
    is_primary: options.isPrimary ?? true,
  });
  return {
    file_id: fileId,
    url: mediaUrl(hash),
    hash,
    mime,
    size: bytes.length,
    duration_seconds: duration === null ? null : Math.round(duration * 1000) / 1000,
    filename: name,
    ...(size && { width: size.width, height: size.height, variants, srcset: srcsetOf(variants) }),
  };
}

export interface MediaBody {
  mime: string;
  size: number;
  bytes: Buffer;
}

/** The stored bytes of one hash; 404 for an unknown one. */
export async function readMedia(db: Queryable, hash: string): Promise<MediaBody> {
  const [row] = await db.query<{ mime: string; size: number; bytes: Uint8Array }>(
    'SELECT mime, size, bytes FROM media_blobs WHERE hash = $1',
    [hash],
  );
  if (!row) throw notFound(`Media ${hash} not found`);
  return { mime: row.mime, size: row.size, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) };
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of a body of `size` bytes; null when unsatisfiable or not one range. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return null;
  return { start, end };
}
