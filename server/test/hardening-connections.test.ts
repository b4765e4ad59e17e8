import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LIMITS } from '../src/app';
import { addressKey } from '../src/plugins/connection-cap';
import { createTestApp, SAME_ON_EVERY_ENGINE } from './helpers';

// The hardening rules live beside the plugins that apply them.
const README = readFileSync(new URL('../src/plugins/README.md', import.meta.url), 'utf8');

/** Opens a socket from `localAddress` (any 127.x.y.z is this machine on Linux) once it is connected. */
function open(port: number, localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the socket. */
function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
  });
}

/** One request on a fresh socket from `localAddress`; resolves with the raw answer. */
async function request(port: number, localAddress: string, path = '/api/subscription/plans'): Promise<string> {
  const socket = await open(port, localAddress);
  const answer = readUntilClosed(socket);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  return answer;
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);

// Sockets counted and closed by the HTTP server: no database takes part.
describe('hardening: open connections per client address are capped', { skip: SAME_ON_EVERY_ENGINE }, () => {
  const CAP = 5;
  let app: FastifyInstance;
  let port: number;
  before(async () => {
    ({ app } = await createTestApp({ limits: { connectionsPerAddress: CAP } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  after(() => app.close());

  it('a flood of idle sockets from one address is refused past the cap; other addresses and freed slots work', async (t) => {
    const held = await Promise.all(Array.from({ length: CAP }, () => open(port, '127.0.0.2')));
    t.after(() => held.forEach((socket) => socket.destroy()));
    // 200 more from the same address, sending nothing (the reported half-open flood): each is
    // answered 503 { message } and closed at once instead of waiting for the headers timeout.
    const started = performance.now();
    const refused = await Promise.all(Array.from({ length: 200 }, async () => readUntilClosed(await open(port, '127.0.0.2'))));
    const refusedIn = performance.now() - started;
    for (const text of refused) {
      assert.equal(statusOf(text), 503, text);
      assert.deepEqual(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)), {
        message: 'Too many open connections from your address',
      });
      assert.match(text, /\r\nx-content-type-options: nosniff\r\n/i);
    }
    assert.ok(refusedIn < 5_000, `200 refusals took ${Math.round(refusedIn)} ms`);

    // Everyone else is served meanwhile (401: the API answering a request without init data).
    assert.equal(statusOf(await request(port, '127.0.0.3')), 401);
    // The held connections still work: the cap refuses new ones, it does not cut existing ones.
    const answer = readUntilClosed(held[0]!);
    held[0]!.write('GET /api/subscription/plans HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.equal(statusOf(await answer), 401);
    // That one closed, so the address has a free slot again.
    assert.equal(statusOf(await request(port, '127.0.0.2')), 401);
  });

  it('counts IPv6 clients by their /64 and IPv4-mapped addresses as IPv4', () => {
    assert.equal(addressKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
    assert.equal(addressKey('2001:0db8:0001:0002:ffff:0:0:9'), '2001:db8:1:2::/64');
    assert.equal(addressKey('::1'), '0:0:0:0::/64');
    assert.equal(addressKey('::ffff:10.1.2.3'), '10.1.2.3');
    assert.equal(addressKey('10.1.2.3'), '10.1.2.3');
  });

  it('is on by default, also when main.ts passes an unset variable as undefined', async () => {
    assert.ok(DEFAULT_LIMITS.connectionsPerAddress > 0);
    const { app: other } = await createTestApp({ limits: { connectionsPerAddress: undefined, writesPerMinute: undefined } });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const otherPort = (other.server.address() as { port: number }).port;
    const held = await Promise.all(
      Array.from({ length: DEFAULT_LIMITS.connectionsPerAddress }, () => open(otherPort, '127.0.0.4')),
    );
    const refused = await readUntilClosed(await open(otherPort, '127.0.0.4'));
    held.forEach((socket) => socket.destroy());
    await other.close();
    assert.equal(statusOf(refused), 503);
    assert.match(README, new RegExp(`at most ${DEFAULT_LIMITS.connectionsPerAddress} open connections per client address`));
  });
});

describe('hardening: idle kept-alive connections', { skip: SAME_ON_EVERY_ENGINE }, () => {
  let app: FastifyInstance;
  let port: number;
  before(async () => {
    ({ app } = await createTestApp({ limits: { keepAliveTimeoutMs: 1_000 } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  after(() => app.close());

  it('are closed after keepAliveTimeoutMs, which the answer announces', async () => {
    const socket = await open(port);
    const answer = readUntilClosed(socket);
    socket.write('GET /api/subscription/plans HTTP/1.1\r\nHost: x\r\n\r\n');
    let answeredAt = 0;
    socket.once('data', () => (answeredAt = performance.now()));
    const text = await answer;
    const idle = performance.now() - answeredAt;
    assert.match(text, /\r\nkeep-alive: timeout=1\r\n/i);
    // Node adds one second of grace to the announced timeout.
    assert.ok(idle > 900 && idle < 4_000, `closed after ${Math.round(idle)} ms idle`);
  });

  it("the README states the server's real keep-alive timeout", () => {
    const seconds = DEFAULT_LIMITS.keepAliveTimeoutMs / 1000;
    assert.match(README, new RegExp(`kept-alive connection waits at most ${seconds} s for its next request`));
  });
});
