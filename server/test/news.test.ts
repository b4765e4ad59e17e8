import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { newsList } from '@app/news-contract';
import { seed } from '../src/seed/index';
import { authHeaders, createSubscribedTestApp, newTelegramUser } from './helpers';

describe('news: GET /api/news', () => {
  let app: FastifyInstance;
  let db: Db;
  let headers: Record<string, string>;
  before(async () => {
    ({ app, db, headers } = await createSubscribedTestApp());
  });
  after(() => app.close());

  const news = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/news', headers });
    assert.equal(response.statusCode, 200, response.body);
    const parsed = newsList.safeParse(response.json());
    assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
    return parsed.data;
  };

  it('answers the news of the contract, highest priority first', async () => {
    const items = await news();
    assert.ok(items.length >= 4);
    const priorities = items.map((n) => n.priority);
    assert.deepEqual(
      priorities,
      [...priorities].sort((a, b) => b - a),
    );
  });

  it('has an item of every redirect kind, a plain one and one without thumbnail', async () => {
    const items = await news();
    const blog = items.find((n) => n.instant_redirect && n.redirect_code === 'blog');
    assert.ok(blog?.blog_publication_id, 'a blog item with its publication');
    const publication = await app.inject({ method: 'GET', url: `/api/blog/${blog.blog_publication_id}/`, headers });
    assert.equal(publication.statusCode, 200, 'the blog item points at a real publication');
    assert.ok(items.some((n) => n.instant_redirect && n.redirect_code === 'meetings'));
    assert.ok(
      items.some((n) => n.instant_redirect && n.redirect_code === null),
      'one that leads to /',
    );
    assert.ok(
      items.some((n) => !n.instant_redirect),
      'a plain one',
    );
    assert.ok(
      items.some((n) => n.thumbnail_file === null),
      'one showing the placeholder',
    );
    const thumbnail = items.find((n) => n.thumbnail_file)!.thumbnail_file!;
    assert.equal(thumbnail.file_type, 'image');
    assert.match(thumbnail.file_url, /^\/api\/media\/[0-9a-f]{64}$/);
  });

  it('leaves expired items out', async () => {
    await db.query(
      `INSERT INTO news (slug, title, description, priority, expires_at) VALUES ('stare', 'Stará správa', '', 1000, now() - interval '1 minute')`,
    );
    assert.equal(
      (await news()).some((n) => n.title === 'Stará správa'),
      false,
    );
  });

  it('points the meetings item at the first meeting once meetings exist (seed runs again at start)', async (t) => {
    const hasMeetings = (await db.query<{ present: boolean }>("SELECT to_regclass('meetings') IS NOT NULL AS present"))[0]!
      .present;
    // Until the meetings module exists, a bare stand-in table plays its part.
    if (!hasMeetings) {
      await db.exec('CREATE TABLE meetings (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY)');
      await db.exec('INSERT INTO meetings DEFAULT VALUES');
    }
    const [first] = await db.query<{ id: number }>('SELECT id FROM meetings ORDER BY id LIMIT 1');
    if (!first) return t.skip('the meetings module seeds no meeting here');
    await db.query("UPDATE news SET meeting_id = NULL WHERE redirect_code = 'meetings'");
    await seed(db, { demo: false, demoContent: true });
    const item = (await news()).find((n) => n.redirect_code === 'meetings');
    assert.equal(item?.meeting_id, first.id);
  });

  it('seeding again adds nothing', async () => {
    const before = (await news()).length;
    await seed(db, { demo: false, demoContent: true });
    assert.equal((await news()).length, before);
  });

  it('answers 401 without init data and 403 without a subscription', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/news' })).statusCode, 401);
    const response = await app.inject({ method: 'GET', url: '/api/news', headers: authHeaders(newTelegramUser()) });
    assert.equal(response.statusCode, 403);
  });
});
