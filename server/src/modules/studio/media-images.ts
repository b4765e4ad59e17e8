import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { STUDIO_IMAGE_WIDTHS, type StudioMediaVariant } from '@app/studio-contract';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../errors';
import { MEDIA_PATH } from '../files/index';
import { storeBlobs } from './media-store';

/** A decompression bomb (a small PNG of 30 000 × 30 000 px) is refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * And so is one of 39 999 999 × 1 px (under the area, 8 s of sharp): no side longer than WebP's
 * largest (16 383) and a bit, which no camera or screenshot reaches.
 */
export const MAX_IMAGE_SIDE = 16_384;
/** WebP quality: at 80 photos look the same as the JPEG at a third of its bytes (bench/media-sizes.mts). */
const WEBP_QUALITY = 80;
const WEBP_EFFORT = 4;
/** What the encoder's output depends on besides the bytes (variant-cache.ts names its files by it). */
export const ENCODER_SETTINGS = { quality: WEBP_QUALITY, effort: WEBP_EFFORT, widths: STUDIO_IMAGE_WIDTHS } as const;

/** Where an uploaded file is served (public: <audio> sends no Authorization; the hash is the name). */
export const mediaUrl = (hash: string) => `${MEDIA_PATH}${hash}`;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface ImageSize {
  width: number;
  height: number;
}

/** Encoded variants of one image, before they are stored. */
export interface EncodedVariant extends ImageSize {
  bytes: Buffer;
}

/** The widths to make of an image `width` px wide: the screens' widths below it, and its own if it is narrower than the largest. */
export function widthsFor(width: number): number[] {
  const below = STUDIO_IMAGE_WIDTHS.filter((w) => w < width);
  const largest = STUDIO_IMAGE_WIDTHS[STUDIO_IMAGE_WIDTHS.length - 1]!;
  return width <= largest ? [...below, width] : below;
}

/** Its pixel size as shown (EXIF orientation applied); 400 naming `file` for what cannot be decoded. */
export async function imageSize(bytes: Buffer): Promise<ImageSize> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw badRequest('Obrázok sa nepodarilo prečítať: je súbor celý?', 'file');
  }
  if (!meta.width || !meta.height) throw badRequest('Obrázok sa nepodarilo prečítať: je súbor celý?', 'file');
  if (meta.width > MAX_IMAGE_SIDE || meta.height > MAX_IMAGE_SIDE)
    throw badRequest(
      `Obrázok je priveľký: každá strana môže mať najviac ${MAX_IMAGE_SIDE.toLocaleString('sk-SK')} bodov.`,
      'file',
    );
  if (meta.width * meta.height > MAX_IMAGE_PIXELS)
    throw badRequest(`Obrázok má priveľa bodov: najviac ${MAX_IMAGE_PIXELS / 1_000_000} megapixelov.`, 'file');
  // Orientations 5–8 are stored rotated by a quarter turn.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** Every width the screens show, as WebP (metadata dropped, orientation applied). */
export async function encodeVariants(bytes: Buffer, size: ImageSize): Promise<EncodedVariant[]> {
  const out: EncodedVariant[] = [];
  for (const width of widthsFor(size.width)) {
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true });
      out.push({ width: info.width, height: info.height, bytes: data });
    } catch {
      throw badRequest('Obrázok sa nepodarilo prečítať: je súbor celý?', 'file');
    }
  }
  return out;
}

/**
 * Stores the variants of the original `originalHash` (already in media_blobs), each at its own hash,
 * and answers them narrowest first, in the caller's transaction. A second upload of the same bytes
 * stores nothing new.
 */
export async function storeVariants(
  db: Queryable,
  originalHash: string,
  variants: EncodedVariant[],
  uploadedBy: number | null,
): Promise<StudioMediaVariant[]> {
  if (variants.length === 0) return [];
  const hashes = variants.map((variant) => sha256(variant.bytes));
  // Two statements for the blobs and their pieces, whatever the number of widths (the seed stores ~120).
  await storeBlobs(
    db,
    variants.map((variant, i) => ({
      hash: hashes[i]!,
      mime: 'image/webp',
      bytes: variant.bytes,
      width: variant.width,
      height: variant.height,
    })),
    uploadedBy,
  );
  await db.query(
    `INSERT INTO media_variants (original_hash, width, hash)
     SELECT $1, v.width, v.hash FROM unnest($2::int[], $3::text[]) AS v (width, hash)
     ON CONFLICT (original_hash, width) DO NOTHING`,
    [originalHash, variants.map((v) => v.width), hashes],
  );
  const stored: StudioMediaVariant[] = variants.map((variant, i) => ({
    width: variant.width,
    height: variant.height,
    url: mediaUrl(hashes[i]!),
    hash: hashes[i]!,
    mime: 'image/webp',
    size: variant.bytes.length,
  }));
  return stored.sort((a, b) => a.width - b.width);
}

/** The stored variants of an original, narrowest first (the first upload's, when the bytes come again). */
export async function variantsOf(db: Queryable, originalHash: string): Promise<StudioMediaVariant[]> {
  const rows = await db.query<{ width: number; height: number; hash: string; size: number }>(
    `SELECT v.width, b.height, v.hash, b.size FROM media_variants v JOIN media_blobs b ON b.hash = v.hash
     WHERE v.original_hash = $1 ORDER BY v.width`,
    [originalHash],
  );
  return rows.map((r) => ({
    width: r.width,
    height: r.height,
    url: mediaUrl(r.hash),
    hash: r.hash,
    mime: 'image/webp',
    size: r.size,
  }));
}

export const srcsetOf = (variants: StudioMediaVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');
