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
import type { Db, Queryable } from '../../db/types';
import { badRequest, HttpError } from '../../errors';
import { ensureFile } from '../files/index';
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
import { mediaComplete } from './media-complete';
import { storeBlobs } from './media-store';
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
  // A duration is read from the first frames or headers: the end must be there too.
  if (!mediaComplete(bytes, mime)) throw badRequest(unreadable, 'file');
  return duration;
}

/** Which limit a type's bytes are held to, and the word the 413 names it by. */
export function limitOf(mime: string, videoBytes: number): { bytes: number; what: string } | null {
  if ((STUDIO_AUDIO_TYPES as readonly string[]).includes(mime)) return { bytes: STUDIO_MAX_AUDIO_BYTES, what: 'nahrávka' };
  if ((STUDIO_IMAGE_TYPES as readonly string[]).includes(mime)) return { bytes: STUDIO_MAX_IMAGE_BYTES, what: 'obrázok' };
  if ((STUDIO_VIDEO_TYPES as readonly string[]).includes(mime)) return { bytes: videoBytes, what: 'video' };
  return null;
}

/** 413 naming the limit of what the file is (audio, image or video). */
export const tooLargeFor = (limit: { bytes: number; what: string }) => tooLarge(limit.bytes, limit.what);

export const UNSUPPORTED_TYPE =
  'Tento súbor sa nedá nahrať: nahrajte zvuk (MP3, OGG, M4A, WAV), obrázok (JPEG, PNG, WebP) alebo video (MP4, WebM).';

/**
 * POST /studio/media: the type comes from the bytes (file-type), never from the name; audio and
 * video must parse, have their duration read (music-metadata) and be complete to their last
 * frame or box (media-complete.ts). Stored once per content hash, in one transaction with its
 * sizes and its files row: an upload cut off at any point leaves nothing (`db` a Db opens it; a
 * transaction passed in is used as it is).
 */
export async function uploadMedia(
  db: Db | Queryable,
  actor: Actor,
  filename: string,
  bytes: Buffer,
  options: UploadOptions = {},
): Promise<StudioMedia> {
  if (bytes.length === 0) throw badRequest('Súbor je prázdny.', 'file');
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime ?? '';
  const limit = limitOf(mime, options.videoBytes ?? STUDIO_MAX_VIDEO_BYTES);
  if (!limit) throw new HttpError(415, UNSUPPORTED_TYPE, 'file');
  if (bytes.length > limit.bytes) throw tooLargeFor(limit);
  const audio = limit.what === 'nahrávka';
  const video = limit.what === 'video';
  const image = limit.what === 'obrázok';

  let duration: number | null = null;
  if (audio) duration = await durationOf(bytes, mime, 'Nahrávku sa nepodarilo prečítať: je súbor celý?');
  if (video) duration = await durationOf(bytes, mime, 'Video sa nepodarilo prečítať: je súbor celý?');

  const size: ImageSize | null = image ? await imageSize(bytes) : null;

  const hash = createHash('sha256').update(bytes).digest('hex');
  const seconds = duration === null ? null : Math.round(duration * 1000) / 1000;
  // Made once per content: the same bytes uploaded again reuse what is stored. Encoded before the
  // transaction, so it holds no lock for sharp's seconds.
  const stored = size ? await variantsOf(db, hash) : [];
  const encoded =
    size && stored.length < widthsFor(size.width).length ? await (options.encode ?? encodeVariants)(bytes, size) : null;
  const name = filename.trim().slice(0, 200) || `${hash.slice(0, 12)}.${detected!.ext}`;

  const write = async (tx: Queryable) => {
    await storeBlobs(tx, [{ hash, mime, bytes, durationSeconds: seconds, width: size?.width, height: size?.height }], actor.id);
    const variants = encoded ? await storeVariants(tx, hash, encoded, actor.id) : stored;
    const fileId = await ensureFile(tx, {
      file_type: audio ? 'audio' : video ? 'video' : 'image',
      file_url: mediaUrl(hash),
      original_filename: name,
      is_primary: options.isPrimary ?? true,
    });
    return { variants, fileId };
  };
  const { variants, fileId } = 'transaction' in db ? await db.transaction(write) : await write(db);
  return {
    file_id: fileId,
    url: mediaUrl(hash),
    hash,
    mime,
    size: bytes.length,
    duration_seconds: seconds,
    filename: name,
    ...(size && { width: size.width, height: size.height, variants, srcset: srcsetOf(variants) }),
  };
}
