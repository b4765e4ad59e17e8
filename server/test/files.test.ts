import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { mediaFile } from '@app/file-contract';
import { authHeaders, createSubscribedTestApp, newTelegramUser } from './helpers';

const serverRoot = fileURLToPath(new URL('../', import.meta.url));

describe('files: GET /api/file/{id}/ and the seeded media', () => {
  let app: FastifyInstance;
  let db: Db;
  let headers: Record<string, string>;
  before(async () => {
    ({ app, db, headers } = await createSubscribedTestApp());
  });
  after(() => app.close());

  const get = (url: string, h = headers) => app.inject({ method: 'GET', url, headers: h });

  it('answers a File of the contract', async () => {
    const [row] = await db.query<{ id: number }>("SELECT id FROM files WHERE file_url = '/media/blog/pozdravy-prepis.pdf'");
    const response = await get(`/api/file/${row!.id}/`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(mediaFile.parse(response.json()), {
      id: row!.id,
      file_type: 'document',
      file_url: '/media/blog/pozdravy-prepis.pdf',
      original_filename: 'pozdravy-prepis.pdf',
      is_primary: true,
    });
  });

  it('answers 404 with a message for an unknown id', async () => {
    const response = await get('/api/file/987654/');
    assert.equal(response.statusCode, 404);
    assert.match(response.json().message, /File 987654 not found/);
  });

  for (const bad of ['abc', '0', '-1', '2.5', '99999999999999999999']) {
    it(`answers 400 naming id for /api/file/${bad}/`, async () => {
      const response = await get(`/api/file/${bad}/`);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().field, 'id');
    });
  }

  it('answers 403 without a subscription', async () => {
    assert.equal((await get('/api/file/1/', authHeaders(newTelegramUser()))).statusCode, 403);
  });

  it('every seeded file and author photo exists (under server/media, or stored as an upload), all together under 3 MB', async () => {
    const files = await db.query<{ file_url: string }>('SELECT file_url FROM files');
    const photos = await db.query<{ file_url: string }>('SELECT photo_url AS file_url FROM blog_authors');
    let bytes = 0;
    for (const { file_url } of [...files, ...photos]) {
      // The demo pictures go in as the studio's uploads (seed/images.ts): served from media_blobs.
      const uploaded = /^\/api\/media\/([0-9a-f]{64})$/.exec(file_url);
      if (uploaded) {
        const [blob] = await db.query<{ size: number }>('SELECT size FROM media_blobs WHERE hash = $1', [uploaded[1]]);
        assert.ok(blob, `${file_url} is not stored`);
        bytes += blob.size;
        continue;
      }
      const path = join(serverRoot, file_url.replace(/^\/media\//, 'media/'));
      assert.ok(existsSync(path), `${file_url} is missing`);
      bytes += statSync(path).size;
    }
    assert.ok(files.length >= 20);
    assert.ok(bytes < 3 * 1024 * 1024, `${Math.round(bytes / 1024)} KB of media`);
  });
});
