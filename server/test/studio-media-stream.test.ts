import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import type { Db, Queryable } from '../src/db/types';
import { seed } from '../src/seed/index';
import { createTestDb, TEST_BOT_TOKEN } from './helpers';
import { paddedMp4 as mp4Of } from './media-support';
import { staffUser } from './staff-support';

const KB = 1024;
/** Bytes of column values the database answered (what a read cost), counted on every query. */
function counting(db: Db): { db: Db; fetched: () => number; reset: () => void } {
  let fetched = 0;
  const wrap = (target: Queryable): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const rows = await target.query<T>(sql, params);
      for (const row of rows as Record<string, unknown>[])
        for (const value of Object.values(row))
          fetched += value instanceof Uint8Array ? value.byteLength : typeof value === 'string' ? value.length : 0;
      return rows;
    },
    exec: (sql) => target.exec(sql),
  });
  const root = wrap(db);
  return {
    db: { ...db, query: root.query, exec: root.exec, transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) },
    fetched: () => fetched,
    reset: () => (fetched = 0),
  };
}

describe('GET /api/media/:hash: reads what it answers, ranges per RFC 9110', () => {
  let app: FastifyInstance;
  let raw: Db;
  let meter: ReturnType<typeof counting>;
  let url: string;
  let hash: string;
  const file = mp4Of(1024 * KB);
  before(async () => {
    raw = await createTestDb();
    await migrate(raw);
    await seed(raw, { demo: false, demoContent: false });
    meter = counting(raw);
    app = buildApp({ db: meter.db, botToken: TEST_BOT_TOKEN, demo: false, limits: { mediaReadsPerMinute: 10_000 } });
    app.addHook('onClose', () => raw.close());
    await app.ready();
    const { headers } = await staffUser(app, raw, ['editor']);
    const up = await app.inject({
      method: 'POST',
      url: '/api/studio/media?name=trh.mp4',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: file,
    });
    assert.equal(up.statusCode, 201, up.body);
    ({ url, hash } = up.json());
  });
  after(() => app.close());

  const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers });

  it('answers a 2-byte range, a HEAD, a 304 and a 416 without reading the file from the database', async () => {
    const cases: [string, () => ReturnType<typeof get>, number][] = [
      ['2-byte range', () => get({ range: 'bytes=0-1' }), 206],
      ['HEAD', () => get({}, 'HEAD'), 200],
      ['If-None-Match', () => get({ 'if-none-match': `"${hash}"` }), 304],
      ['unsatisfiable range', () => get({ range: `bytes=${file.length}-` }), 416],
    ];
    for (const [name, send, status] of cases) {
      meter.reset();
      const response = await send();
      assert.equal(response.statusCode, status, name);
      assert.ok(meter.fetched() < 16 * KB, `${name}: ${meter.fetched()} bytes read from the database`);
    }
  });

  it('reads at most about the range it serves, also across stored pieces', async () => {
    meter.reset();
    const response = await get({ range: 'bytes=262000-393215' });
    assert.equal(response.statusCode, 206);
    assert.deepEqual(response.rawPayload, file.subarray(262000, 393216));
    // base64 on the wire: 4/3 of the bytes, and the metadata.
    assert.ok(meter.fetched() < 200 * KB, `${meter.fetched()} bytes read for 128 KB`);
  });

  it('serves the whole file, HEAD its length, and ranges: closed, open, suffix', async () => {
    const whole = await get();
    assert.equal(whole.statusCode, 200);
    assert.deepEqual(whole.rawPayload, file);
    assert.equal(whole.headers['accept-ranges'], 'bytes');
    assert.equal(whole.headers['etag'], `"${hash}"`);
    assert.ok(whole.headers['last-modified']);

    const head = await get({}, 'HEAD');
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-length'], String(file.length));
    assert.equal(head.rawPayload.length, 0);

    const closed = await get({ range: 'bytes=100-199' });
    assert.equal(closed.statusCode, 206);
    assert.equal(closed.headers['content-range'], `bytes 100-199/${file.length}`);
    assert.equal(closed.headers['content-length'], '100');
    assert.deepEqual(closed.rawPayload, file.subarray(100, 200));

    const open = await get({ range: `bytes=${file.length - 300000}-` });
    assert.equal(open.statusCode, 206);
    assert.equal(open.headers['content-range'], `bytes ${file.length - 300000}-${file.length - 1}/${file.length}`);
    assert.deepEqual(open.rawPayload, file.subarray(file.length - 300000));

    const suffix = await get({ range: 'bytes=-100' });
    assert.equal(suffix.statusCode, 206);
    assert.deepEqual(suffix.rawPayload, file.subarray(file.length - 100));

    const longSuffix = await get({ range: `bytes=-${file.length * 2}` });
    assert.equal(longSuffix.statusCode, 206);
    assert.equal(longSuffix.headers['content-range'], `bytes 0-${file.length - 1}/${file.length}`);

    const pastTheEnd = await get({ range: `bytes=${file.length - 10}-${file.length * 3}` });
    assert.equal(pastTheEnd.statusCode, 206);
    assert.deepEqual(pastTheEnd.rawPayload, file.subarray(file.length - 10));
  });

  it('416 with Content-Range: bytes */size for an unsatisfiable range', async () => {
    for (const range of [`bytes=${file.length}-`, `bytes=${file.length + 5}-${file.length + 10}`, 'bytes=-0']) {
      const response = await get({ range });
      assert.equal(response.statusCode, 416, range);
      assert.equal(response.headers['content-range'], `bytes */${file.length}`, range);
    }
  });

  it('parses a unit in any case and spaces around the range; multiple ranges and unknown units get the whole file', async () => {
    for (const range of ['bytes= 0-1', 'BYTES=0-1', 'Bytes=0-1 ', 'bytes=0-1,']) {
      const response = await get({ range });
      assert.equal(response.statusCode, 206, range);
      assert.deepEqual(response.rawPayload, file.subarray(0, 2), range);
    }
    for (const range of ['bytes=0-1,5-6', 'bytes=0-1, -5', 'items=0-1', 'bytes=5-1', 'bytes=a-b', 'bytes=-']) {
      const response = await get({ range });
      assert.equal(response.statusCode, 200, range);
      assert.equal(response.rawPayload.length, file.length, range);
    }
  });

  it('If-Range: the range only while the validator matches', async () => {
    const matching = await get({ range: 'bytes=0-1', 'if-range': `"${hash}"` });
    assert.equal(matching.statusCode, 206);
    for (const ifRange of ['"another"', `W/"${hash}"`, 'Thu, 01 Jan 1970 00:00:00 GMT']) {
      const other = await get({ range: 'bytes=0-1', 'if-range': ifRange });
      assert.equal(other.statusCode, 200, ifRange);
      assert.equal(other.rawPayload.length, file.length, ifRange);
    }
    const modified = (await get({}, 'HEAD')).headers['last-modified'] as string;
    const sameDate = await get({ range: 'bytes=0-1', 'if-range': modified });
    assert.equal(sameDate.statusCode, 206);
  });

  it('304 for a matching If-None-Match (a list, weak, *) or If-Modified-Since', async () => {
    for (const tag of [`"${hash}"`, `"x", W/"${hash}"`, '*']) {
      const response = await get({ 'if-none-match': tag });
      assert.equal(response.statusCode, 304, tag);
      assert.equal(response.rawPayload.length, 0);
      assert.equal(response.headers['etag'], `"${hash}"`);
    }
    const modified = (await get({}, 'HEAD')).headers['last-modified'] as string;
    assert.equal((await get({ 'if-modified-since': modified })).statusCode, 304);
    assert.equal((await get({ 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).statusCode, 200);
    // If-None-Match decides when both are sent.
    assert.equal((await get({ 'if-none-match': '"other"', 'if-modified-since': modified })).statusCode, 200);
  });
});

describe('media reads: a limit per client of their own', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    db = await createTestDb();
    await migrate(db);
    await seed(db, { demo: false, demoContent: false });
    app = buildApp({ db, botToken: TEST_BOT_TOKEN, demo: false, limits: { mediaReadsPerMinute: 3 } });
    app.addHook('onClose', () => db.close());
    await app.ready();
  });
  after(() => app.close());

  it('429 with Retry-After past the limit, for that address only; the API reads go on', async () => {
    const { headers } = await staffUser(app, db, ['editor']);
    const up = await app.inject({
      method: 'POST',
      url: '/api/studio/media?name=trh.mp4',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: mp4Of(100 * KB),
    });
    const { url } = up.json();
    const read = (remoteAddress: string) => app.inject({ method: 'GET', url, remoteAddress, headers: { range: 'bytes=0-1' } });
    for (let i = 0; i < 3; i++) assert.equal((await read('10.0.0.1')).statusCode, 206);
    const refused = await read('10.0.0.1');
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /Too many media reads/);
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.equal((await read('10.0.0.2')).statusCode, 206);
    const api = await app.inject({ method: 'GET', url: '/api/users/me', headers, remoteAddress: '10.0.0.1' });
    assert.equal(api.statusCode, 200);
  });
});
