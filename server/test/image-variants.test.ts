import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { publication, publicationPage } from '@app/blog-contract';
import { speakerList } from '@app/calls-contract';
import type { ImageVariants } from '@app/file-contract';
import { meetingPage } from '@app/meetings-contract';
import { newsList } from '@app/news-contract';
import type { Db } from '../src/db/types';
import { sectionFiles } from '../src/modules/activities/service';
import { activateBasic, authHeaders, createTestApp, newTelegramUser } from './helpers';

type Tg = ReturnType<typeof newTelegramUser>;

/** srcset "url 112w, url 320w" → [[url, 112], [url, 320]]. */
const entries = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ');
    return [url!, Number(/^(\d+)w$/.exec(descriptor!)![1])] as const;
  });

describe('learners get the sizes of uploaded images (demo content included)', () => {
  let app: FastifyInstance;
  let db: Db;
  let learner: Tg;
  before(async () => {
    ({ app, db } = await createTestApp());
    learner = newTelegramUser();
    await activateBasic(app, learner);
  });
  after(() => app.close());

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: authHeaders(learner) });
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json() as unknown;
  };

  /** Every width of the srcset is served as a WebP of that many pixels, at the original's aspect ratio. */
  async function assertServed(variants: ImageVariants | null | undefined, widths: number[]) {
    assert.ok(variants, 'the image has its sizes');
    const listed = entries(variants.srcset);
    assert.deepEqual(
      listed.map(([, width]) => width),
      widths,
    );
    for (const [url, width] of listed) {
      assert.match(url, /^\/api\/media\/[0-9a-f]{64}$/);
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'image/webp');
      const meta = await sharp(response.rawPayload).metadata();
      assert.equal(meta.width, width, `${url} is ${width} px wide`);
      assert.equal(meta.height, Math.round((width * variants.height) / variants.width));
    }
  }

  it('news: the thumbnail file carries its srcset and the original pixel size', async () => {
    const items = newsList.parse(await get('/api/news'));
    const withThumbnail = items.filter((item) => item.thumbnail_file);
    assert.ok(withThumbnail.length >= 2);
    for (const item of withThumbnail) {
      const variants = item.thumbnail_file!.variants;
      assert.deepEqual({ width: variants?.width, height: variants?.height }, { width: 640, height: 360 });
    }
    await assertServed(withThumbnail[0]!.thumbnail_file!.variants, [112, 320, 640]);
  });

  it('blog: feed covers and author photos, and a publication’s image files (not its audio or documents)', async () => {
    const page = publicationPage.parse(await get('/api/blog/feed?page_size=50'));
    assert.ok(page.results.length >= 12);
    for (const item of page.results) {
      assert.ok(item.thumbnail_variants, `${item.title}: cover sizes`);
      assert.ok(item.author.photo_variants, `${item.title}: author photo sizes`);
    }
    await assertServed(page.results[0]!.thumbnail_variants, [112, 320, 640]);
    // The authors' photos are 160 px: the avatar's 112 and their own width.
    await assertServed(page.results[0]!.author.photo_variants, [112, 160]);

    const [{ id }] = (await db.query<{ id: number }>("SELECT id FROM publications WHERE slug = 'pozdravy-a-predstavenie'")) as [
      { id: number },
    ];
    const detail = publication.parse(await get(`/api/blog/${id}/`));
    const byType = Object.fromEntries(detail.files.map((file) => [file.file_type, file]));
    await assertServed(byType.image?.variants, [112, 320, 640]);
    assert.equal(byType.audio?.variants, null, 'a recording has no sizes');
    assert.equal(byType.document?.variants, null);
  });

  it('meetings: the thumbnail and every photo of the slider', async () => {
    const page = meetingPage.parse(await get('/api/meetings/feed?page_size=50'));
    assert.ok(page.results.length > 0);
    for (const meeting of page.results) {
      assert.equal(meeting.thumbnail_variants?.srcset, meeting.files[0]?.variants?.srcset, 'the thumbnail is the first photo');
      assert.equal(meeting.files.length, 3);
      for (const file of meeting.files) assert.ok(file.variants, `${meeting.title}: ${file.original_filename}`);
    }
    await assertServed(page.results[0]!.files[1]!.variants, [112, 320, 640]);
  });

  it('speakers: a vector photo has none; an uploaded photo answers its sizes', async () => {
    const before = speakerList.parse(await get('/api/calls/speakers'));
    assert.ok(before.length > 0);
    for (const speaker of before) assert.equal(speaker.photo_variants, null, `${speaker.first_name}: SVG`);

    const [{ photo_url: uploaded }] = (await db.query<{ photo_url: string }>(
      'SELECT photo_url FROM blog_authors ORDER BY id LIMIT 1',
    )) as [{ photo_url: string }];
    await db.query('UPDATE speakers SET photo_url = $1 WHERE id = $2', [uploaded, before[0]!.id]);
    const after = speakerList.parse(await get('/api/calls/speakers'));
    const changed = after.find((speaker) => speaker.id === before[0]!.id)!;
    assert.equal(changed.photo_url, uploaded);
    await assertServed(changed.photo_variants, [112, 160]);
  });

  it('activities: a section’s uploaded image has its sizes, its recording none', async () => {
    const [section] = await db.query<{ id: number }>(
      `SELECT sf.section_id AS id FROM activity_section_files sf ORDER BY sf.section_id LIMIT 1`,
    );
    assert.ok(section, 'a listening section with its recording');
    const [image] = await db.query<{ id: number }>("SELECT id FROM files WHERE original_filename = 'tatry.jpg'");
    await db.query('INSERT INTO activity_section_files (section_id, file_id, position) VALUES ($1, $2, 1)', [
      section.id,
      image!.id,
    ]);
    const files = await sectionFiles(db, section.id);
    assert.deepEqual(
      files.map((file) => file.file_type),
      ['audio', 'image'],
    );
    assert.equal(files[0]!.variants, null);
    await assertServed(files[1]!.variants, [112, 320, 640]);
  });
});
