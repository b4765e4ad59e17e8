import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { authHeaders, createSubscribedTestApp, SAME_ON_EVERY_ENGINE } from './helpers';

/**
 * Slow and broken clients over a real socket (app.inject cannot be slow): the app listens on a
 * free port with a 1 s request timeout checked every 100 ms.
 */
// Sockets, timeouts and answers written before any route: no database takes part.
describe('hardening: slow and malformed clients over a real socket', { skip: SAME_ON_EVERY_ENGINE }, () => {
  let app: FastifyInstance;
  let port: number;
  let authorization: string;
  before(async () => {
    let headers: Record<string, string>;
    ({ app, headers } = await createSubscribedTestApp({
      limits: { requestTimeoutMs: 1_000, headersTimeoutMs: 1_000, timeoutCheckIntervalMs: 100 },
    }));
    authorization = headers.authorization!;
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  after(() => app.close());

  interface Exchange {
    /** Everything the server sent. */
    text: string;
    /** Milliseconds from connecting until the server closed the socket. */
    closedAfter: number;
  }

  /** Connects, lets `drive` write (slowly if it likes), and resolves when the server closes. */
  function exchange(drive: (socket: Socket) => void, giveUpAfter = 8_000): Promise<Exchange> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const socket = connect(port, '127.0.0.1');
      let text = '';
      const timers: NodeJS.Timeout[] = [];
      const guard = setTimeout(() => {
        socket.destroy();
        reject(new Error(`server kept the connection open for ${giveUpAfter} ms; got: ${text.slice(0, 200)}`));
      }, giveUpAfter);
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (text += chunk));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(guard);
        timers.forEach(clearInterval);
        resolve({ text, closedAfter: performance.now() - started });
      });
      socket.on('connect', () => drive(Object.assign(socket, { timers })));
    });
  }

  /** Writes one byte every 200 ms until the socket closes. */
  function trickle(socket: Socket) {
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write('x');
    }, 200);
    (socket as Socket & { timers: NodeJS.Timeout[] }).timers.push(timer);
  }

  const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
  const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

  it('a body trickling in one byte at a time gets a 408 { message } and the socket is closed', async () => {
    const result = await exchange((socket) => {
      socket.write(
        `PUT /api/users/me HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{`,
      );
      trickle(socket);
    });
    assert.equal(statusOf(result.text), 408, result.text);
    assert.deepEqual(Object.keys(bodyOf(result.text)), ['message']);
    assert.match(bodyOf(result.text).message, /timed out/);
    assert.ok(result.closedAfter < 3_000, `closed after ${Math.round(result.closedAfter)} ms`);
  });

  it('an early 401 closes the connection at once instead of reading a trickling body', async () => {
    const result = await exchange((socket) => {
      socket.write('PUT /api/users/me HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{');
      trickle(socket);
    });
    assert.equal(statusOf(result.text), 401, result.text);
    assert.equal(result.text.match(/HTTP\/1\.1/g)?.length, 1, 'nothing written after the 401');
    assert.match(result.text, /\r\nconnection: close\r\n/i);
    assert.ok(result.closedAfter < 500, `closed after ${Math.round(result.closedAfter)} ms`);
  });

  it('headers that never finish get a 408 { message }', async () => {
    const result = await exchange((socket) => {
      socket.write('GET /api/users/me HTTP/1.1\r\nHost: x\r\n');
      trickle(socket);
    });
    assert.equal(statusOf(result.text), 408, result.text);
    assert.deepEqual(Object.keys(bodyOf(result.text)), ['message']);
  });

  it('oversized headers are a 431 { message }', async () => {
    const result = await exchange((socket) => {
      socket.write(`GET /api/users/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    });
    assert.equal(statusOf(result.text), 431, result.text);
    assert.deepEqual(bodyOf(result.text), { message: 'Request headers are too large' });
  });

  it('an unknown Expect header is a 417 { message, field } with the security headers, not a bare 417', async () => {
    for (const path of ['/api/users/me', '/API/calls']) {
      const result = await exchange((socket) =>
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n`,
        ),
      );
      assert.equal(statusOf(result.text), 417, result.text);
      assert.deepEqual(bodyOf(result.text), { message: 'Expect: 200-ok is not supported (only 100-continue)', field: 'expect' });
      assert.match(result.text, /\r\nx-content-type-options: nosniff\r\n/i);
      assert.match(result.text, /\r\ncontent-security-policy: default-src 'self';/i);
    }
    // 100-continue stays what it is: the client is told to go on and the request is answered.
    const result = await exchange((socket) =>
      socket.write(
        `GET /api/users/me HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      ),
    );
    assert.match(result.text, /^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/, result.text.slice(0, 200));
  });

  it('answers written before Fastify sees a request carry the security headers and no-store too', async () => {
    const result = await exchange((socket) => {
      socket.write(`GET /api/users/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    });
    assert.equal(statusOf(result.text), 431, result.text);
    assert.match(result.text, /\r\nx-content-type-options: nosniff\r\n/i);
    assert.match(result.text, /\r\ncontent-security-policy: default-src 'self';/i);
    assert.match(result.text, /\r\ncache-control: no-store\r\n/i);
  });

  it('a malformed request line is a 400 { message }', async () => {
    for (const request of ['GARBAGE\r\n\r\n', 'GET /api/users/me HTTP/9.9\r\n\r\n', 'GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n']) {
      const result = await exchange((socket) => socket.write(request));
      assert.equal(statusOf(result.text), 400, `${JSON.stringify(request)} → ${result.text}`);
      assert.deepEqual(bodyOf(result.text), { message: 'Malformed HTTP request' });
    }
  });

  it('a body announced as too large is a 413 { message } before it is sent', async () => {
    const result = await exchange((socket) => {
      socket.write(
        `PUT /api/users/me HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n{`,
      );
      trickle(socket);
    });
    assert.equal(statusOf(result.text), 413, result.text);
    assert.deepEqual(Object.keys(bodyOf(result.text)), ['message']);
    assert.ok(result.closedAfter < 500, `closed after ${Math.round(result.closedAfter)} ms`);
  });

  it('malformed JSON and a wrong content type over a socket answer { message }', async () => {
    for (const [type, body, status] of [
      ['application/json', '{"first_name":', 400],
      ['application/xml', '<a/>', 415],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${port}/api/users/me`, {
        method: 'PUT',
        headers: { authorization, 'content-type': type },
        body,
      });
      assert.equal(response.status, status);
      assert.deepEqual(Object.keys((await response.json()) as object), ['message']);
    }
  });

  it('a request sent at normal speed still works', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/users/me`, { headers: authHeaders({ id: 1, first_name: 'A' }) });
    assert.equal(response.status, 200);
  });
});
