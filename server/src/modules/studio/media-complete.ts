/**
 * Whether an audio or video file is all there: music-metadata reads a duration from the first
 * frames or the headers (the first 1 KB of a 97 KB MP3 "lasted" 32 s), so the upload also walks
 * the file's structure to its end. Each check answers false for a file cut short; a format it
 * does not know passes (the type check before it admits only those below).
 */

const ascii = (bytes: Buffer, at: number, length: number) => bytes.toString('latin1', at, at + length);

/** MPEG audio: bitrates (kbit/s) by [version is 1][layer 1–3][index]; sample rates by version. */
const BITRATES: Record<string, number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The length of the MPEG audio frame whose header is at `at`, or 0 when there is none. */
function mpegFrameLength(bytes: Buffer, at: number): number {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return 0;
  const version = (bytes[at + 1]! >> 3) & 3; // 3: MPEG 1, 2: MPEG 2, 0: MPEG 2.5
  const layer = 4 - ((bytes[at + 1]! >> 1) & 3); // 1, 2, 3 (4: reserved)
  const bitrateIndex = bytes[at + 2]! >> 4;
  const rateIndex = (bytes[at + 2]! >> 2) & 3;
  const padding = (bytes[at + 2]! >> 1) & 1;
  if (version === 1 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return 0;
  const bitrate = BITRATES[`${version === 3 ? 1 : 2}-${layer}`]![bitrateIndex]! * 1000;
  const rate = SAMPLE_RATES[version]![rateIndex]!;
  if (layer === 1) return (Math.floor((12 * bitrate) / rate) + padding) * 4;
  const perFrame = layer === 3 && version !== 3 ? 72 : 144;
  return Math.floor((perFrame * bitrate) / rate) + padding;
}

/** What may follow the last frame: an ID3v1 tag, an APE tag, Lyrics3. */
function isTrailer(bytes: Buffer, at: number): boolean {
  const rest = bytes.length - at;
  if (rest === 0) return true;
  const tail = ascii(bytes, at, Math.min(rest, 9));
  return (tail.startsWith('TAG') && rest <= 128 + 227) || tail.startsWith('APETAGEX') || tail.startsWith('LYRICSBEG');
}

/** MP3: frame after frame from the first to the end; the last one complete. */
export function mp3Complete(bytes: Buffer): boolean {
  let at = 0;
  // ID3v2 tags at the start (their size is syncsafe: 7 bits a byte), possibly several.
  while (ascii(bytes, at, 3) === 'ID3' && at + 10 <= bytes.length) {
    const size =
      ((bytes[at + 6]! & 0x7f) << 21) |
      ((bytes[at + 7]! & 0x7f) << 14) |
      ((bytes[at + 8]! & 0x7f) << 7) |
      (bytes[at + 9]! & 0x7f);
    at += 10 + size + ((bytes[at + 5]! & 0x10) !== 0 ? 10 : 0);
  }
  // Some encoders leave a few padding bytes before the first frame.
  while (at < bytes.length && mpegFrameLength(bytes, at) === 0 && at < 4096) at += 1;
  let frames = 0;
  for (;;) {
    const length = mpegFrameLength(bytes, at);
    if (length === 0) break;
    if (at + length > bytes.length) return false;
    at += length;
    frames += 1;
  }
  return frames > 0 && isTrailer(bytes, at);
}

/** WAV (RIFF): every chunk, the data chunk included, as long as it says. */
export function wavComplete(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  let at = 12;
  let data = false;
  while (at + 8 <= bytes.length) {
    const size = bytes.readUInt32LE(at + 4);
    if (at + 8 + size > bytes.length) return false;
    if (ascii(bytes, at, 4) === 'data' && size > 0) data = true;
    at += 8 + size + (size % 2);
  }
  return data;
}

/** MP4, M4A (ISO base media): every top-level box within the file, a moov and an mdat among them. */
export function mp4Complete(bytes: Buffer): boolean {
  const seen = new Set<string>();
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(at);
    const type = ascii(bytes, at + 4, 4);
    if (size === 1) {
      if (at + 16 > bytes.length) return false;
      size = Number(bytes.readBigUInt64BE(at + 8));
    } else if (size === 0) size = bytes.length - at; // to the end of the file
    if (size < 8 || at + size > bytes.length) return false;
    seen.add(type);
    at += size;
  }
  return at === bytes.length && seen.has('moov') && seen.has('mdat');
}

/** Ogg: page after page to the end, the last one marked end of stream. */
export function oggComplete(bytes: Buffer): boolean {
  let at = 0;
  let last = false;
  while (at < bytes.length) {
    if (at + 27 > bytes.length || ascii(bytes, at, 4) !== 'OggS') return false;
    const segments = bytes[at + 26]!;
    if (at + 27 + segments > bytes.length) return false;
    let size = 27 + segments;
    for (let i = 0; i < segments; i++) size += bytes[at + 27 + i]!;
    if (at + size > bytes.length) return false;
    last = (bytes[at + 5]! & 0x04) !== 0;
    at += size;
  }
  return last;
}

/** The EBML variable-length number at `at`: its value (null for "unknown") and length. */
function vint(bytes: Buffer, at: number): { value: number | null; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) unknown = false;
  }
  return { value: unknown ? null : value, length };
}

/** WebM (EBML): the header and the Segment within the file (a live stream's unknown size passes). */
export function webmComplete(bytes: Buffer): boolean {
  let at = 0;
  while (at < bytes.length) {
    const id = vint(bytes, at);
    if (!id) return false;
    const size = vint(bytes, at + id.length);
    if (!size) return false;
    const body = at + id.length + size.length;
    if (size.value === null) return body <= bytes.length;
    if (body + size.value > bytes.length) return false;
    at = body + size.value;
  }
  return true;
}

/** Whether a file of this (detected) type is complete. */
export function mediaComplete(bytes: Buffer, mime: string): boolean {
  switch (mime) {
    case 'audio/mpeg':
      return mp3Complete(bytes);
    case 'audio/wav':
    case 'audio/vnd.wave':
    case 'audio/x-wav':
      return wavComplete(bytes);
    case 'video/mp4':
    case 'audio/mp4':
    case 'audio/x-m4a':
    case 'audio/m4a':
      return mp4Complete(bytes);
    case 'audio/ogg':
    case 'audio/opus':
    case 'video/ogg':
      return oggComplete(bytes);
    case 'audio/webm':
    case 'video/webm':
      return webmComplete(bytes);
    default:
      return true;
  }
}
