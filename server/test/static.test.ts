import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './helpers';

const INDEX = '<!doctype html><title>Slovenčina</title><div id="root"></div>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function write(root: string, path: string, content: string) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, content);
}

describe('static hosting (staticRoot = a temp repo root)', () => {
  let root: string;
  let app: FastifyInstance;
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'server-static-'));
    write(root, 'shell/dist/index.html', INDEX);
    write(root, 'shell/dist/remotes.json', '{"mf_blog":"/remotes/mf-blog/mf-manifest.json"}');
    write(root, 'shell/dist/main.3f9a1c2b.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
    write(root, 'mf-blog/dist/remoteEntry.js', 'var mf_blog;');
    write(root, 'mf-blog/dist/mf-manifest.json', '{}');
    write(root, 'mf-blog/dist/static/js/412.a1b2c3d4e5f60718.js', 'export {};');
    // Pre-compressed variants as a build writes them (their bodies marked, to tell which was sent).
    write(root, 'shell/dist/chunk.0123abcd.js', 'export {};');
    write(root, 'shell/dist/chunk.0123abcd.js.br', 'PRECOMPRESSED-BR');
    write(root, 'mf-blog/dist/static/js/412.a1b2c3d4e5f60718.js.gz', 'PRECOMPRESSED-GZ');
    write(root, 'server/media/avatars/a.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // mf-calls, mf-meetings, mf-activities, mf-settings have no dist: a warning, not a crash.
    ({ app } = await createTestApp({ staticRoot: root }));
  });
  after(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('serves the shell index at / with no-cache', async () => {
    const response = await get('/');
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, INDEX);
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  it('answers a client route like /blog/3 with the shell index.html (SPA fallback), no-cache', async () => {
    for (const url of ['/blog/3', '/meetings/7/ticket', '/settings/notifications/edu?x=1']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, INDEX, url);
      assert.match(response.headers['content-type'] as string, /text\/html/);
      assert.equal(response.headers['cache-control'], 'no-cache');
    }
  });

  it('serves hashed files as immutable and entry files as no-cache', async () => {
    const hashed = await get('/main.3f9a1c2b.js');
    assert.equal(hashed.statusCode, 200);
    assert.equal(hashed.headers['cache-control'], IMMUTABLE);
    assert.equal((await get('/remotes.json')).headers['cache-control'], 'no-cache');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const response = await get('/main.00000000.js');
    assert.equal(response.statusCode, 404);
    assert.notEqual(response.body, INDEX);
  });

  it('serves remotes under /remotes/<folder>/ with CORS and the right cache headers', async () => {
    const entry = await get('/remotes/mf-blog/remoteEntry.js');
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'var mf_blog;');
    assert.equal(entry.headers['access-control-allow-origin'], '*');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.equal((await get('/remotes/mf-blog/mf-manifest.json')).headers['cache-control'], 'no-cache');
    const chunk = await get('/remotes/mf-blog/static/js/412.a1b2c3d4e5f60718.js');
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
    assert.equal(chunk.headers['access-control-allow-origin'], '*');
  });

  it('a remote without a build answers 404 JSON, never the shell index', async () => {
    const response = await get('/remotes/mf-calls/remoteEntry.js');
    assert.equal(response.statusCode, 404);
    assert.equal(typeof response.json().message, 'string');
  });

  it('serves server/media at /media/', async () => {
    const response = await get('/media/avatars/a.svg');
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /image\/svg\+xml/);
    assert.equal((await get('/media/avatars/missing.svg')).statusCode, 404);
  });

  it('keeps /api answers JSON: unknown API routes are 404 JSON, not the shell', async () => {
    const response = await get('/api/blog/3');
    assert.equal(response.statusCode, 404);
    assert.match(response.headers['content-type'] as string, /application\/json/);
    assert.equal((await get('/api/users/me')).statusCode, 401);
  });

  it("/api in any case or spelling is the API's JSON error with the security headers, never the shell", async () => {
    for (const url of ['/API/calls', '/Api/users/me', '//api/calls', '/%61pi/calls', '/API', '/aPi/blog/3?x=1', '/api/%']) {
      const response = await get(url);
      // 404 mostly; `/%61pi/calls` is routed to /api/calls (401), `//api/calls` is refused by
      // @fastify/static (403), `/api/%` is not a URL (400): all in the same shape.
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${url}: ${response.statusCode}`);
      assert.match(response.headers['content-type'] as string, /application\/json/, url);
      assert.deepEqual(Object.keys(response.json()), ['message'], url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.match(response.headers['content-security-policy'] as string, /default-src 'self'/, url);
    }
    assert.equal((await get('/blog/apiary')).body, INDEX, 'a page whose name merely contains api is still the app');
  });

  it('compresses with gzip and brotli when the client accepts it', async () => {
    const gzip = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gzip.rawPayload).toString(), /^console\.log/);
    const br = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'br' });
    assert.equal(br.headers['content-encoding'], 'br');
  });

  it("sends the build's pre-compressed variant when there is one, with the original's type and cache headers", async () => {
    const br = await get('/chunk.0123abcd.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.body, 'PRECOMPRESSED-BR');
    assert.match(br.headers['content-type'] as string, /javascript/);
    assert.equal(br.headers['cache-control'], IMMUTABLE);
    assert.match(br.headers['content-security-policy'] as string, /script-src 'self'/);
    const gz = await get('/remotes/mf-blog/static/js/412.a1b2c3d4e5f60718.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gz.body, 'PRECOMPRESSED-GZ');
    assert.equal(gz.headers['cache-control'], IMMUTABLE);
    const plain = await get('/chunk.0123abcd.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, 'export {};');
  });

  it("answers every page of the app (the shell's routes and each remote's prefixes) with the shell", async () => {
    const pages = [
      '/',
      '/onboarding',
      '/onboarding/activities',
      '/main',
      '/calls/book',
      '/activity/3',
      '/profile',
      '/studio/days/2',
      '/staff',
      '/blog',
    ];
    for (const url of pages) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, INDEX, url);
    }
  });

  it('answers /metrics and any path that is no page of the app with 404 JSON, not the shell', async () => {
    for (const url of [
      '/metrics',
      '/apiary',
      '/nowhere/at/all',
      '/wp-admin',
      '/blogger',
      '/mainframe',
      '/.env',
      '/server-status',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.match(response.headers['content-type'] as string, /application\/json/, url);
      assert.equal(typeof response.json().message, 'string', url);
    }
  });

  it("a browser's page load of a path that is no page gets a 404 page that sends it on to /", async () => {
    const response = await get('/no/such/page', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    assert.equal(response.statusCode, 404);
    assert.match(response.headers['content-type'] as string, /text\/html/);
    assert.notEqual(response.body, INDEX);
    assert.match(response.body, /http-equiv="refresh" content="0;url=\/"/);
    assert.equal((await get('/api/nope', { accept: 'text/html' })).headers['content-type']?.toString().includes('json'), true);
  });

  it('answers non-GET requests to unknown paths with 404 JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/blog/3' });
    assert.equal(response.statusCode, 404);
    assert.equal(typeof response.json().message, 'string');
  });
});

describe('static hosting after an upgrade (previousStaticRoot = the release before)', () => {
  let root: string;
  let previous: string;
  let app: FastifyInstance;
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'server-static-new-'));
    previous = mkdtempSync(join(tmpdir(), 'server-static-old-'));
    write(root, 'shell/dist/index.html', INDEX);
    write(root, 'shell/dist/main.2222aaaa.js', 'new shell');
    write(root, 'mf-blog/dist/remoteEntry.js', 'var mf_blog = "new";');
    write(root, 'mf-blog/dist/static/js/412.2222bbbb2222bbbb.js', 'new chunk');
    write(previous, 'shell/dist/index.html', '<!doctype html><title>old</title>');
    write(previous, 'shell/dist/main.1111aaaa.js', 'old shell');
    write(previous, 'mf-blog/dist/remoteEntry.js', 'var mf_blog = "old";');
    write(previous, 'mf-blog/dist/static/js/412.1111bbbb1111bbbb.js', 'old chunk');
    ({ app } = await createTestApp({ staticRoot: root, previousStaticRoot: previous }));
  });
  after(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(previous, { recursive: true, force: true });
  });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it("keeps serving the previous release's hashed chunks, so a page opened before the upgrade still loads", async () => {
    for (const [url, body] of [
      ['/remotes/mf-blog/static/js/412.1111bbbb1111bbbb.js', 'old chunk'],
      ['/main.1111aaaa.js', 'old shell'],
      ['/remotes/mf-blog/static/js/412.2222bbbb2222bbbb.js', 'new chunk'],
    ]) {
      const response = await get(url!);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, body, url);
      assert.equal(response.headers['cache-control'], IMMUTABLE, url);
    }
  });

  it('answers the entry files and pages from the new release only', async () => {
    assert.equal((await get('/remotes/mf-blog/remoteEntry.js')).body, 'var mf_blog = "new";');
    assert.equal((await get('/')).body, INDEX);
    assert.equal((await get('/blog/3')).body, INDEX);
    assert.equal((await get('/remotes/mf-blog/static/js/412.00000000.js')).statusCode, 404);
  });
});

describe('static hosting without any build', () => {
  it('starts, and answers / with 404 JSON instead of crashing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'server-empty-'));
    const { app } = await createTestApp({ staticRoot: root });
    try {
      const response = await app.inject({ method: 'GET', url: '/blog/3' });
      assert.equal(response.statusCode, 404);
      assert.equal(typeof response.json().message, 'string');
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
