import { DAILY_CAPS } from '../src/modules/daily-caps';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, DEFAULT_LIMITS } from '../src/app';
import { anotherPool } from './seeded-template';
import type { Db } from '../src/db/types';
import { jsonDepthExceeds } from '../src/plugins/body-limits';
import { SECURITY_HEADERS } from '../src/plugins/security-headers';
import { findNul } from '../src/plugins/text-guard';
import {
  activateBasic,
  authHeaders,
  createSubscribedTestApp,
  createTestApp,
  newTelegramUser,
  onPostgres,
  TEST_BOT_TOKEN,
} from './helpers';

const json = { 'content-type': 'application/json' };

/** Init data signed by hand (Telegram's algorithm) with any fields, so malformed ones carry a valid hash. */
function signRaw(fields: Record<string, string>): string {
  const checkString = Object.entries(fields)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(TEST_BOT_TOKEN).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}
const now = () => String(Math.floor(Date.now() / 1000));

describe('hardening: hostile bodies are refused before any walk', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  before(async () => ({ app, headers } = await createSubscribedTestApp()));
  after(() => app.close());

  const put = (payload: string | Buffer, extra: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url: '/api/users/me', headers: { ...headers, ...json, ...extra }, payload });

  it('a 40 KB body of 20,000 nested brackets is a 400 naming the depth, not a stack overflow', async () => {
    for (const payload of ['['.repeat(20_000) + ']'.repeat(20_000), '{"a":'.repeat(8_000) + '1' + '}'.repeat(8_000)]) {
      const response = await put(payload);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: 'body: JSON nested deeper than 32 levels', field: 'body' });
    }
  });

  it('depth is counted outside strings only, and 32 levels still parse', async () => {
    assert.equal(jsonDepthExceeds(JSON.stringify({ first_name: '[[[[{{{{'.repeat(100), last_name: 'x' }), 32), false);
    assert.equal(jsonDepthExceeds('"\\"[[[["'.repeat(50), 2), false);
    assert.equal(jsonDepthExceeds('['.repeat(32) + ']'.repeat(32), 32), false);
    assert.equal(jsonDepthExceeds('['.repeat(33) + ']'.repeat(33), 32), true);
    // 32 levels reach the validator, which names the body.
    const response = await put('['.repeat(32) + ']'.repeat(32));
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'body');
  });

  it('the NUL guard walks 100,000 levels without recursion and finds the first NUL in document order', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    assert.equal(findNul(deep)?.split('.').length, 100_000);
    assert.equal(findNul({ a: 'ok', b: ['x', 'y\u0000'], c: '\u0000' }), 'b.1');
    assert.equal(findNul({ ['k\u0000']: 1 }), 'k\u0000');
    assert.equal(findNul({ a: [1, null, true, { b: 'fine' }] }), null);
  });

  for (const [encoding, compress] of [
    ['br', brotliCompressSync],
    ['gzip', gzipSync],
    ['deflate', deflateSync],
  ] as const) {
    it(`a ${encoding} body is refused with 415 without being inflated`, async () => {
      // A megabyte of spaces inside a JSON string: a few bytes compressed.
      const bomb = compress(Buffer.from(`{"first_name":"${' '.repeat(1024 * 1024)}","last_name":"B"}`));
      assert.ok(bomb.length < 2_000);
      const started = performance.now();
      const response = await put(bomb, { 'content-encoding': encoding });
      assert.ok(performance.now() - started < 200, 'answered without unpacking');
      assert.equal(response.statusCode, 415);
      assert.deepEqual(response.json(), {
        message: `Content-Encoding ${encoding} is not accepted: send the request body uncompressed`,
        field: 'content-encoding',
      });
    });
  }

  it('a body over 64 KB is a 413 in the API shape; __proto__ keys and bad JSON are 400s', async () => {
    const big = await put(JSON.stringify({ first_name: 'x'.repeat(70 * 1024), last_name: 'B' }));
    assert.equal(big.statusCode, 413);
    assert.deepEqual(Object.keys(big.json()), ['message']);
    const proto = await put('{"first_name":"A","last_name":"B","__proto__":{"admin":true}}');
    assert.equal(proto.statusCode, 400);
    assert.deepEqual(Object.keys(proto.json()), ['message']);
    const broken = await put('{"first_name":');
    assert.equal(broken.statusCode, 400);
    assert.deepEqual(Object.keys(broken.json()), ['message']);
  });

  it('an unsupported content type is a 415 in the API shape', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    assert.equal(response.statusCode, 415);
    assert.deepEqual(Object.keys(response.json()), ['message']);
  });
});

describe('hardening: the init data user is checked against the contract', () => {
  let app: FastifyInstance;
  before(async () => ({ app } = await createTestApp()));
  after(() => app.close());

  const me = (raw: string) => app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `tma ${raw}` } });
  const withUser = (user: unknown, authDate = now()) =>
    signRaw({ auth_date: authDate, user: JSON.stringify(user), signature: 'c2ln' });

  it('names with NUL, or that are objects, arrays or numbers, are a 401 (and no user is stored)', async () => {
    const id = newTelegramUser().id;
    for (const user of [
      { id, first_name: 'Eva\u0000' },
      { id, first_name: { toString: 'x' } },
      { id, first_name: ['Eva'] },
      { id, first_name: 42 },
      { id, first_name: '' },
      { id, first_name: 'Eva', last_name: { a: 1 } },
      { id, first_name: 'Eva', username: 7 },
      { id, first_name: 'Eva', photo_url: ['x'] },
    ]) {
      const response = await me(withUser(user));
      assert.equal(response.statusCode, 401, JSON.stringify(user));
      assert.match(response.json().message, /^Init data carries an invalid user: user\./);
    }
    const response = await me(withUser({ id, first_name: 'Eva', is_premium: true, allows_write_to_pm: true }));
    assert.equal(response.statusCode, 200, 'keys Telegram adds are fine');
    assert.equal(response.json().first_name, 'Eva');
  });

  it('ids that are not positive whole numbers are a 401', async () => {
    for (const id of [0, -5, 1.5, '123', null, 2 ** 60]) {
      const response = await me(withUser({ id, first_name: 'Eva' }));
      assert.equal(response.statusCode, 401, String(id));
    }
  });

  it('auth_date must be one plain integer, not in the future beyond 60 s', async () => {
    const user = { id: newTelegramUser().id, first_name: 'Eva' };
    const inSeconds = (s: number) => String(Math.floor(Date.now() / 1000) + s);
    for (const authDate of [`${now()}abc`, `${now()}.5`, ` ${now()}`, '-1', '0', `0${now()}`, inSeconds(3600), inSeconds(120)]) {
      const response = await me(withUser(user, authDate));
      assert.equal(response.statusCode, 401, authDate);
      assert.match(response.json().message, /auth_date/, authDate);
    }
    const twice = signRaw({ auth_date: now(), user: JSON.stringify(user) }).replace(
      'auth_date=',
      `auth_date=${now()}&auth_date=`,
    );
    assert.equal((await me(twice)).statusCode, 401);
    assert.equal((await me(withUser(user, inSeconds(30)))).statusCode, 200, 'a small clock skew is tolerated');
  });

  it('two user fields are a 401', async () => {
    const raw = signRaw({ auth_date: now(), user: JSON.stringify({ id: 5, first_name: 'A' }) });
    const doubled = `${raw}&user=${encodeURIComponent(JSON.stringify({ id: 6, first_name: 'B' }))}`;
    assert.equal((await me(doubled)).statusCode, 401);
  });
});

describe('hardening: writes are rate limited per Telegram user', () => {
  let app: FastifyInstance;
  before(async () => ({ app } = await createTestApp({ limits: { writesPerMinute: 5 } })));
  after(() => app.close());

  it('the 6th write in a minute is a 429 with Retry-After; reads and other users go on', async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg); // write 1
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await app.inject({
        method: index % 2 ? 'POST' : 'DELETE',
        url: '/api/blog/1/star',
        headers: authHeaders(tg),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        assert.match(response.json().message, /^Too many changes: at most 5 a minute, try again in \d+ s$/);
        assert.deepEqual(Object.keys(response.json()), ['message']);
        const retryAfter = Number(response.headers['retry-after']);
        assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${response.headers['retry-after']}`);
      }
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 429]);

    const read = await app.inject({ method: 'GET', url: '/api/blog/1/', headers: authHeaders(tg) });
    assert.equal(read.statusCode, 200, 'reads are not limited');
    const other = newTelegramUser();
    await activateBasic(app, other);
    const otherWrite = await app.inject({ method: 'POST', url: '/api/blog/1/star', headers: authHeaders(other) });
    assert.equal(otherWrite.statusCode, 200, 'another user has their own budget');
  });

  it('the limit follows the verified user, not the address or a header', async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    for (let index = 0; index < 4; index += 1) {
      await app.inject({ method: 'POST', url: '/api/blog/1/star', headers: authHeaders(tg), remoteAddress: `10.0.0.${index}` });
    }
    const response = await app.inject({
      method: 'POST',
      url: '/api/blog/1/star',
      headers: { ...authHeaders(tg), 'x-forwarded-for': '1.2.3.4' },
      remoteAddress: '10.9.9.9',
    });
    assert.equal(response.statusCode, 429);
  });
});

describe('hardening: the write limit is shared by every instance on one PostgreSQL', () => {
  const skip = onPostgres ? false : 'needs PostgreSQL: PGlite is one process, with nothing to share (set TEST_DATABASE_URL)';
  let first: FastifyInstance;
  let second: FastifyInstance;
  const urls: string[] = [];
  before(async () => {
    if (skip) return;
    let db: Db;
    ({ app: first, db } = await createTestApp({ limits: { writesPerMinute: 5 } }));
    // A second instance: its own pool (its own process in production) on the same database.
    const otherDb = await anotherPool(db);
    second = buildApp({ db: otherDb, botToken: TEST_BOT_TOKEN, demo: false, limits: { writesPerMinute: 5 } });
    second.addHook('onClose', () => otherDb.close());
    for (const app of [first, second]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
    }
  });
  after(async () => {
    await second?.close();
    await first?.close();
  });

  it('a user alternating between two instances gets 5 writes a minute, not 5 on each', { skip }, async () => {
    const tg = newTelegramUser();
    const write = (index: number, method: string, path: string) =>
      fetch(`${urls[index % 2]}${path}`, { method, headers: authHeaders(tg) });
    assert.equal((await write(0, 'POST', '/api/subscription/request?code=basic')).status, 200); // write 1
    const statuses: number[] = [];
    for (let index = 1; index <= 8; index += 1) {
      const response = await write(index, index % 2 ? 'POST' : 'DELETE', '/api/blog/1/star');
      statuses.push(response.status);
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get('retry-after'));
        assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
      }
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429, 429, 429]);
    // Another user still has their own budget, on either instance.
    const other = newTelegramUser();
    const response = await fetch(`${urls[1]}/api/subscription/request?code=basic`, {
      method: 'POST',
      headers: authHeaders(other),
    });
    assert.equal(response.status, 200);
  });
  it('20 simultaneous writes by one user on two instances: exactly the limit gets through', { skip }, async () => {
    const tg = newTelegramUser();
    assert.equal(
      (await fetch(`${urls[0]}/api/subscription/request?code=basic`, { method: 'POST', headers: authHeaders(tg) })).status,
      200,
    );
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        fetch(`${urls[index % 2]}/api/blog/1/star`, { method: 'POST', headers: authHeaders(tg) }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    assert.equal(statuses.filter((status) => status === 429).length, 16, statuses.join(' '));
  });
});

describe('hardening: the production write limit against the reported script', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp({ limits: { writesPerMinute: DEFAULT_LIMITS.writesPerMinute } })));
  after(() => app.close());

  it("200 alternating activate/cancel requests write at most 60 changes a minute, and the day's cap bounds the rows", async () => {
    const tg = newTelegramUser();
    const statuses: Record<string, number> = {};
    for (let index = 0; index < 200; index += 1) {
      const url = index % 2 ? '/api/subscription/cancel' : '/api/subscription/request?code=basic';
      const response = await app.inject({ method: 'POST', url, headers: authHeaders(tg) });
      // A 429 of the daily cap (field daily_limit) is told apart from the write limit's.
      const key =
        response.statusCode === 429 && response.json().field === 'daily_limit' ? '429 daily' : String(response.statusCode);
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    assert.equal(statuses['429'], 140, JSON.stringify(statuses));
    const [row] = await db.query<{ rows: number }>(
      'SELECT count(*) AS rows FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.telegram_id = $1',
      [tg.id],
    );
    assert.equal(row!.rows, DAILY_CAPS.subscriptionRequests, `${row!.rows} subscription rows`);
  });
});

describe('hardening: security headers', () => {
  let root: string;
  let app: FastifyInstance;
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'server-headers-'));
    mkdirSync(join(root, 'shell/dist'), { recursive: true });
    writeFileSync(join(root, 'shell/dist/index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(root, 'mf-blog/dist'), { recursive: true });
    writeFileSync(join(root, 'mf-blog/dist/remoteEntry.js'), 'var mf_blog;');
    ({ app } = await createTestApp({ staticRoot: root }));
  });
  after(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('every response carries CSP, nosniff and a referrer policy; only the app and Telegram web may frame it', async () => {
    for (const url of ['/', '/blog/3', '/api/users/me', '/api/nope', '/remotes/mf-blog/remoteEntry.js']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      const directives = new Map(
        csp
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name, ...values]) => [name!, values]),
      );
      assert.deepEqual(
        directives.get('frame-ancestors'),
        ["'self'", 'https://web.telegram.org', 'https://webk.telegram.org', 'https://webz.telegram.org'],
        url,
      );
      assert.deepEqual(directives.get('script-src'), ["'self'"], url);
      assert.deepEqual(directives.get('object-src'), ["'none'"], url);
      assert.equal(directives.has('upgrade-insecure-requests'), false, url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['referrer-policy'], 'no-referrer', url);
      assert.equal(response.headers['x-frame-options'], undefined, url);
    }
    const remote = await app.inject({ method: 'GET', url: '/remotes/mf-blog/remoteEntry.js' });
    assert.equal(remote.headers['cross-origin-resource-policy'], 'cross-origin');
    const page = await app.inject({ method: 'GET', url: '/' });
    assert.equal(page.headers['cross-origin-resource-policy'], 'same-origin');
  });
  it('the fixed header set written to raw sockets is exactly what helmet sends', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/me' });
    const sent = Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, response.headers[name]]));
    assert.deepEqual(sent, SECURITY_HEADERS);
  });

  it('every /api answer carries Cache-Control: no-store (personal data, errors alike); static files keep theirs', async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    for (const [method, url, status] of [
      ['GET', '/api/users/me', 200],
      ['GET', '/api/users/me/settings', 200],
      ['GET', '/api/users/me/payments', 200],
      ['GET', '/api/users/me/statistics?tz=Europe/Bratislava', 200],
      ['POST', '/api/subscription/cancel', 200],
      ['GET', '/api/nope', 404],
    ] as const) {
      const response = await app.inject({ method, url, headers: authHeaders(tg) });
      assert.equal(response.statusCode, status, `${url}: ${response.body}`);
      assert.equal(response.headers['cache-control'], 'no-store', url);
    }
    const unauthenticated = await app.inject({ method: 'GET', url: '/api/users/me' });
    assert.equal(unauthenticated.headers['cache-control'], 'no-store');
    const page = await app.inject({ method: 'GET', url: '/' });
    assert.equal(page.headers['cache-control'], 'no-cache');
  });
});
