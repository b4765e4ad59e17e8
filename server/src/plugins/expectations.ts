import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/**
 * An `Expect` other than `100-continue` is a 417 in the API's shape. Node answers it by itself
 * otherwise: a bare 417 without a body or any security header, before Fastify sees the request.
 * With a `checkExpectation` listener Node hands such a request over instead, so it is routed like
 * any other and the hook below answers it, after helmet's onRequest hooks have set the headers
 * (preParsing runs after every onRequest hook and before a byte of the body is read).
 */
export function answerUnknownExpectations(app: FastifyInstance): void {
  app.server.on('checkExpectation', (request, response) => app.routing(request, response));
  app.addHook('preParsing', async (request) => {
    const expect = request.headers.expect;
    if (expect === undefined || expect.trim().toLowerCase() === '100-continue') return;
    throw new HttpError(417, `Expect: ${expect.slice(0, 100)} is not supported (only 100-continue)`, 'expect');
  });
}
