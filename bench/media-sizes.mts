/**
 * What resizing on upload saves: every demo image (server/media/{blog,meetings,news}/…) through the
 * studio's upload encoder (server/src/modules/studio/media-images.ts), printing the original's
 * bytes and each WebP width's, and the bytes a screen loads at each width before and after.
 *
 *   npm run bench:media      (node --import tsx bench/media-sizes.mts)
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STUDIO_IMAGE_WIDTHS } from '@app/studio-contract';
import { encodeVariants, imageSize } from '../server/src/modules/studio/media-images';

const root = fileURLToPath(new URL('../server/media/', import.meta.url));

async function images(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? images(join(dir, e.name)) : /\.(jpe?g|png|webp)$/i.test(e.name) ? [join(dir, e.name)] : [],
    ),
  );
  return found.flat().sort();
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const files = await images(root);
const widths = [...STUDIO_IMAGE_WIDTHS];
/** Bytes a screen showing each width loads: the original before, the nearest variant ≥ it after. */
const before = new Map(widths.map((w) => [w, 0]));
const after = new Map(widths.map((w) => [w, 0]));
let originals = 0;
let stored = 0;
console.log(`| image | original | ${widths.map((w) => `${w} w`).join(' | ')} |`);
console.log(`|---|---|${widths.map(() => '---').join('|')}|`);
for (const file of files) {
  const bytes = await readFile(file);
  const size = await imageSize(bytes);
  const variants = await encodeVariants(bytes, size);
  originals += bytes.length;
  stored += variants.reduce((n, v) => n + v.bytes.length, 0);
  const cells = widths.map((w) => {
    const used = variants.find((v) => v.width >= w) ?? variants.at(-1)!;
    before.set(w, before.get(w)! + bytes.length);
    after.set(w, after.get(w)! + used.bytes.length);
    return used.width === w ? kb(used.bytes.length) : `(${used.width}) ${kb(used.bytes.length)}`;
  });
  console.log(`| ${relative(root, file)} ${size.width}×${size.height} | ${kb(bytes.length)} | ${cells.join(' | ')} |`);
}
console.log(
  `\n${files.length} images; originals ${kb(originals)}, their WebP sizes together ${kb(stored)} (stored beside them).`,
);
for (const w of widths)
  console.log(
    `a screen at ${w} px: ${kb(before.get(w)!)} → ${kb(after.get(w)!)} (${Math.round((100 * after.get(w)!) / before.get(w)!)} %)`,
  );
