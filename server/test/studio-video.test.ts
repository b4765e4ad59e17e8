import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { StudioMedia, StudioPublication } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { subscribedUser, type Tg } from './calls-support';
import { authHeaders, createTestApp } from './helpers';
import { staffUser, type Headers } from './staff-support';
import { firstAuthorId, JPEG, studioClient, textPublication } from './studio-publications-support';
import { webmOf } from './webm-support';

const MP4 = new URL('../media/blog/trh.mp4', import.meta.url);
const MB = 1024 * 1024;

describe('studio: video uploads and video publications', () => {
  let app: FastifyInstance;
  let db: Db;
  let headers: Headers;
  let studio: ReturnType<typeof studioClient>;
  let reader: Tg;
  before(async () => {
    // A small limit, so that going over it takes no large body.
    ({ app, db } = await createTestApp({ studioMaxVideoBytes: MB }));
    headers = (await staffUser(app, db, ['editor'])).headers;
    studio = studioClient(app, headers);
    reader = await subscribedUser(app);
  });
  after(() => app.close());

  const upload = (bytes: Buffer, name: string) =>
    app.inject({
      method: 'POST',
      url: `/api/studio/media?name=${encodeURIComponent(name)}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });

  it('takes an MP4 by its bytes whatever its name, reads its duration and serves it with ranges', async () => {
    const bytes = await readFile(MP4);
    const response = await upload(bytes, 'trh.mp3');
    assert.equal(response.statusCode, 201, response.body);
    const media: StudioMedia = response.json();
    assert.equal(media.mime, 'video/mp4');
    assert.ok(Math.abs(media.duration_seconds! - 15.4) < 0.1, `duration ${media.duration_seconds}`);
    const [file] = await db.query<{ file_type: string }>('SELECT file_type FROM files WHERE id = $1', [media.file_id]);
    assert.equal(file!.file_type, 'video');

    const part = await app.inject({ method: 'GET', url: media.url, headers: { range: 'bytes=0-99' } });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 0-99/${bytes.length}`);
    assert.equal(part.headers['content-type'], 'video/mp4');
    assert.deepEqual(part.rawPayload, bytes.subarray(0, 100));
  });

  it('takes a WebM by its bytes and reads its duration', async () => {
    const response = await upload(webmOf(95), 'klip.bin');
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().mime, 'video/webm');
    assert.equal(response.json().duration_seconds, 95);
  });

  it('refuses a video over the limit with 413 in Slovak, and bytes that are no video with 415', async () => {
    const large = Buffer.concat([await readFile(MP4), Buffer.alloc(MB)]);
    const tooLarge = await upload(large, 'velke.mp4');
    assert.equal(tooLarge.statusCode, 413);
    assert.deepEqual(tooLarge.json(), { message: 'Súbor je príliš veľký: video môže mať najviac 1 MB.', field: 'file' });

    const fake = await upload(Buffer.from('Toto nie je video, len text s menom videa.'), 'klip.mp4');
    assert.equal(fake.statusCode, 415);
    assert.equal(fake.json().field, 'file');

    const broken = await upload((await readFile(MP4)).subarray(0, 64), 'kusok.mp4');
    assert.equal(broken.statusCode, 400, broken.body);
    assert.deepEqual(broken.json(), { message: 'Video sa nepodarilo prečítať: je súbor celý?', field: 'file' });
  });

  it('makes a video publication: the video, the cover as poster, minutes from the duration; the blog serves it', async () => {
    const authorId = await firstAuthorId(db);
    const video = await studio.upload(MP4, 'trh.mp4');
    const cover = await studio.upload(JPEG, 'obal.jpg');
    const created = await studio.post(
      '/studio/publications',
      textPublication(authorId, { type: 'video', title: 'Na trhu', content: '', video_file_id: video.file_id }),
    );
    assert.equal(created.statusCode, 201, created.body);
    let publication: StudioPublication = created.json();
    assert.equal(publication.video?.file_id, video.file_id);
    assert.equal(publication.duration, 1);

    // Before learners see it: the cover (the poster) and the video itself.
    const noCover = await studio.post(`/studio/publications/${publication.id}/publish`, {
      version: publication.version,
      publish_at: null,
    });
    assert.equal(noCover.statusCode, 400);
    assert.equal(noCover.json().field, 'thumbnail_file_id');
    const withoutVideo = await studio.put(`/studio/publications/${publication.id}`, {
      ...textPublication(authorId, { type: 'video', title: 'Na trhu', content: '', thumbnail_file_id: cover.file_id }),
      version: publication.version,
    });
    assert.equal(withoutVideo.statusCode, 200, withoutVideo.body);
    const refused = await studio.post(`/studio/publications/${publication.id}/publish`, {
      version: withoutVideo.json().version,
      publish_at: null,
    });
    assert.deepEqual(refused.json(), { message: 'Video publikácia potrebuje video.', field: 'video_file_id' });

    const webm = (await upload(webmOf(95), 'dlhsie.webm')).json() as StudioMedia;
    const saved = await studio.put(`/studio/publications/${publication.id}`, {
      ...textPublication(authorId, {
        type: 'video',
        title: 'Na trhu',
        content: '',
        thumbnail_file_id: cover.file_id,
        video_file_id: webm.file_id,
      }),
      version: withoutVideo.json().version,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    publication = saved.json();
    assert.equal(publication.duration, 2, '95 s round up to 2 minutes');
    const live = await studio.post(`/studio/publications/${publication.id}/publish`, {
      version: publication.version,
      publish_at: null,
    });
    assert.equal(live.statusCode, 200, live.body);

    const detail = await app.inject({ method: 'GET', url: `/api/blog/${publication.id}/`, headers: authHeaders(reader) });
    assert.equal(detail.statusCode, 200, detail.body);
    const body = detail.json();
    assert.equal(body.type, 'video');
    assert.equal(body.duration, 2);
    assert.equal(body.thumbnail_url, cover.url);
    assert.deepEqual(
      body.files.filter((f: { file_type: string }) => f.file_type === 'video').map((f: { file_url: string }) => f.file_url),
      [webm.url],
    );
  });

  it('answers 400 video_file_id for a file that is not a video', async () => {
    const authorId = await firstAuthorId(db);
    const image = await studio.upload(JPEG, 'nie-video.jpg');
    const response = await studio.post(
      '/studio/publications',
      textPublication(authorId, { type: 'video', video_file_id: image.file_id }),
    );
    assert.deepEqual(response.json(), { message: 'Video sa nenašlo: nahrajte ho znova.', field: 'video_file_id' });
  });
});
