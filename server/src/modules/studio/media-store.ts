import { Readable } from 'node:stream';
import type { Db, Queryable } from '../../db/types';
import { notFound } from '../../errors';

/** Bytes per stored piece (media_chunks, migration 230). */
export const MEDIA_CHUNK_BYTES = 256 * 1024;
/**
 * Bytes per read query: what one request holds at a time, and on PGlite (WASM on this thread) how
 * long one query keeps the event loop: a few milliseconds, whatever the file's size. PostgreSQL
 * answers on its own processes: a whole piece per query there, a quarter of the round trips.
 */
export const MEDIA_READ_BYTES = 64 * 1024;
export const readBytesFor = (db: Db) => (db.kind === 'postgres' ? MEDIA_CHUNK_BYTES : MEDIA_READ_BYTES);
/** Pieces per INSERT while storing: ~2 MB of base64 per statement. */
const PIECES_PER_STATEMENT = 8;

/** One file to store: its bytes and what is known of it. */
export interface NewBlob {
  hash: string;
  mime: string;
  bytes: Buffer;
  durationSeconds?: number | null;
  width?: number | null;
  height?: number | null;
}

/**
 * Stores files (a media_blobs row of metadata, the bytes in media_chunks) inside the caller's
 * transaction, so an upload is all there or not at all. A hash already stored keeps its pieces
 * and has its uploaded_at moved to now: that row lock and date keep the sweep (media-sweep.ts)
 * from removing a blob that this upload is about to point at again.
 */
export async function storeBlobs(tx: Queryable, blobs: NewBlob[], uploadedBy: number | null): Promise<void> {
  if (blobs.length === 0) return;
  const touched = await tx.query<{ hash: string }>(
    'UPDATE media_blobs SET uploaded_at = now() WHERE hash = ANY($1::text[]) RETURNING hash',
    [blobs.map((blob) => blob.hash)],
  );
  const known = new Set(touched.map((row) => row.hash));
  const fresh = blobs.filter((blob, i) => !known.has(blob.hash) && blobs.findIndex((b) => b.hash === blob.hash) === i);
  if (fresh.length === 0) return;
  await tx.query(
    `INSERT INTO media_blobs (hash, mime, size, duration_seconds, width, height, uploaded_by)
     SELECT b.hash, b.mime, b.size, b.duration, b.width, b.height, $7::bigint
     FROM unnest($1::text[], $2::text[], $3::int[], $4::numeric[], $5::int[], $6::int[])
       AS b (hash, mime, size, duration, width, height)
     ON CONFLICT (hash) DO NOTHING`,
    [
      fresh.map((b) => b.hash),
      fresh.map((b) => b.mime),
      fresh.map((b) => b.bytes.length),
      fresh.map((b) => b.durationSeconds ?? null),
      fresh.map((b) => b.width ?? null),
      fresh.map((b) => b.height ?? null),
      uploadedBy,
    ],
  );
  const pieces = fresh.flatMap((blob) =>
    Array.from({ length: Math.ceil(blob.bytes.length / MEDIA_CHUNK_BYTES) }, (_, n) => ({ hash: blob.hash, n, blob })),
  );
  for (let first = 0; first < pieces.length; first += PIECES_PER_STATEMENT) {
    const batch = pieces.slice(first, first + PIECES_PER_STATEMENT);
    // As base64 text: a bytea parameter of megabytes takes PGlite tens of seconds to encode.
    await tx.query(
      `INSERT INTO media_chunks (hash, n, bytes)
       SELECT c.hash, c.n, decode(c.bytes, 'base64') FROM unnest($1::text[], $2::int[], $3::text[]) AS c (hash, n, bytes)
       ON CONFLICT (hash, n) DO NOTHING`,
      [
        batch.map((p) => p.hash),
        batch.map((p) => p.n),
        batch.map((p) => p.blob.bytes.subarray(p.n * MEDIA_CHUNK_BYTES, (p.n + 1) * MEDIA_CHUNK_BYTES).toString('base64')),
      ],
    );
  }
}

/** What a read needs to answer headers: never the content. */
export interface MediaInfo {
  mime: string;
  size: number;
  /** When it was (last) uploaded, to the second as HTTP dates are. */
  modified: Date;
}

/** The metadata of one hash; 404 for an unknown one. */
export async function mediaInfo(db: Queryable, hash: string): Promise<MediaInfo> {
  const [row] = await db.query<{ mime: string; size: number; modified: Date }>(
    // A learner's recording is never public: only its signed URL serves it (modules/speaking).
    `SELECT mime, size, date_trunc('second', uploaded_at) AS modified FROM media_blobs b
     WHERE b.hash = $1 AND NOT EXISTS (SELECT 1 FROM speaking_recordings r WHERE r.hash = b.hash)`,
    [hash],
  );
  if (!row) throw notFound(`Media ${hash} not found`);
  return row;
}

/** Bytes [start, end] of a stored file, one query of at most MEDIA_READ_BYTES at a time. */
async function* pieces(
  db: Queryable,
  hash: string,
  start: number,
  end: number,
  readBytes = MEDIA_READ_BYTES,
): AsyncGenerator<Buffer> {
  for (let at = start; at <= end;) {
    const n = Math.floor(at / MEDIA_CHUNK_BYTES);
    const offset = at - n * MEDIA_CHUNK_BYTES;
    const length = Math.min(readBytes, end - at + 1, MEDIA_CHUNK_BYTES - offset);
    // base64 rather than bytea: PGlite parses a bytea answer several times slower.
    const [row] = await db.query<{ data: string }>(
      `SELECT encode(substring(bytes FROM $3 FOR $4), 'base64') AS data FROM media_chunks WHERE hash = $1 AND n = $2`,
      [hash, n, offset + 1, length],
    );
    const piece = row ? Buffer.from(row.data, 'base64') : Buffer.alloc(0);
    if (piece.length === 0) throw new Error(`media ${hash}: piece ${n} is missing`);
    yield piece;
    at += piece.length;
  }
}

/**
 * A stream of bytes [start, end] that queries the next piece only when the client has taken the
 * last one: at most two reads' worth (≤ 512 KB) held per request, whatever the file's size.
 */
export function mediaStream(db: Db, hash: string, start: number, end: number): Readable {
  const readBytes = readBytesFor(db);
  return Readable.from(pieces(db, hash, start, end, readBytes), { objectMode: false, highWaterMark: readBytes });
}

/** A whole small file (a transcript), read piece by piece. */
export async function readWhole(db: Queryable, hash: string, size: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const piece of pieces(db, hash, 0, size - 1)) parts.push(piece);
  return Buffer.concat(parts);
}
