import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import type { Db, Queryable } from '../src/db/types';
import { runScheduledJob } from '../src/modules/jobs/index';
import { seed } from '../src/seed/index';
import { sweepMedia } from '../src/modules/studio/media-sweep';
import { createTestDb, TEST_BOT_TOKEN } from './helpers';
import { paddedMp4 } from './media-support';
import { staffUser, type Headers } from './staff-support';

const MB = 1024 * 1024;
const media = (name: string) => readFileSync(new URL(`../media/${name}`, import.meta.url));
const MP3 = media('activities/den-01-lucia.mp3');
const MP4 = media('blog/trh.mp4');
const JPEG = media('blog/bratislava.jpg');

/** A mono 16-bit PCM WAV of `seconds` at 8 kHz. */
function wavOf(seconds: number): Buffer {
  const data = Buffer.alloc(seconds * 8000 * 2);
  for (let i = 0; i < data.length / 2; i++) data.writeInt16LE(Math.round(Math.sin(i / 10) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A 1-bit grey PNG of width × height px, all black: a few KB however wide. */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = 1 + Math.ceil(width / 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(row * height), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A database whose statements matching `failing` throw, as a process killed at that moment would stop there. */
function failingAt(db: Db, failing: RegExp): Db {
  const wrap = (target: Queryable): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      if (failing.test(sql)) throw new Error('killed here');
      return target.query<T>(sql, params);
    },
    exec: (sql) => target.exec(sql),
  });
  return { ...db, query: wrap(db).query, transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) };
}

describe('studio uploads: checked to the end, one transaction, orphans swept', () => {
  let app: FastifyInstance;
  let db: Db;
  let headers: Headers;
  before(async () => {
    db = await createTestDb();
    await migrate(db);
    await seed(db, { demo: false, demoContent: false });
    app = buildApp({ db, botToken: TEST_BOT_TOKEN, demo: false, studioMaxVideoBytes: MB });
    app.addHook('onClose', () => db.close());
    await app.ready();
    headers = (await staffUser(app, db, ['editor'])).headers;
  });
  after(() => app.close());

  const upload = (bytes: Buffer, name: string, target = app) =>
    target.inject({
      method: 'POST',
      url: `/api/studio/media?name=${encodeURIComponent(name)}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  const blobs = async () => (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM media_blobs'))[0]!.count;

  it('refuses audio and video cut short (400), takes them whole', async () => {
    const cut: [string, Buffer, string][] = [
      ['the first 1 KB of an MP3', MP3.subarray(0, 1024), 'Nahrávku'],
      ['an MP3 without its last 100 bytes', MP3.subarray(0, MP3.length - 100), 'Nahrávku'],
      ['a 1,000-byte slice of a WAV', wavOf(2).subarray(0, 1000), 'Nahrávku'],
      ['an MP4 whose mdat is cut', MP4.subarray(0, MP4.length - 5000), 'Video'],
    ];
    for (const [what, bytes, noun] of cut) {
      const response = await upload(bytes, 'kusok.bin');
      assert.equal(response.statusCode, 400, `${what}: ${response.body}`);
      assert.deepEqual(response.json(), { message: `${noun} sa nepodarilo prečítať: je súbor celý?`, field: 'file' }, what);
    }
    for (const [what, bytes] of [
      ['an MP3', MP3],
      ['a WAV', wavOf(2)],
      ['an MP4', MP4],
    ] as const) {
      const response = await upload(bytes, 'cely.bin');
      assert.equal(response.statusCode, 201, `${what}: ${response.body}`);
    }
  });

  it('refuses an image with a side over the limit before decoding it (400 in Slovak)', async () => {
    const response = await upload(pngOf(39_999_999, 1), 'pas.png');
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), {
      message: 'Obrázok je priveľký: každá strana môže mať najviac 16\u00a0384 bodov.',
      field: 'file',
    });
  });

  it("413 names the video's own limit for a video over the largest body", async () => {
    const response = await upload(paddedMp4(22 * MB), 'dlhe.mp4');
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), { message: 'Súbor je príliš veľký: video môže mať najviac 1 MB.', field: 'file' });
  });

  it('an upload stopped at any statement leaves nothing behind (one transaction)', async () => {
    const bytes = wavOf(3);
    for (const step of [/INSERT INTO files/, /media_variants/, /INSERT INTO media_chunks/]) {
      const broken = buildApp({ db: failingAt(db, step), botToken: TEST_BOT_TOKEN, demo: false });
      await broken.ready();
      const before = await blobs();
      const image = step.source.includes('variants');
      const response = await upload(image ? JPEG : bytes, image ? 'obrazok.jpg' : 'zvuk.wav', broken);
      await broken.close();
      assert.equal(response.statusCode, 500, step.source);
      assert.equal(await blobs(), before, `${step.source}: a blob was left`);
    }
  });

  it('the sweep removes blobs nothing points at after a day; what a file points at, and its sizes, stay', async () => {
    const image = await upload(JPEG, 'bratislava.jpg');
    assert.equal(image.statusCode, 201, image.body);
    const { hash, variants } = image.json() as { hash: string; variants: { hash: string; url: string }[] };
    // An orphan as a killed upload left them before uploads were one transaction: no files row.
    const orphan = (await upload(wavOf(1), 'sirota.wav')).json().hash as string;
    const young = (await upload(wavOf(2), 'mlada.wav')).json().hash as string;
    await db.query(`DELETE FROM files WHERE file_url IN ($1, $2)`, [`/api/media/${orphan}`, `/api/media/${young}`]);
    await db.query(`UPDATE media_blobs SET uploaded_at = now() - interval '25 hours' WHERE hash <> $1`, [young]);

    const report = await runScheduledJob(db, 'media.sweep', 24 * 60 * 60_000, sweepMedia, { force: true });
    assert.deepEqual(report, { removed: 1 });
    const left = new Set((await db.query<{ hash: string }>('SELECT hash FROM media_blobs')).map((row) => row.hash));
    assert.ok(!left.has(orphan), 'the old orphan stays');
    assert.ok(left.has(young), 'an orphan younger than a day went');
    assert.ok(left.has(hash), 'the referenced image went');
    for (const variant of variants) assert.ok(left.has(variant.hash), `its size ${variant.hash} went`);
    const chunks = await db.query('SELECT 1 FROM media_chunks WHERE hash = $1', [orphan]);
    assert.equal(chunks.length, 0);
    assert.equal((await app.inject({ method: 'GET', url: `/api/media/${orphan}` })).statusCode, 404);
    const served = await app.inject({ method: 'GET', url: variants[0]!.url });
    assert.equal(served.statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: `/api/media/${hash}` })).rawPayload.length, JPEG.length);
  });
});
