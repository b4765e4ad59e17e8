import * as zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** @fastify/compress's threshold: smaller answers go out as they are. */
export const COMPRESS_MIN_BYTES = 1024;
/** Above this an answer is left to @fastify/compress's streams (off the event loop, in the thread pool). */
export const COMPRESS_SYNC_MAX_BYTES = 64 * 1024;

/** What @fastify/compress offers on this Node (zstd where zlib has it), in its order of preference. */
const OFFERED = [...('createZstdCompress' in zlib ? ['zstd'] : []), 'br', 'gzip', 'deflate', 'identity'];

// @fastify/compress's own brotli default (quality 11 costs far more for a few percent).
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const COMPRESS: Record<string, (payload: string) => Buffer> = {
  br: (payload) => zlib.brotliCompressSync(payload, BROTLI),
  gzip: (payload) => zlib.gzipSync(payload),
  deflate: (payload) => zlib.deflateSync(payload),
};

/** The encoding @fastify/compress would pick for this Accept-Encoding (its `*` and `x-gzip` read as gzip). */
function encodingFor(acceptEncoding: string | undefined): string | undefined {
  if (acceptEncoding === undefined) return undefined;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), OFFERED) ?? undefined;
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
}

/**
 * JSON answers from 1 KB to 64 KB are compressed here in one synchronous call, in the encoding,
 * quality and headers @fastify/compress would use; it then sees the Content-Encoding and leaves
 * them alone. Its path wraps every answer in a readable, a peek stream and a zlib stream handed
 * to the thread pool: for a page of a few KB that machinery cost about 0.5 ms of CPU per request,
 * five times the compression itself, and it is what an answer paid as soon as it passed 1 KB (a
 * page of calls, meetings, the speaking queue; issue 30). Smaller answers, larger ones, streams
 * and anything not JSON keep going through @fastify/compress as before.
 */
export function compressJsonAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const length = Buffer.byteLength(payload);
    if (length < COMPRESS_MIN_BYTES || length > COMPRESS_SYNC_MAX_BYTES) return payload;
    if (request.headers['x-no-compression'] !== undefined) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const encoding = encodingFor(request.headers['accept-encoding']);
    const compress = encoding === undefined ? undefined : COMPRESS[encoding];
    if (!compress) return payload;
    addVary(reply);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compress(payload);
  });
}
