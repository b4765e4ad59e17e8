import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { encodeVariants, type EncodedVariant, type ImageSize, ENCODER_SETTINGS, widthsFor } from './media-images';

/** Encodes an image's sizes (encodeVariants, or one that remembers what it made). */
export type VariantEncoder = (bytes: Buffer, size: ImageSize) => Promise<EncodedVariant[]>;

/**
 * An encoder that keeps what it made in `dir`, one WebP per (content hash, width, encoder): the
 * demo content's ~40 pictures cost ~1.7 s of sharp on every fresh database otherwise (every test
 * seeds one), and the same bytes with the same encoder give the same sizes. A cache that cannot be
 * read or written (a read-only checkout) only costs the encoding; a file from another sharp
 * version or other settings has another name.
 */
export function cachedEncoder(dir: string): VariantEncoder {
  const signature = createHash('sha256')
    .update(JSON.stringify({ sharp: sharp.versions, ...ENCODER_SETTINGS }))
    .digest('hex')
    .slice(0, 12);
  return async (bytes, size) => {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const name = (width: number) => join(dir, `${hash}-${width}-${signature}.webp`);
    try {
      const cached: EncodedVariant[] = [];
      for (const width of widthsFor(size.width)) {
        const stored = readFileSync(name(width));
        const meta = await sharp(stored).metadata();
        cached.push({ width: meta.width, height: meta.height, bytes: stored });
      }
      return cached;
    } catch {
      // Not there yet (or unreadable): made below.
    }
    const made = await encodeVariants(bytes, size);
    try {
      mkdirSync(dir, { recursive: true });
      for (const variant of made) {
        // Written aside and renamed: two servers seeding at once never read half a file.
        const temporary = `${name(variant.width)}.${process.pid}.tmp`;
        writeFileSync(temporary, variant.bytes);
        renameSync(temporary, name(variant.width));
      }
    } catch {
      // A read-only checkout: the next seed encodes again.
    }
    return made;
  };
}
