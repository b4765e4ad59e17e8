/**
 * Conditional and range requests on a stored file, per RFC 9110 (§13 preconditions, §14 ranges).
 * Everything here reads headers and the file's metadata only.
 */

/** What a Range header asks of a body of `size` bytes. */
export type RangeAnswer =
  /** Serve the whole file (200): no Range, one the server ignores, or several ranges. */
  | { kind: 'whole' }
  /** 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' }
  | { kind: 'part'; start: number; end: number };

const WHOLE: RangeAnswer = { kind: 'whole' };

/**
 * The range unit is case-insensitive (§14.1), and a range-set is a list (§5.6.1): whitespace
 * around its elements and empty elements are allowed. A Range that does not parse, names another
 * unit, or asks for `first > last` is ignored (§14.2: a server MAY ignore Range), and so are
 * several ranges: this server sends no multipart/byteranges (no player asks for it; the whole
 * file is a valid answer). Only a well-formed single range that starts past the end, or a suffix
 * of 0 bytes, is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return WHOLE;
  const equals = header.indexOf('=');
  if (equals < 0 || header.slice(0, equals).trim().toLowerCase() !== 'bytes') return WHOLE;
  const specs = header
    .slice(equals + 1)
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '');
  if (specs.length !== 1) return WHOLE;
  const match = /^(\d*)\s*-\s*(\d*)$/.exec(specs[0]!);
  if (!match || (match[1] === '' && match[2] === '')) return WHOLE;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const last = match[2] === '' ? Infinity : Number(match[2]);
  if (last < start) return WHOLE;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(last, size - 1) };
}

/** An HTTP date's instant, or null when it is none (§5.6.7: an invalid date is ignored). */
function httpDate(value: string): number | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** The opaque-tags of an If-None-Match list, weak or strong ("*" matches any). */
function tagsOf(header: string): string[] {
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}

/**
 * §13.2.2 steps 3–4 for GET and HEAD: If-None-Match (weak comparison) decides when it is sent;
 * otherwise If-Modified-Since. True: answer 304.
 */
export function notModified(headers: Record<string, string | string[] | undefined>, etag: string, modified: Date): boolean {
  const noneMatch = headers['if-none-match'];
  if (typeof noneMatch === 'string') return tagsOf(noneMatch).some((tag) => tag === '*' || tag === etag);
  const since = headers['if-modified-since'];
  if (typeof since !== 'string') return false;
  const time = httpDate(since);
  return time !== null && modified.getTime() <= time;
}

/**
 * §13.1.5: with If-Range the Range counts only when the validator still matches: a strong ETag
 * equal to ours (a weak one never matches), or a date equal to our Last-Modified.
 */
export function rangeStillValid(ifRange: string | undefined, etag: string, modified: Date): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const time = httpDate(value);
  return time !== null && time === modified.getTime();
}
