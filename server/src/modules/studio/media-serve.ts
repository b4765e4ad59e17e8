import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { notModified, parseRange, rangeStillValid } from './media-range';
import { mediaStream, type MediaInfo } from './media-store';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? '""' : value);

/**
 * Answers a GET or HEAD of a stored file: ETag (its hash) and Last-Modified, 304, a single range
 * (206, 416), streamed piece by piece. `cacheControl` says who may keep it (the public media
 * forever; a learner's recording privately, for as long as its signed URL lives).
 */
export function serveStoredMedia(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  media: MediaInfo & { hash: string },
  cacheControl: string,
) {
  const etag = `"${media.hash}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', media.modified.toUTCString())
    .header('accept-ranges', 'bytes')
    .type(media.mime);
  if (notModified(request.headers, etag, media.modified)) return reply.code(304).send();
  // Range is defined for GET only (RFC 9110 §14.2): a HEAD answers the whole file's headers.
  const wanted =
    request.method === 'GET' && rangeStillValid(one(request.headers['if-range']), etag, media.modified)
      ? parseRange(request.headers.range, media.size)
      : ({ kind: 'whole' } as const);
  if (wanted.kind === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${media.size}`).send();
  const [start, end] = wanted.kind === 'part' ? [wanted.start, wanted.end] : [0, media.size - 1];
  if (wanted.kind === 'part') reply.code(206).header('content-range', `bytes ${start}-${end}/${media.size}`);
  reply.header('content-length', String(end - start + 1));
  // Fastify's HEAD would drain a body stream to its end: the headers are the whole answer.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(mediaStream(db, media.hash, start, end));
}
