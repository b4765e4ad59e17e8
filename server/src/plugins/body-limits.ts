import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../errors';

/**
 * How deep a JSON body may nest. The deepest body the API takes is a few levels (an answer list of
 * objects holding lists); 32 leaves room for any future module while keeping every walk over
 * input (NUL guard, zod) shallow.
 */
export const DEFAULT_JSON_DEPTH = 32;

/**
 * The deepest nesting of `[` and `{` in JSON text, counted in one pass without parsing, stopping
 * as soon as `limit` is exceeded. Brackets inside strings do not count.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index += 1;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies: the size is bounded by Fastify's `bodyLimit` while the bytes arrive, the depth is
 * checked here in one linear pass before `JSON.parse`, then Fastify's own parser runs (which keeps
 * refusing `__proto__` and `constructor.prototype` keys). Nothing deeper than `maxDepth` ever
 * reaches a hook, a validator or a handler.
 */
export function boundJsonBodies(app: FastifyInstance, maxDepth: number): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, maxDepth)) {
      done(badRequest(`body: JSON nested deeper than ${maxDepth} levels`, 'body'), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}

/**
 * Request bodies are never accepted compressed: no client of this API compresses what it sends,
 * and inflating costs the server far more than it costs the sender (19 bytes of brotli unpack to a
 * megabyte). Passed to @fastify/compress as its handler for encodings it is told not to inflate.
 */
export const refuseRequestEncoding = (encoding: string) =>
  new HttpError(415, `Content-Encoding ${encoding} is not accepted: send the request body uncompressed`, 'content-encoding');
