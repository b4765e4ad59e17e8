import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createSubscribedTestApp } from './helpers';

/** A public JSON answer of about `n` × 30 bytes. */
const testRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/test/json',
    { config: { public: true }, schema: { querystring: z.object({ n: z.coerce.number().int().min(0) }) } },
    async (request) => ({
      items: Array.from({ length: (request.query as { n: number }).n }, (_, i) => `Slovenčina je krásna ${i}.`),
    }),
  );
};

describe('JSON answers compressed as the client accepts', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  before(async () => ({ app, headers } = await createSubscribedTestApp({ routes: [testRoutes] })));
  after(() => app.close());

  const get = (url: string, extra: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: extra });
  const decoded = (response: Awaited<ReturnType<typeof get>>): string => {
    const raw = response.rawPayload;
    switch (response.headers['content-encoding']) {
      case 'gzip':
        return gunzipSync(raw).toString();
      case 'br':
        return brotliDecompressSync(raw).toString();
      case 'deflate':
        return inflateSync(raw).toString();
      default:
        return raw.toString();
    }
  };

  it('a page of a few KB: compressed in the negotiated encoding, the same JSON once decoded, Vary set', async () => {
    const plain = await get('/api/test/json?n=200');
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length > 4_000 && plain.rawPayload.length < 64 * 1024, String(plain.rawPayload.length));
    for (const [accept, expected] of [
      ['gzip, deflate', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['deflate', 'deflate'],
      ['gzip;q=0.5, br;q=1', 'br'],
      ['br;q=0.1, gzip', 'gzip'],
      ['*', 'gzip'],
      ['x-gzip', 'gzip'],
    ] as const) {
      const response = await get('/api/test/json?n=200', { 'accept-encoding': accept });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], expected, accept);
      assert.match(String(response.headers.vary), /accept-encoding/, accept);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.ok(response.rawPayload.length < plain.rawPayload.length / 2, accept);
      assert.equal(decoded(response), plain.body, accept);
    }
  });

  it('goes out as it is: under 1 KB, without Accept-Encoding, for identity, with x-no-compression', async () => {
    const small = await get('/api/test/json?n=10', { 'accept-encoding': 'gzip' });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.deepEqual(small.json().items.length, 10);
    const cases: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip', 'x-no-compression': '1' },
    ];
    for (const extra of cases) {
      const response = await get('/api/test/json?n=200', extra);
      assert.equal(response.headers['content-encoding'], undefined, JSON.stringify(extra));
      assert.equal(response.json().items.length, 200);
    }
  });

  it('a large answer (over 64 KB) is still compressed, the same JSON once decoded', async () => {
    const plain = await get('/api/test/json?n=5000');
    assert.ok(plain.rawPayload.length > 64 * 1024);
    const response = await get('/api/test/json?n=5000', { 'accept-encoding': 'gzip' });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(decoded(response), plain.body);
  });

  it('a real read: the home news, gzip or brotli, decodes to the answer sent uncompressed', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/news', headers });
    assert.equal(plain.statusCode, 200);
    assert.ok(plain.rawPayload.length > 1024, 'the demo news are over the threshold');
    for (const accept of ['gzip, deflate', 'gzip, deflate, br']) {
      const response = await app.inject({ method: 'GET', url: '/api/news', headers: { ...headers, 'accept-encoding': accept } });
      assert.notEqual(response.headers['content-encoding'], undefined);
      assert.deepEqual(JSON.parse(decoded(response)), plain.json());
    }
  });
});
