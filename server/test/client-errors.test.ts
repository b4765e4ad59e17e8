import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CLIENT_ERRORS_PER_MINUTE } from '../src/modules/client-errors/routes';
import { createTestApp } from './helpers';

const TOKEN = 'metrics-token-for-the-test-suite';

describe('POST /api/client-errors: front-end errors reach the log and the metrics', () => {
  let app: FastifyInstance;
  const lines: Array<Record<string, unknown>> = [];
  before(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    ({ app } = await createTestApp({ demoContent: false, metricsToken: TOKEN, logStream: stream }));
  });
  after(() => app.close());

  let address = 1;
  /** Each test reports from its own address: the rate limit is per address. */
  const from = () => `203.0.113.${address++}`;
  const report = (payload: unknown, remoteAddress = from()) =>
    app.inject({ method: 'POST', url: '/api/client-errors', payload: payload as object, remoteAddress });

  it('takes a report without sign-in, answers 204, logs it at warn and counts it by kind and source', async () => {
    const response = await report({
      kind: 'boundary',
      message: 'Cannot read properties of undefined (reading "title")',
      stack: 'TypeError: Cannot read...\n    at BlogPost (http://x/remotes/mf-blog/routes.js:1:2)',
      source: 'mf_blog',
      path: '/blog/13?tgWebAppData=secret',
    });
    assert.equal(response.statusCode, 204, response.body);
    const logged = lines.find((line) =>
      (line.clientError as { message?: string } | undefined)?.message?.includes('reading "title"'),
    );
    assert.ok(logged, 'a log line carries the report');
    assert.equal(logged.level, 40, 'warn');
    assert.equal((logged.clientError as { path: string }).path, '/blog/13', 'the query (launch parameters) is not logged');

    const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.match(metrics.body, /app_client_errors_total\{kind="boundary",source="mf_blog"\} 1/);
  });

  it('a source that is no remote is counted as "other", so the series stay bounded', async () => {
    assert.equal((await report({ kind: 'unhandled', message: 'x', source: 'mf_made_up' })).statusCode, 204);
    const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.match(metrics.body, /app_client_errors_total\{kind="unhandled",source="other"\} 1/);
    assert.doesNotMatch(metrics.body, /mf_made_up/);
  });

  it('bad reports answer 400 naming the field; a body over 8 KB answers 413', async () => {
    const noKind = await report({ message: 'x' });
    assert.equal(noKind.statusCode, 400);
    assert.equal(noKind.json().field, 'kind');
    const longMessage = await report({ kind: 'error', message: 'x'.repeat(1001) });
    assert.equal(longMessage.statusCode, 400);
    assert.equal(longMessage.json().field, 'message');
    const huge = await report({ kind: 'error', message: 'x', stack: 'y'.repeat(9 * 1024) });
    assert.equal(huge.statusCode, 413);
  });

  it(`one address gets ${CLIENT_ERRORS_PER_MINUTE} reports a minute, then 429`, async () => {
    const address = from();
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i += 1) {
      assert.equal((await report({ kind: 'unhandled', message: `loop ${i}` }, address)).statusCode, 204);
    }
    const refused = await report({ kind: 'unhandled', message: 'one too many' }, address);
    assert.equal(refused.statusCode, 429);
    assert.ok(!lines.some((line) => (line.clientError as { message?: string } | undefined)?.message === 'one too many'));
    assert.equal(
      (await report({ kind: 'unhandled', message: 'another phone' })).statusCode,
      204,
      'other addresses are not held up',
    );
  });
});

describe('behind a reverse proxy (TRUST_PROXY), the limit is per learner address, not per proxy', () => {
  it('reports through the trusted proxy are counted by X-Forwarded-For; an untrusted sender cannot choose its address', async () => {
    const { app } = await createTestApp({ demoContent: false, trustProxy: ['127.0.0.1'] });
    try {
      const via = (client: string, remoteAddress = '127.0.0.1') =>
        app.inject({
          method: 'POST',
          url: '/api/client-errors',
          remoteAddress,
          headers: { 'x-forwarded-for': client },
          payload: { kind: 'unhandled', message: `from ${client}` },
        });
      for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i += 1) assert.equal((await via('198.51.100.1')).statusCode, 204);
      assert.equal((await via('198.51.100.1')).statusCode, 429);
      assert.equal((await via('198.51.100.2')).statusCode, 204, 'another learner behind the same proxy');
      for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i += 1) await via(`192.0.2.${i}`, '203.0.113.200');
      assert.equal(
        (await via('192.0.2.250', '203.0.113.200')).statusCode,
        429,
        'a forged header from an untrusted address changes nothing',
      );
    } finally {
      await app.close();
    }
  });
});
