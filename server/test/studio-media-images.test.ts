import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { StudioMedia } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { createTestApp } from './helpers';
import { staffUser, type Headers } from './staff-support';

const COVER = new URL('../media/blog/tatry.jpg', import.meta.url);

/** A photo-like picture (noise compresses like a photo, unlike a flat colour) of the given size. */
async function picture(width: number, height: number, format: 'jpeg' | 'png', orientation?: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i % width) * 31) % 251;
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (orientation) image.withMetadata({ orientation });
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

describe('studio: uploaded images are resized to the widths the screens show', () => {
  let app: FastifyInstance;
  let db: Db;
  let editor: { id: number; headers: Headers };
  before(async () => {
    ({ app, db } = await createTestApp());
    editor = await staffUser(app, db, ['editor']);
  });
  after(() => app.close());

  const upload = (name: string, bytes: Buffer) =>
    app.inject({
      method: 'POST',
      url: `/api/studio/media?name=${name}`,
      headers: { ...editor.headers, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });

  it('keeps the original and answers WebP at 112, 320, 640 and 1280 px, each at its own immutable URL, srcset-ready', async () => {
    const original = await picture(1600, 1000, 'jpeg');
    const up = await upload('obal.jpg', original);
    assert.equal(up.statusCode, 201, up.body);
    const media: StudioMedia = up.json();
    assert.equal(media.mime, 'image/jpeg');
    assert.deepEqual([media.width, media.height], [1600, 1000]);
    assert.deepEqual(
      media.variants!.map((v) => [v.width, v.height, v.mime]),
      [
        [112, 70, 'image/webp'],
        [320, 200, 'image/webp'],
        [640, 400, 'image/webp'],
        [1280, 800, 'image/webp'],
      ],
    );
    assert.equal(media.srcset, media.variants!.map((v) => `${v.url} ${v.width}w`).join(', '));

    const kept = await app.inject({ method: 'GET', url: media.url });
    assert.deepEqual(kept.rawPayload, original);
    for (const variant of media.variants!) {
      assert.equal(variant.url, `/api/media/${variant.hash}`);
      const got = await app.inject({ method: 'GET', url: variant.url });
      assert.equal(got.statusCode, 200);
      assert.equal(got.headers['content-type'], 'image/webp');
      assert.match(String(got.headers['cache-control']), /max-age=31536000, immutable/);
      assert.equal(got.headers.etag, `"${variant.hash}"`);
      assert.equal(got.rawPayload.length, variant.size);
      const meta = await sharp(got.rawPayload).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', variant.width, variant.height]);
      assert.ok(variant.size < original.length, `${variant.width}: ${variant.size} ≥ ${original.length}`);
    }
  });

  it('never enlarges: a 500 px PNG gets 112, 320 and its own 500', async () => {
    const media: StudioMedia = (await upload('maly.png', await picture(500, 300, 'png'))).json();
    assert.deepEqual(
      media.variants!.map((v) => v.width),
      [112, 320, 500],
    );
  });

  it('applies the EXIF orientation: a portrait photo stored on its side comes out upright', async () => {
    const media: StudioMedia = (await upload('na-vysku.jpg', await picture(800, 600, 'jpeg', 6))).json();
    assert.deepEqual([media.width, media.height], [600, 800]);
    assert.deepEqual(
      media.variants!.map((v) => [v.width, v.height]),
      [
        [112, 149],
        [320, 427],
        [600, 800],
      ],
    );
  });

  it('the same bytes again answer the same sizes and store nothing new', async () => {
    const bytes = await readFile(COVER);
    const first: StudioMedia = (await upload('tatry.jpg', bytes)).json();
    const blobsBefore = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM media_blobs'))[0]!.count;
    const again: StudioMedia = (await upload('tatry-znova.jpg', bytes)).json();
    const blobsAfter = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM media_blobs'))[0]!.count;
    assert.equal(blobsAfter, blobsBefore);
    assert.deepEqual(again.variants, first.variants);
    assert.ok(first.variants!.length >= 3);
  });

  it('an image whose bytes are cut off is a 400 naming the file, in Slovak', async () => {
    const whole = await picture(900, 600, 'png');
    const res = await upload('rozbity.png', whole.subarray(0, 400));
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json(), { message: 'Obrázok sa nepodarilo prečítať: je súbor celý?', field: 'file' });
  });

  it('audio answers as before, without sizes', async () => {
    const res = await upload('lucia.mp3', await readFile(new URL('../media/activities/den-01-lucia.mp3', import.meta.url)));
    assert.equal(res.statusCode, 201);
    const media = res.json();
    assert.equal(media.variants, undefined);
    assert.equal(media.srcset, undefined);
  });
});
