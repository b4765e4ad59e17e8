import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { StudioNews, StudioPublication } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { HOUR, subscribedUser, type Tg } from './calls-support';
import { testBotConfig } from './bot-support';
import { FakeBotApi } from './fake-bot-api';
import { authHeaders, createTestApp } from './helpers';
import { staffUser } from './staff-support';
import {
  firstAuthorId,
  JPEG,
  MP3,
  newsItem,
  schoolTime,
  studioClient,
  textPublication,
  timePassesFor,
} from './studio-publications-support';

describe('studio: publications and news written by editors', () => {
  let fake: FakeBotApi;
  let app: FastifyInstance;
  let db: Db;
  let studio: ReturnType<typeof studioClient>;
  let authorId: number;
  let reader: Tg;
  before(async () => {
    fake = await new FakeBotApi().start();
    ({ app, db } = await createTestApp({
      bot: testBotConfig(fake, 'webhook-secret_for-tests'),
    }));
    const editor = await staffUser(app, db, ['editor'], undefined, { first_name: 'Eva', last_name: 'Editorová' });
    studio = studioClient(app, editor.headers);
    authorId = await firstAuthorId(db);
    reader = await subscribedUser(app);
    await app.outbox.drain(); // the first sweep: what exists now (the seed) is not news
  });
  after(async () => {
    await app.close();
    await fake.close();
  });

  const learnerGet = (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: authHeaders(reader) });
  const feedIds = async () =>
    ((await learnerGet('/blog/feed?page_size=50')).json().results as Array<{ id: number }>).map((p) => p.id);
  const newsIds = async () => ((await learnerGet('/news')).json() as Array<{ id: number }>).map((n) => n.id);
  const create = async (over = {}) => {
    const response = await studio.post('/studio/publications', textPublication(authorId, over));
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as StudioPublication;
  };
  const messagesTo = (tg: Tg, pattern: RegExp) =>
    fake.callsOf('sendMessage').filter((c) => c.params.chat_id === tg.id && pattern.test(String(c.params.text)));

  it('keeps learners and teachers out (403) and lets editors and admins in', async () => {
    const teacher = await staffUser(app, db, ['teacher']);
    const admin = await staffUser(app, db, ['admin']);
    for (const url of ['/studio/publications', '/studio/news']) {
      assert.equal((await learnerGet(url)).statusCode, 403);
      assert.equal((await studioClient(app, teacher.headers).get(url)).statusCode, 403);
      assert.equal((await studioClient(app, admin.headers).get(url)).statusCode, 200);
    }
    assert.equal(
      (await studioClient(app, teacher.headers).post('/studio/publications', textPublication(authorId))).statusCode,
      403,
    );
  });

  it('lists the seeded publications and news as published, with the authors and the school zone', async () => {
    const list = (await studio.get('/studio/publications')).json();
    assert.ok(list.results.length >= 10);
    assert.ok(list.results.every((p: { state: string }) => p.state === 'published'));
    assert.deepEqual(
      list.authors.map((a: { name: string }) => a.name),
      ['Zuzana Balážová', 'Peter Horváth', 'Jana Kováčová'],
    );
    assert.equal(list.time_zone, 'Europe/Bratislava');
    const news = (await studio.get('/studio/news')).json();
    assert.equal(news.results.length, 5);
  });

  it('a draft is nobody’s to read: not in the feed, its link answers 404; the editor sees it with its history', async () => {
    const draft = await create({ title: 'Koncept o káve' });
    assert.equal(draft.state, 'draft');
    assert.equal(draft.published_at, null);
    assert.ok(!(await feedIds()).includes(draft.id));
    assert.equal((await learnerGet(`/blog/${draft.id}/`)).statusCode, 404);
    const drafts = (await studio.get('/studio/publications?state=draft')).json();
    assert.deepEqual(
      drafts.results.map((p: { id: number }) => p.id),
      [draft.id],
    );
    const history = (await studio.get(`/studio/publications/${draft.id}/history`)).json();
    assert.deepEqual(
      history.results.map((h: { action: string; by: string }) => [h.action, h.by]),
      [['created', 'Eva Editorová']],
    );
  });

  it('answers 400 naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ title: '  ' }, 'title'],
      [{ type: 'video', video_file_id: 999_999 }, 'video_file_id'],
      [{ author_id: 999_999 }, 'author_id'],
      [{ thumbnail_file_id: 999_999 }, 'thumbnail_file_id'],
      [{ categories: ['Kultúra', 'kultúra'] }, 'categories.1'],
      [{ series_title: 'Nový cyklus' }, 'sequence_order'],
      [{ series_title: 'Slovenčina na každý deň', sequence_order: 1 }, 'sequence_order'],
    ];
    for (const [over, field] of cases) {
      const response = await studio.post('/studio/publications', textPublication(authorId, over));
      assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
      assert.equal(response.json().field, field, response.body);
    }
    const audio = await create({ type: 'audio', content: '' });
    const publish = await studio.post(`/studio/publications/${audio.id}/publish`, { version: audio.version, publish_at: null });
    assert.equal(publish.statusCode, 400);
    assert.deepEqual(publish.json(), { message: 'Audio publikácia potrebuje nahrávku.', field: 'audio_file_id' });
    const past = await studio.post(`/studio/publications/${audio.id}/publish`, {
      version: audio.version,
      publish_at: schoolTime(-HOUR),
    });
    assert.equal(past.statusCode, 400);
    assert.equal(past.json().field, 'audio_file_id');
    const text = await create();
    const earlier = await studio.post(`/studio/publications/${text.id}/publish`, {
      version: text.version,
      publish_at: schoolTime(-HOUR),
    });
    assert.deepEqual(earlier.json(), { message: 'Čas zverejnenia musí byť v budúcnosti.', field: 'publish_at' });
    const nonsense = await studio.post(`/studio/publications/${text.id}/publish`, {
      version: text.version,
      publish_at: '2030-02-30T10:00',
    });
    assert.equal(nonsense.json().field, 'publish_at');
  });

  it("a second editor's save from an older version gets 409 'Medzitým to upravil(a) …'; history says who and when", async () => {
    const pub = await create();
    const other = await staffUser(app, db, ['editor'], undefined, { first_name: 'Ján', last_name: 'Druhý' });
    const { id: _i, ...input } = { ...textPublication(authorId), id: 0 };
    const first = await studioClient(app, other.headers).put(`/studio/publications/${pub.id}`, {
      ...input,
      title: 'Jánova',
      version: pub.version,
    });
    assert.equal(first.statusCode, 200, first.body);
    const second = await studio.put(`/studio/publications/${pub.id}`, { ...input, title: 'Evina', version: pub.version });
    assert.equal(second.statusCode, 409);
    assert.deepEqual(second.json(), {
      message: 'Medzitým to upravil(a) Ján Druhý. Vaše úpravy zostali vo formulári.',
      field: 'version',
    });
    const stored = (await studio.get(`/studio/publications/${pub.id}`)).json();
    assert.equal(stored.title, 'Jánova');
    assert.equal(stored.updated_by, 'Ján Druhý');
    const history = (await studio.get(`/studio/publications/${pub.id}/history`)).json();
    assert.deepEqual(
      history.results.map((h: { version: number; action: string; by: string }) => [h.version, h.action, h.by]),
      [
        [2, 'saved', 'Ján Druhý'],
        [1, 'created', 'Eva Editorová'],
      ],
    );
  });

  it('an audio publication: cover and recording uploaded, its minutes from the recording, its transcript a document learners download', async () => {
    const cover = await studio.upload(JPEG, 'obalka.jpg');
    const recording = await studio.upload(MP3, 'rozhovor.mp3');
    const pub = await create({
      type: 'audio',
      title: 'Rozhovor na stanici',
      content: '',
      thumbnail_file_id: cover.file_id,
      audio_file_id: recording.file_id,
      transcript: 'Dobrý deň, jeden lístok do Košíc, prosím.',
    });
    assert.equal(pub.duration, 1);
    assert.equal(pub.transcript, 'Dobrý deň, jeden lístok do Košíc, prosím.');
    const live = await studio.post(`/studio/publications/${pub.id}/publish`, { version: pub.version, publish_at: null });
    assert.equal(live.statusCode, 200, live.body);
    assert.equal(live.json().state, 'published');
    const seen = (await learnerGet(`/blog/${pub.id}/`)).json();
    assert.equal(seen.thumbnail_url, cover.url);
    assert.deepEqual(
      seen.files.map((f: { file_type: string; file_url: string }) => f.file_type),
      ['audio', 'document'],
    );
    assert.equal(seen.files[0].file_url, recording.url);
    const document = await app.inject({ method: 'GET', url: seen.files[1].file_url });
    assert.equal(document.body, 'Dobrý deň, jeden lístok do Košíc, prosím.');
    assert.match(seen.files[1].original_filename, /^Prepis – Rozhovor na stanici\.txt$/);
  });

  it('published now: in the feed at once, announced once to learners with the toggle on, not to those with it off', async () => {
    const off = await subscribedUser(app);
    await app.inject({
      method: 'PATCH',
      url: '/api/users/me/settings',
      headers: authHeaders(off),
      payload: { notify_on_new_publication: false },
    });
    const pub = await create({ title: 'Káva po slovensky' });
    const live = await studio.post(`/studio/publications/${pub.id}/publish`, { version: pub.version, publish_at: null });
    assert.equal(live.statusCode, 200, live.body);
    assert.ok((await feedIds()).includes(pub.id));
    await app.outbox.drain();
    await app.outbox.drain();
    const sent = messagesTo(reader, /Káva po slovensky/);
    assert.equal(sent.length, 1);
    const markup = sent[0]!.params.reply_markup as { inline_keyboard: Array<Array<{ web_app: { url: string } }>> };
    assert.equal(markup.inline_keyboard[0]![0]!.web_app.url, `https://app.example.test/blog/${pub.id}`);
    assert.equal(messagesTo(off, /Káva po slovensky/).length, 0);
  });

  it('scheduled on the school clock: hidden and unannounced until its time, then live and announced by the sweep', async () => {
    const pub = await create({ title: 'Naplánovaná káva' });
    const at = schoolTime(3 * HOUR);
    const scheduled = await studio.post(`/studio/publications/${pub.id}/publish`, { version: pub.version, publish_at: at });
    assert.equal(scheduled.statusCode, 200, scheduled.body);
    const body = scheduled.json() as StudioPublication;
    assert.equal(body.state, 'scheduled');
    // The wall-clock time the editor typed, on the school's clock, is the instant stored.
    assert.equal(schoolTime(0, Date.parse(body.published_at!)), at);
    assert.ok(!(await feedIds()).includes(pub.id));
    await app.outbox.drain();
    assert.equal(messagesTo(reader, /Naplánovaná káva/).length, 0);
    const [job] = await db.query('SELECT 1 FROM outbox WHERE subject = $1', [`publication:${pub.id}`]);
    assert.equal(job, undefined, 'nothing queued before its time');

    await timePassesFor(db, 'publications', pub.id, 3 * HOUR + 60_000);
    assert.ok((await feedIds()).includes(pub.id));
    assert.equal((await studio.get(`/studio/publications/${pub.id}`)).json().state, 'published');
    await app.outbox.drain();
    await app.outbox.drain();
    assert.equal(messagesTo(reader, /Naplánovaná káva/).length, 1);
    const history = (await studio.get(`/studio/publications/${pub.id}/history`)).json();
    assert.equal(history.results[0].action, 'scheduled');
  });

  it('withdrawn: gone from the feed and the starred list, its link answers 404, an announcement still queued is not sent', async () => {
    const pub = await create({ title: 'Stiahnutá káva' });
    const live = (await studio.post(`/studio/publications/${pub.id}/publish`, { version: pub.version, publish_at: null })).json();
    await app.inject({ method: 'POST', url: `/api/blog/${pub.id}/star`, headers: authHeaders(reader) });
    // The sweep queues the fan-out; the worker has not run it yet when the editor withdraws.
    await db.query(
      `INSERT INTO outbox (user_id, kind, subject, due_at, next_attempt_at) VALUES (NULL, 'bot.announce', $1, now(), now())`,
      [`publication:${pub.id}`],
    );
    const withdrawn = await studio.post(`/studio/publications/${pub.id}/withdraw`, { version: live.version });
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    assert.equal(withdrawn.json().state, 'withdrawn');
    assert.ok(!(await feedIds()).includes(pub.id));
    assert.equal(
      (await learnerGet('/blog/starred')).json().results.some((p: { id: number }) => p.id === pub.id),
      false,
    );
    assert.equal((await learnerGet(`/blog/${pub.id}/`)).statusCode, 404);
    await app.outbox.drain();
    assert.equal(messagesTo(reader, /Stiahnutá káva/).length, 0);
    const [job] = await db.query<{ status: string }>("SELECT status FROM outbox WHERE kind = 'bot.announce' AND subject = $1", [
      `publication:${pub.id}`,
    ]);
    assert.equal(job!.status, 'cancelled');
    // A second withdrawal is refused; going live again is allowed.
    const again = await studio.post(`/studio/publications/${pub.id}/withdraw`, { version: withdrawn.json().version });
    assert.equal(again.statusCode, 400);
    const back = await studio.post(`/studio/publications/${pub.id}/publish`, {
      version: withdrawn.json().version,
      publish_at: null,
    });
    assert.equal(back.json().state, 'published');
    assert.ok((await feedIds()).includes(pub.id));
  });

  it('news: a draft and a scheduled item stay off the home feed, a published one leads to its publication, a withdrawn one is gone', async () => {
    const pub = await create({ title: 'Cieľ novinky' });
    await studio.post(`/studio/publications/${pub.id}/publish`, { version: pub.version, publish_at: null });
    const noTarget = await studio.post('/studio/news', newsItem({ redirect_code: 'blog' }));
    assert.deepEqual(noTarget.json(), { message: 'Vyberte publikáciu, na ktorú novinka vedie.', field: 'blog_publication_id' });
    const noMeeting = await studio.post('/studio/news', newsItem({ redirect_code: 'meetings', meeting_id: 999_999 }));
    assert.equal(noMeeting.json().field, 'meeting_id');
    assert.equal((await studio.post('/studio/news', newsItem({ title: '' }))).json().field, 'title');

    const created = await studio.post('/studio/news', newsItem({ redirect_code: 'blog', blog_publication_id: pub.id }));
    assert.equal(created.statusCode, 201, created.body);
    const item = created.json() as StudioNews;
    assert.equal(item.state, 'draft');
    assert.ok(!(await newsIds()).includes(item.id));

    const scheduled = (
      await studio.post(`/studio/news/${item.id}/publish`, { version: item.version, publish_at: schoolTime(2 * HOUR) })
    ).json();
    assert.equal(scheduled.state, 'scheduled');
    assert.ok(!(await newsIds()).includes(item.id));
    await timePassesFor(db, 'news', item.id, 2 * HOUR + 60_000);
    const feed = (await learnerGet('/news')).json() as Array<{ id: number; blog_publication_id: number; redirect_code: string }>;
    assert.equal(feed[0]!.id, item.id, 'priority 100 leads the scroller');
    assert.equal(feed[0]!.redirect_code, 'blog');
    assert.equal(feed[0]!.blog_publication_id, pub.id);

    const stale = await studio.put(`/studio/news/${item.id}`, { ...newsItem(), version: item.version });
    assert.equal(stale.statusCode, 409);
    assert.match(stale.json().message, /^Medzitým to upravil\(a\) Eva Editorová\./);

    const withdrawn = await studio.post(`/studio/news/${item.id}/withdraw`, { version: scheduled.version });
    assert.equal(withdrawn.json().state, 'withdrawn');
    assert.ok(!(await newsIds()).includes(item.id));
    const history = (await studio.get(`/studio/news/${item.id}/history`)).json();
    assert.deepEqual(
      history.results.map((h: { action: string }) => h.action),
      ['withdrawn', 'scheduled', 'created'],
    );
  });

  it('404 for an unknown item', async () => {
    assert.equal((await studio.get('/studio/publications/999999')).statusCode, 404);
    assert.equal((await studio.get('/studio/news/999999/history')).statusCode, 404);
    assert.equal((await studio.post('/studio/news/999999/publish', { version: 1, publish_at: null })).statusCode, 404);
  });
});
