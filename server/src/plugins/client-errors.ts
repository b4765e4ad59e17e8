import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADER_LINES } from './security-headers';

/** Node's parser codes that have a status of their own; every other parse failure is a 400. */
const STATUS_BY_CODE: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timed out: the headers and body were not received in time'],
  HPE_HEADER_OVERFLOW: [431, 'Request headers are too large'],
  HPE_URI_TOO_LONG: [414, 'Request URL is too long'],
};

/**
 * Answers errors Node's HTTP parser raises before Fastify sees a request (timeouts, oversized
 * headers, a malformed request line) in the API's `{ message }` shape, then closes the socket.
 * Fastify's default handler answers `{ error, message, statusCode }`, and writes even when a
 * response is already under way (a 401 sent before a slow body finished arriving), which would
 * corrupt the stream the client is reading.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = STATUS_BY_CODE[error.code ?? ''] ?? [400, 'Malformed HTTP request'];
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'Cache-Control: no-store\r\n' +
        SECURITY_HEADER_LINES +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * A response sent before the request body arrived (a 401 from the auth hook, a 413, a 415) closes
 * the connection: otherwise Node keeps reading and discarding the rest of the body, and a client
 * trickling it holds the socket until the request timeout.
 */
export function closeWhenBodyUnread(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}
