import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { publication, publicationPage, publicationState } from '@app/blog-contract';
import { activateBasic, authHeaders, createTestApp, newTelegramUser } from './helpers';

type Tg = ReturnType<typeof newTelegramUser>;

describe('blog: feed, starred, publication, star, react', () => {
  let app: FastifyInstance;
  let db: Db;
  let reader: Tg;
  before(async () => {
    ({ app, db } = await createTestApp());
    reader = newTelegramUser();
    await activateBasic(app, reader);
  });
  after(() => app.close());

  const request = (method: 'GET' | 'POST' | 'DELETE', url: string, tg: Tg = reader) =>
    app.inject({ method, url, headers: authHeaders(tg) });
  const get = (url: string, tg?: Tg) => request('GET', url, tg);
  const subscriber = async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    return tg;
  };
  const feed = async (query = '', tg?: Tg) => {
    const response = await get(`/api/blog/feed${query}`, tg);
    assert.equal(response.statusCode, 200, response.body);
    const parsed = publicationPage.safeParse(response.json());
    assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
    return parsed.data;
  };
  const titles = (page: { results: { title: string }[] }) => page.results.map((p) => p.title);
  const idBySlug = async (slug: string) =>
    (await db.query<{ id: number }>('SELECT id FROM publications WHERE slug = $1', [slug]))[0]!.id;

  describe('GET /api/blog/feed', () => {
    it('answers a page of the contract: seeded text, audio and video, newest first', async () => {
      const page = await feed('?page_size=50');
      assert.ok(page.count >= 12, `only ${page.count} publications seeded`);
      assert.equal(page.results.length, page.count);
      assert.deepEqual(new Set(page.results.map((p) => p.type)), new Set(['text', 'audio', 'video']));
      const dates = page.results.map((p) => p.published_at);
      assert.deepEqual(dates, [...dates].sort().reverse());
      for (const item of page.results) {
        assert.ok(item.categories.length > 0, `${item.title} has categories`);
        // Demo pictures are stored as the studio's uploads (test/image-variants.test.ts: their sizes).
        assert.match(item.author.photo_url ?? '', /^\/api\/media\/[0-9a-f]{64}$/);
        assert.match(item.thumbnail_url ?? '', /^\/api\/media\/[0-9a-f]{64}$/);
        assert.ok(item.duration >= 1);
        assert.equal(item.starred, false);
        assert.equal('content' in item, false, 'the feed carries no content');
      }
    });

    it('holds two series, each numbered 1, 2, 3', async () => {
      const page = await feed('?page_size=50');
      const bySeries = new Map<string, number[]>();
      for (const item of page.results) {
        if (!item.series) continue;
        bySeries.set(item.series.title, [...(bySeries.get(item.series.title) ?? []), item.sequence_order!]);
      }
      assert.equal(bySeries.size, 2);
      for (const orders of bySeries.values()) assert.deepEqual(orders.sort(), [1, 2, 3]);
    });

    it('paginates with count, next and previous; pages do not overlap', async () => {
      const first = await feed('?page_size=5');
      assert.equal(first.results.length, 5);
      assert.equal(first.previous, null);
      assert.equal(first.next, '/api/blog/feed?page_size=5&page=2');
      const second = await feed('?page_size=5&page=2');
      assert.equal(second.previous, '/api/blog/feed?page_size=5&page=1');
      const seen = new Set<number>();
      let page: typeof first | null = first;
      while (page) {
        for (const item of page.results) {
          assert.equal(seen.has(item.id), false, 'no publication on two pages');
          seen.add(item.id);
        }
        page = page.next ? await feed(page.next.replace('/api/blog/feed', '')) : null;
      }
      assert.equal(seen.size, first.count);
    });

    it('answers 10 per page by default, and an empty page past the end', async () => {
      const first = await feed();
      assert.equal(first.results.length, 10);
      assert.ok(first.next?.includes('page=2'));
      const past = await feed('?page=99');
      assert.deepEqual(past.results, []);
      assert.equal(past.next, null);
      assert.equal(past.count, first.count);
      assert.ok(past.previous?.includes(`page=${Math.ceil(first.count / 10)}`), past.previous ?? 'no previous');
    });

    it('searches title, description and content, ignoring case and diacritics', async () => {
      assert.deepEqual(titles(await feed('?search=Bryndzov%C3%A9')), ['Bryndzové halušky: recept krok za krokom']);
      // Only in the content of one text publication.
      assert.deepEqual(titles(await feed('?search=kapustnica')), ['Vianočné zvyky na Slovensku']);
      // Without diacritics and in capitals.
      assert.deepEqual(titles(await feed('?search=STEDRY%20DEN')), ['Vianočné zvyky na Slovensku']);
      // Only in a description.
      assert.deepEqual(titles(await feed('?search=Gerlachovsk')), ['Vysoké Tatry: najvyššie hory Slovenska']);
      // In an audio transcript (content).
      assert.deepEqual(titles(await feed('?search=jablkov%C3%BD%20kol%C3%A1%C4%8D')), ['V kaviarni']);
    });

    it('keeps search in the page links and counts only the matches', async () => {
      const page = await feed('?search=a&page_size=2');
      assert.ok(page.count > 2);
      assert.equal(page.next, '/api/blog/feed?search=a&page_size=2&page=2');
    });

    it('treats %, _ and \\ in a search as plain characters, and a blank search as none', async () => {
      assert.equal((await feed('?search=%25')).count, 0);
      // As a wildcard, _ would match the comma in 'ten pes, ten brat'.
      assert.equal((await feed('?search=pes_')).count, 0);
      assert.equal((await feed('?search=pes,')).count, 1);
      assert.equal((await feed('?search=%5C')).count, 0);
      assert.equal((await feed('?search=%20%20')).count, (await feed()).count);
    });

    const invalid: Array<[string, string]> = [
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=abc', 'page'],
      ['?page=1.5', 'page'],
      ['?page=99999999', 'page'],
      ['?page_size=0', 'page_size'],
      ['?page_size=51', 'page_size'],
      [`?search=${'x'.repeat(101)}`, 'search'],
      ['?search=a&search=b', 'search'],
    ];
    for (const [query, field] of invalid) {
      it(`answers 400 naming ${field} for ${query.slice(0, 30)}`, async () => {
        for (const list of ['feed', 'starred']) {
          const response = await get(`/api/blog/${list}${query}`);
          assert.equal(response.statusCode, 400, response.body);
          assert.equal(response.json().field, field);
          assert.match(response.json().message, new RegExp(field));
        }
      });
    }

    it('hides publications dated in the future', async () => {
      const [author] = await db.query<{ id: number }>('SELECT id FROM blog_authors LIMIT 1');
      const [future] = await db.query<{ id: number }>(
        `INSERT INTO publications (slug, title, type, content, description, duration, published_at, author_id)
         VALUES ('buduci-clanok', 'Budúci článok', 'text', 'Tajomstvo', '', 1, now() + interval '1 day', $1) RETURNING id`,
        [author!.id],
      );
      assert.equal((await feed('?search=Tajomstvo')).count, 0);
      assert.equal((await get(`/api/blog/${future!.id}/`)).statusCode, 404);
      assert.equal((await request('POST', `/api/blog/${future!.id}/star`)).statusCode, 404);
    });

    it('answers 401 without init data and 403 without a subscription', async () => {
      assert.equal((await app.inject({ method: 'GET', url: '/api/blog/feed' })).statusCode, 401);
      for (const url of ['/api/blog/feed', '/api/blog/starred', '/api/blog/1/']) {
        assert.equal((await get(url, newTelegramUser())).statusCode, 403, url);
      }
    });
  });

  describe('GET /api/blog/{id}/', () => {
    it('answers a text publication with markdown whose /files/ images resolve to images', async () => {
      const id = await idBySlug('vianocne-zvyky');
      const response = await get(`/api/blog/${id}/`);
      assert.equal(response.statusCode, 200);
      const body = publication.parse(response.json());
      assert.equal(body.title, 'Vianočné zvyky na Slovensku');
      assert.equal(body.type, 'text');
      assert.equal(body.author.first_name, 'Zuzana');
      assert.equal(body.reaction, null);
      const sources = [...body.content.matchAll(/!\[[^\]]*\]\((\/files\/(\d+))\)/g)];
      assert.ok(sources.length > 0, 'the content has an image');
      for (const [, , fileId] of sources) {
        const file = await get(`/api/file/${fileId}/`);
        assert.equal(file.statusCode, 200);
        assert.equal(file.json().file_type, 'image');
      }
      assert.doesNotMatch(body.content, /\{\{file:/);
    });

    it('gives an audio episode its image, primary audio and PDF transcript, and its series place', async () => {
      const body = publication.parse((await get(`/api/blog/${await idBySlug('pozdravy-a-predstavenie')}/`)).json());
      assert.equal(body.type, 'audio');
      assert.deepEqual(body.series?.title, 'Slovenčina na každý deň');
      assert.equal(body.sequence_order, 1);
      assert.deepEqual(
        body.files.map((f) => [f.file_type, f.original_filename, f.is_primary]),
        [
          ['image', 'pozdravy.jpg', false],
          ['audio', 'pozdravy.mp3', true],
          ['document', 'pozdravy-prepis.pdf', true],
        ],
      );
    });

    it('gives a video its poster image first and its primary video', async () => {
      const body = publication.parse((await get(`/api/blog/${await idBySlug('vysoke-tatry')}/`)).json());
      assert.equal(body.type, 'video');
      assert.equal(body.files[0]!.file_type, 'image');
      assert.ok(body.files.some((f) => f.file_type === 'video' && f.is_primary));
      assert.ok(body.files.some((f) => f.file_type === 'document' && f.original_filename.endsWith('.txt')));
    });

    it('answers 404 with a message for an unknown id', async () => {
      const response = await get('/api/blog/999999/');
      assert.equal(response.statusCode, 404);
      assert.match(response.json().message, /Publication 999999 not found/);
    });

    for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      it(`answers 400 naming id for /api/blog/${bad}/`, async () => {
        const response = await get(`/api/blog/${bad}/`);
        assert.equal(response.statusCode, 400, response.body);
        assert.equal(response.json().field, 'id');
      });
    }
  });

  describe('POST/DELETE /api/blog/{id}/star and GET /api/blog/starred', () => {
    it('stars for this user only; the starred list shows it until it is unstarred', async () => {
      const tg = await subscriber();
      const other = await subscriber();
      const id = await idBySlug('bratislava');

      const starred = await request('POST', `/api/blog/${id}/star`, tg);
      assert.equal(starred.statusCode, 200);
      assert.deepEqual(publicationState.parse(starred.json()), {
        id,
        starred: true,
        reaction: null,
        like_count: 0,
        dislike_count: 0,
      });
      // Twice is the same as once.
      assert.equal((await request('POST', `/api/blog/${id}/star`, tg)).json().starred, true);

      const list = await get('/api/blog/starred', tg);
      assert.ok(publicationPage.safeParse(list.json()).success);
      assert.deepEqual(
        list.json().results.map((p: { id: number }) => p.id),
        [id],
      );
      assert.equal(list.json().results[0].starred, true);
      assert.equal((await get(`/api/blog/${id}/`, tg)).json().starred, true);
      assert.equal((await feed('?search=Bratislava', tg)).results[0]!.starred, true);

      assert.equal((await get('/api/blog/starred', other)).json().count, 0);
      assert.equal((await get(`/api/blog/${id}/`, other)).json().starred, false);

      const unstarred = await request('DELETE', `/api/blog/${id}/star`, tg);
      assert.equal(unstarred.json().starred, false);
      assert.equal((await request('DELETE', `/api/blog/${id}/star`, tg)).statusCode, 200);
      assert.equal((await get('/api/blog/starred', tg)).json().count, 0);
    });

    it('lists the most recently starred first and searches within the starred', async () => {
      const tg = await subscriber();
      const first = await idBySlug('zdrobneniny');
      const second = await idBySlug('na-trhu');
      await request('POST', `/api/blog/${first}/star`, tg);
      await request('POST', `/api/blog/${second}/star`, tg);
      assert.deepEqual(
        (await get('/api/blog/starred', tg)).json().results.map((p: { id: number }) => p.id),
        [second, first],
      );
      assert.deepEqual(
        (await get('/api/blog/starred?search=kavicka', tg)).json().results.map((p: { id: number }) => p.id),
        [first],
      );
      const paged = (await get('/api/blog/starred?page_size=1', tg)).json();
      assert.equal(paged.count, 2);
      assert.equal(paged.next, '/api/blog/starred?page_size=1&page=2');
    });

    it('answers 404 for an unknown publication and 400 for a bad id', async () => {
      assert.equal((await request('POST', '/api/blog/999999/star')).statusCode, 404);
      assert.equal((await request('DELETE', '/api/blog/999999/star')).statusCode, 404);
      const bad = await request('POST', '/api/blog/x/star');
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().field, 'id');
    });

    it('answers 400, not 500, to an empty JSON body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/blog/${await idBySlug('bratislava')}/star`,
        headers: { ...authHeaders(reader), 'content-type': 'application/json' },
      });
      assert.equal(response.statusCode, 400);
      assert.equal(typeof response.json().message, 'string');
    });
  });

  describe('POST/DELETE /api/blog/{id}/react', () => {
    it('sets, switches and removes the reaction; totals count every user', async () => {
      const id = await idBySlug('slovesa-byt-a-mat');
      const [tg, other] = [await subscriber(), await subscriber()];
      const react = (value: boolean, who = tg) => request('POST', `/api/blog/${id}/react?is_positive=${value}`, who);

      const liked = await react(true);
      assert.equal(liked.statusCode, 200);
      assert.deepEqual(publicationState.parse(liked.json()), {
        id,
        starred: false,
        reaction: 'like',
        like_count: 1,
        dislike_count: 0,
      });
      assert.equal((await react(true)).json().like_count, 1, 'liking twice counts once');

      await react(true, other);
      const switched = (await react(false)).json();
      assert.deepEqual([switched.reaction, switched.like_count, switched.dislike_count], ['dislike', 1, 1]);

      const detail = (await get(`/api/blog/${id}/`, tg)).json();
      assert.deepEqual([detail.reaction, detail.like_count, detail.dislike_count], ['dislike', 1, 1]);
      assert.equal((await get(`/api/blog/${id}/`, other)).json().reaction, 'like');

      const removed = (await request('DELETE', `/api/blog/${id}/react`, tg)).json();
      assert.deepEqual([removed.reaction, removed.like_count, removed.dislike_count], [null, 1, 0]);
      assert.equal((await request('DELETE', `/api/blog/${id}/react`, tg)).statusCode, 200);
    });

    for (const [query, what] of [
      ['', 'a missing'],
      ['?is_positive=yes', 'a non-boolean'],
      ['?is_positive=', 'an empty'],
    ] as const) {
      it(`answers 400 naming is_positive for ${what} is_positive`, async () => {
        const response = await request('POST', `/api/blog/${await idBySlug('bratislava')}/react${query}`);
        assert.equal(response.statusCode, 400, response.body);
        assert.equal(response.json().field, 'is_positive');
      });
    }

    it('answers 404 for an unknown publication', async () => {
      assert.equal((await request('POST', '/api/blog/999999/react?is_positive=true')).statusCode, 404);
      assert.equal((await request('DELETE', '/api/blog/999999/react')).statusCode, 404);
    });
  });
});
