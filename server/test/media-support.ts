import { readFileSync } from 'node:fs';

/**
 * The demo MP4 (15 s) followed by a top-level `free` box up to `size` bytes: a valid, complete MP4
 * of any size, whose bytes differ from offset to offset (so a range answered from the wrong place shows).
 */
export function paddedMp4(size: number): Buffer {
  const mp4 = readFileSync(new URL('../media/blog/trh.mp4', import.meta.url));
  const free = Buffer.alloc(size - mp4.length);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  for (let i = 8; i < free.length; i++) free[i] = (i * 31) & 0xff;
  return Buffer.concat([mp4, free]);
}
