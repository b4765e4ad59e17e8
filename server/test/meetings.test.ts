import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { meeting, meetingPage, meetingRate, participation } from '@app/meetings-contract';
import { newsList } from '@app/news-contract';
import { payment } from '@app/shared/contract';
import { DEMO_USER } from '../src/auth/demo';
import { seed } from '../src/seed/index';
import type { Db } from '../src/db/types';
import { activateBasic, authHeaders, createTestApp, newTelegramUser } from './helpers';
import { insertMeeting, insertOutsideSeat, midMonth, validRegistration } from './meetings-helpers';

type Tg = ReturnType<typeof newTelegramUser>;
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

describe('meetings: feed, attended, meeting, rate, participate', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    ({ app, db } = await createTestApp());
  });
  after(() => app.close());

  const subscriber = async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    return tg;
  };
  const get = (url: string, tg: Tg) => app.inject({ method: 'GET', url, headers: authHeaders(tg) });
  const post = (url: string, tg: Tg, payload: unknown = validRegistration) =>
    app.inject({ method: 'POST', url, headers: authHeaders(tg), payload: payload as object });
  const page = async (url: string, tg: Tg) => {
    const response = await get(url, tg);
    assert.equal(response.statusCode, 200, response.body);
    const parsed = meetingPage.safeParse(response.json());
    assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
    return parsed.data;
  };
  const rate = async (id: number, tg: Tg) => {
    const response = await get(`/api/meetings/${id}/rate`, tg);
    assert.equal(response.statusCode, 200, response.body);
    return meetingRate.parse(response.json());
  };
  const register = async (id: number, tg: Tg, body: unknown = validRegistration) => {
    const response = await post(`/api/meetings/${id}/participate`, tg, body);
    assert.equal(response.statusCode, 201, response.body);
    return participation.parse(response.json());
  };
  const ticket = (id: number, tg: Tg) => get(`/api/meetings/${id}/participate`, tg);
  const bySlug = async (slug: string) =>
    (await db.query<{ id: number }>('SELECT id FROM meetings WHERE slug = $1', [slug]))[0]!.id;
  const titles = (p: { results: { title: string }[] }) => p.results.map((m) => m.title);

  describe('seeded meetings', () => {
    it('at least six real meetings: online and offline, past and upcoming, with categories and three pictures', async () => {
      const tg = await subscriber();
      const all = await page('/api/meetings/feed?page_size=50', tg);
      assert.ok(all.count >= 6, `${all.count} meetings`);
      assert.deepEqual(new Set(all.results.map((m) => m.format)), new Set(['online', 'offline']));
      const now = Date.now();
      assert.ok(
        all.results.some((m) => Date.parse(m.start_time) > now),
        'an upcoming one',
      );
      assert.ok(
        all.results.some((m) => Date.parse(m.end_time) < now),
        'a past one',
      );
      for (const m of all.results) {
        assert.ok(m.categories.length > 0, `${m.title} has categories`);
        assert.equal(m.files.length, 3, `${m.title} has three pictures`);
        assert.equal(m.thumbnail_url, m.files[0]!.file_url, 'the first picture is the thumbnail');
        assert.ok(m.files.every((f) => f.file_type === 'image'));
        assert.ok(Date.parse(m.end_time) > Date.parse(m.start_time));
        assert.ok(m.title && m.subtitle && m.subdescription && m.description && m.place);
      }
    });

    it('one unlimited (9999), one small (at most 10 seats), one full, one with registration closed; past ones are not joinable', async () => {
      const tg = await subscriber();
      const all = (await page('/api/meetings/feed?page_size=50', tg)).results;
      const now = Date.now();
      assert.ok(
        all.some((m) => m.capacity === 9999 && m.is_joinable),
        'unlimited',
      );
      assert.ok(
        all.some((m) => m.capacity <= 10 && m.is_joinable),
        'small and open',
      );
      const seats = async (id: number) =>
        (
          await db.query<{ n: number }>(
            "SELECT count(*) AS n FROM meeting_participations WHERE meeting_id = $1 AND status <> 'cancelled'",
            [id],
          )
        )[0]!.n;
      const fujara = all.find((m) => m.id === undefined || m.title === 'Fujara a ľudové piesne')!;
      assert.equal(fujara.is_joinable, false);
      assert.equal(await seats(fujara.id), fujara.capacity, 'full');
      const closed = all.find((m) => m.title === 'Filmový klub: Obchod na korze')!;
      assert.equal(closed.is_joinable, false);
      assert.ok(
        Date.parse(closed.start_time) > now && (await seats(closed.id)) < closed.capacity,
        'upcoming with seats, but closed',
      );
      for (const m of all.filter((x) => Date.parse(x.start_time) <= now)) assert.equal(m.is_joinable, false, m.title);
    });

    it('seeded times are Slovak wall-clock times', async () => {
      const tg = await subscriber();
      const m = meeting.parse((await get(`/api/meetings/${await bySlug('prechadzka-starym-mestom')}/`, tg)).json());
      const local = new Intl.DateTimeFormat('sk-SK', { timeZone: 'Europe/Bratislava', hour: '2-digit', minute: '2-digit' });
      assert.equal(local.format(new Date(m.start_time)), '16:00');
      assert.equal(local.format(new Date(m.end_time)), '18:00');
    });

    it('every picture comes from server/media/meetings, stored as an upload; all of them stay under 600 KB', async () => {
      const files = await db.query<{ original_filename: string; file_url: string; size: number | null }>(
        `SELECT f.original_filename, f.file_url, b.size FROM meeting_files mf JOIN files f ON f.id = mf.file_id
         LEFT JOIN media_blobs b ON '/api/media/' || b.hash = f.file_url`,
      );
      assert.ok(files.length >= 18);
      let bytes = 0;
      for (const { original_filename, file_url, size } of files) {
        assert.ok(existsSync(join(serverRoot, 'media/meetings', original_filename)), `${original_filename} is missing`);
        assert.ok(size !== null, `${file_url} is not stored`);
        bytes += statSync(join(serverRoot, 'media/meetings', original_filename)).size;
      }
      assert.ok(bytes < 600 * 1024, `${Math.round(bytes / 1024)} KB`);
    });

    it('the home news meetings item points at a real meeting still to come', async () => {
      const tg = await subscriber();
      const response = await get('/api/news', tg);
      const item = newsList.parse(response.json()).find((n) => n.redirect_code === 'meetings');
      assert.ok(item?.meeting_id);
      const target = await get(`/api/meetings/${item.meeting_id}/`, tg);
      assert.equal(target.statusCode, 200);
      const m = meeting.parse(target.json());
      assert.ok(Date.parse(m.start_time) > Date.now(), 'upcoming');
      assert.equal(m.is_joinable, true);
    });

    it('seeding again adds no meeting, category, picture or seat', async () => {
      const counts = async () =>
        (
          await db.query<{ n: string }>(
            `SELECT (SELECT count(*) FROM meetings) || '/' || (SELECT count(*) FROM meeting_categories) || '/' ||
                  (SELECT count(*) FROM meeting_files) || '/' || (SELECT count(*) FROM meeting_participations) AS n`,
          )
        )[0]!.n;
      const before = await counts();
      await seed(db, { demo: false, demoContent: true });
      assert.equal(await counts(), before);
    });
  });

  describe('GET /api/meetings/feed', () => {
    it('lists upcoming meetings soonest first, then past ones latest first', async () => {
      const tg = await subscriber();
      const all = (await page('/api/meetings/feed?page_size=50', tg)).results;
      const now = Date.now();
      const firstPast = all.findIndex((m) => Date.parse(m.end_time) <= now);
      const upcoming = all.slice(0, firstPast === -1 ? all.length : firstPast).map((m) => m.start_time);
      const past = firstPast === -1 ? [] : all.slice(firstPast).map((m) => m.start_time);
      assert.ok(
        past.every((s) => Date.parse(s) <= now),
        'no upcoming meeting after a past one',
      );
      assert.deepEqual(upcoming, [...upcoming].sort());
      assert.deepEqual(past, [...past].sort().reverse());
    });

    it('paginates with count, next and previous without overlap', async () => {
      const tg = await subscriber();
      const first = await page('/api/meetings/feed?page_size=3', tg);
      assert.equal(first.results.length, 3);
      assert.equal(first.previous, null);
      assert.equal(first.next, '/api/meetings/feed?page_size=3&page=2');
      const seen = new Set<number>();
      let current: typeof first | null = first;
      let guard = 0;
      while (current && guard++ < 20) {
        for (const m of current.results) {
          assert.equal(seen.has(m.id), false);
          seen.add(m.id);
        }
        current = current.next ? await page(current.next, tg) : null;
      }
      assert.equal(seen.size, first.count);
      const beyond = await page('/api/meetings/feed?page_size=3&page=99', tg);
      assert.deepEqual(beyond.results, []);
      assert.equal(beyond.previous, `/api/meetings/feed?page_size=3&page=${Math.ceil(first.count / 3)}`);
    });

    it('searches title, texts, place and categories ignoring case and diacritics', async () => {
      const tg = await subscriber();
      assert.deepEqual(titles(await page('/api/meetings/feed?search=HALUSKY', tg)), ['Varíme bryndzové halušky']);
      assert.deepEqual(titles(await page(`/api/meetings/feed?search=${encodeURIComponent('dobšinského')}`, tg)), [
        'Večer slovenských rozprávok',
      ]);
      assert.deepEqual(titles(await page('/api/meetings/feed?search=uluv', tg)), ['Fujara a ľudové piesne'], 'by place');
      assert.deepEqual(
        titles(await page('/api/meetings/feed?search=literatura', tg)),
        ['Večer slovenských rozprávok'],
        'by category',
      );
      assert.equal((await page('/api/meetings/feed?search=tradicie', tg)).count >= 3, true);
      assert.equal((await page('/api/meetings/feed?search=%25', tg)).count, 0, '% matches itself');
      assert.equal((await page('/api/meetings/feed?search=neexistuje', tg)).count, 0);
      const all = await page('/api/meetings/feed', tg);
      assert.equal((await page('/api/meetings/feed?search=%20%20', tg)).count, all.count, 'a blank search is no search');
    });

    it('rejects a search over 100 characters and a bad page, naming the field', async () => {
      const tg = await subscriber();
      const long = await get(`/api/meetings/feed?search=${'a'.repeat(101)}`, tg);
      assert.equal(long.statusCode, 400);
      assert.equal(long.json().field, 'search');
      for (const [query, field] of [
        ['page=0', 'page'],
        ['page=x', 'page'],
        ['page_size=51', 'page_size'],
      ] as const) {
        const response = await get(`/api/meetings/attended?${query}`, tg);
        assert.equal(response.statusCode, 400, query);
        assert.equal(response.json().field, field);
      }
    });
  });

  describe('GET /api/meetings/{id}/', () => {
    it('answers the meeting of the contract with categories and pictures in order', async () => {
      const tg = await subscriber();
      const id = await bySlug('fujara-a-ludove-piesne');
      const response = await get(`/api/meetings/${id}/`, tg);
      assert.equal(response.statusCode, 200);
      const m = meeting.parse(response.json());
      assert.equal(m.title, 'Fujara a ľudové piesne');
      assert.equal(m.format, 'offline');
      assert.equal(m.capacity, 6);
      assert.deepEqual(
        m.categories.map((c) => c.title),
        ['Hudba', 'Tradície'],
      );
      assert.deepEqual(
        m.files.map((f) => f.original_filename),
        [1, 2, 3].map((i) => `fujara-a-ludove-piesne-${i}.jpg`),
      );
      for (const file of m.files) assert.match(file.file_url, /^\/api\/media\/[0-9a-f]{64}$/);
      assert.equal('meeting_link' in m, false, 'the link is only on a joined ticket');
    });

    it('answers 404 for an unknown id and 400 naming id for a malformed one', async () => {
      const tg = await subscriber();
      const unknown = await get('/api/meetings/987654/', tg);
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().message, 'Meeting 987654 not found');
      for (const bad of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999']) {
        for (const path of [`/api/meetings/${bad}/`, `/api/meetings/${bad}/rate`, `/api/meetings/${bad}/participate`]) {
          const response = await get(path, tg);
          assert.equal(response.statusCode, 400, path);
          assert.equal(response.json().field, 'id', path);
        }
      }
    });

    it('needs init data (401) and a subscription (403)', async () => {
      const id = await bySlug('vylet-na-devin');
      for (const url of [
        '/api/meetings/feed',
        '/api/meetings/attended',
        `/api/meetings/${id}/`,
        `/api/meetings/${id}/rate`,
        `/api/meetings/${id}/participate`,
      ]) {
        assert.equal((await app.inject({ method: 'GET', url })).statusCode, 401, url);
        assert.equal((await get(url, newTelegramUser())).statusCode, 403, url);
      }
      const response = await post(`/api/meetings/${id}/participate`, newTelegramUser());
      assert.equal(response.statusCode, 403);
    });
  });

  describe('registering and the ticket', () => {
    it('a first registration this month is included: joined at once, with the link and a random token', async () => {
      const tg = await subscriber();
      const id = await insertMeeting(db, { start: midMonth(2), price: 9 });
      assert.deepEqual(await rate(id, tg), { price: 9, is_included: true, status: null });
      const missing = await ticket(id, tg);
      assert.equal(missing.statusCode, 404, 'no ticket before registering');
      const created = await register(id, tg, { first_name: '  Ján ', last_name: 'Kováč', email: 'jan@example.sk' });
      assert.equal(created.status, 'joined');
      assert.equal(created.first_name, 'Ján', 'trimmed');
      assert.equal(created.meeting_id, id);
      assert.match(created.meeting_link ?? '', /^https:\/\/meet\.jit\.si\//);
      assert.match(created.qr_token, /^[A-Za-z0-9_-]{32}$/, '192 bits in base64url');
      assert.equal(Buffer.from(created.qr_token, 'base64url').length, 24);
      for (const personal of [String(tg.id), tg.username!]) assert.equal(created.qr_token.includes(personal), false);
      const again = await ticket(id, tg);
      assert.equal(again.statusCode, 200);
      assert.deepEqual(participation.parse(again.json()), created);
      assert.deepEqual(await rate(id, tg), { price: 9, is_included: true, status: 'joined' });
      const attended = await page('/api/meetings/attended', tg);
      assert.deepEqual(
        attended.results.map((m) => m.id),
        [id],
      );
      const payments = await get('/api/users/me/payments', tg);
      assert.deepEqual(
        payment
          .array()
          .parse(payments.json())
          .filter((p) => p.kind === 'meeting'),
        [],
        'nothing to pay',
      );
    });

    it('each token is different', async () => {
      const id = await insertMeeting(db, { start: midMonth(2), capacity: 50 });
      const tokens = new Set<string>();
      for (let i = 0; i < 5; i++) tokens.add((await register(id, await subscriber())).qr_token);
      assert.equal(tokens.size, 5);
    });

    it('the second meeting of a month is not included: pending, no link, a pending payment of its price', async () => {
      const tg = await subscriber();
      const first = await insertMeeting(db, { start: midMonth(3, 3) });
      const second = await insertMeeting(db, { start: midMonth(3, 20), price: 12.5, title: 'Druhé v mesiaci' });
      const nextMonth = await insertMeeting(db, { start: midMonth(4) });
      await register(first, tg);
      assert.deepEqual(await rate(second, tg), { price: 12.5, is_included: false, status: null });
      assert.equal((await rate(nextMonth, tg)).is_included, true, 'another month has its own included meeting');
      const paid = await register(second, tg);
      assert.equal(paid.status, 'pending');
      assert.equal(paid.meeting_link, null, 'no link before payment');
      assert.deepEqual(await rate(second, tg), { price: 12.5, is_included: false, status: 'pending' });
      assert.deepEqual(await rate(first, tg), { price: 7.5, is_included: true, status: 'joined' }, 'the first stays included');
      const payments = payment.array().parse((await get('/api/users/me/payments', tg)).json());
      assert.deepEqual(
        payments.filter((p) => p.kind === 'meeting').map((p) => [p.title, p.amount, p.status]),
        [['Stretnutie: Druhé v mesiaci', 12.5, 'pending']],
      );
      assert.equal((await register(nextMonth, tg)).status, 'joined');
      const attended = await page('/api/meetings/attended', tg);
      assert.deepEqual(
        attended.results.map((m) => m.id),
        [first, second, nextMonth],
        'pending registrations are attended too, soonest first',
      );
    });

    it('a registration that expected the included price, after the included meeting was used meanwhile: 409 naming expected_price, no payment', async () => {
      const tg = await subscriber();
      const first = await insertMeeting(db, { start: midMonth(5, 3) });
      const second = await insertMeeting(db, { start: midMonth(5, 20), price: 11 });
      // The page showed 'V sadzbe' for the second one; then the first took the month's included meeting.
      assert.equal((await rate(second, tg)).is_included, true);
      await register(first, tg);
      const stale = await post(`/api/meetings/${second}/participate`, tg, { ...validRegistration, expected_price: 0 });
      assert.equal(stale.statusCode, 409);
      assert.equal(stale.json().field, 'expected_price');
      assert.equal((await ticket(second, tg)).statusCode, 404, 'not registered');
      const payments = payment.array().parse((await get('/api/users/me/payments', tg)).json());
      assert.deepEqual(
        payments.filter((p) => p.kind === 'meeting'),
        [],
        'no payment created',
      );
      // Seeing the new rate, the user registers at its price.
      const paid = await register(second, tg, { ...validRegistration, expected_price: 11 });
      assert.equal(paid.status, 'pending');
      assert.equal(
        (await register(await insertMeeting(db, { start: midMonth(6) }), tg, { ...validRegistration, expected_price: 0 })).status,
        'joined',
      );
    });

    it('months are Slovak calendar months: 23:30 UTC on the last day already counts for the next month', async () => {
      const tg = await subscriber();
      const now = new Date();
      // Day 0 of a month is the last day of the month before; 23:30 UTC is 00:30 or 01:30 the next day in Bratislava.
      const lateNight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 11, 0, 23, 30));
      const early = await insertMeeting(db, { start: lateNight });
      const sameSlovakMonth = await insertMeeting(db, { start: midMonth(11) });
      await register(early, tg);
      assert.equal((await rate(sameSlovakMonth, tg)).is_included, false);
    });

    it('a free meeting is joined at once and leaves the quota alone', async () => {
      const tg = await subscriber();
      const free = await insertMeeting(db, { start: midMonth(5, 2), price: 0 });
      const paid = await insertMeeting(db, { start: midMonth(5, 9) });
      assert.deepEqual(await rate(free, tg), { price: 0, is_included: true, status: null });
      assert.equal((await register(free, tg)).status, 'joined');
      assert.equal((await rate(paid, tg)).is_included, true);
    });

    it('registering twice for one meeting is a 409; the first registration stays', async () => {
      const tg = await subscriber();
      const id = await insertMeeting(db, { start: midMonth(2) });
      const first = await register(id, tg);
      const second = await post(`/api/meetings/${id}/participate`, tg);
      assert.equal(second.statusCode, 409);
      assert.equal(second.json().message, `You are already registered for meeting ${id}`);
      assert.deepEqual(participation.parse((await ticket(id, tg)).json()), first);
    });

    it('after a cancellation the ticket reads cancelled without link, the seat and the quota come back, and the user may register again', async () => {
      const tg = await subscriber();
      const id = await insertMeeting(db, { start: midMonth(6), capacity: 1 });
      const first = await register(id, tg);
      await db.query("UPDATE meeting_participations SET status = 'cancelled' WHERE qr_token = $1", [first.qr_token]);
      const cancelled = participation.parse((await ticket(id, tg)).json());
      assert.equal(cancelled.status, 'cancelled');
      assert.equal(cancelled.meeting_link, null);
      assert.deepEqual(await rate(id, tg), { price: 7.5, is_included: true, status: 'cancelled' });
      assert.deepEqual((await page('/api/meetings/attended', tg)).results, [], 'a cancelled one is not attended');
      assert.equal(meeting.parse((await get(`/api/meetings/${id}/`, tg)).json()).is_joinable, true, 'the seat is free again');
      const again = await register(id, tg);
      assert.equal(again.status, 'joined', 'included again');
      assert.notEqual(again.qr_token, first.qr_token);
      assert.deepEqual(participation.parse((await ticket(id, tg)).json()), again, 'the live ticket wins over the cancelled one');
    });

    it('a no-show keeps its status, its seat and no link', async () => {
      const tg = await subscriber();
      const id = await insertMeeting(db, { start: midMonth(2) });
      const joined = await register(id, tg);
      await db.query("UPDATE meeting_participations SET status = 'no-show' WHERE qr_token = $1", [joined.qr_token]);
      assert.equal((await rate(id, tg)).status, 'no-show');
      const ticketNow = participation.parse((await ticket(id, tg)).json());
      assert.equal(ticketNow.status, 'no-show');
      assert.equal(ticketNow.meeting_link, null);
      assert.equal((await post(`/api/meetings/${id}/participate`, tg)).statusCode, 409);
    });

    it("never shows another user's ticket", async () => {
      const owner = await subscriber();
      const other = await subscriber();
      const id = await insertMeeting(db, { start: midMonth(2) });
      await register(id, owner);
      const response = await ticket(id, other);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, `You are not registered for meeting ${id}`);
      assert.equal((await rate(id, other)).status, null);
      assert.deepEqual((await page('/api/meetings/attended', other)).results, []);
      const feed = await get(`/api/meetings/feed?search=${encodeURIComponent('Testovacie')}&page_size=50`, other);
      assert.equal(feed.body.includes('qr_token') || feed.body.includes('meet.jit.si'), false, 'no ticket data in the feed');
    });

    it('GET ticket and rate for an unknown meeting are 404', async () => {
      const tg = await subscriber();
      assert.equal((await ticket(987654, tg)).statusCode, 404);
      assert.equal((await get('/api/meetings/987654/rate', tg)).statusCode, 404);
      assert.equal((await post('/api/meetings/987654/participate', tg)).statusCode, 404);
    });
  });

  describe('capacity and closed meetings', () => {
    it('takes registrations up to the capacity, then 409 full; a cancelled seat can be taken again', async () => {
      const id = await insertMeeting(db, { start: midMonth(2), capacity: 3 });
      await insertOutsideSeat(db, id);
      const users = [await subscriber(), await subscriber(), await subscriber()];
      const before = meeting.parse((await get(`/api/meetings/${id}/`, users[0]!)).json());
      assert.equal(before.seats_left, 2, 'three seats, one taken');
      await register(id, users[0]!);
      const second = await register(id, users[1]!);
      const m = meeting.parse((await get(`/api/meetings/${id}/`, users[2]!)).json());
      assert.equal(m.is_joinable, false, 'full');
      // The list card shows 'Vypredané' from seats_left: 0.
      assert.equal(m.seats_left, 0);
      const refused = await post(`/api/meetings/${id}/participate`, users[2]!);
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json().message, `Meeting ${id} is full`);
      assert.equal((await ticket(id, users[2]!)).statusCode, 404, 'no ticket from a refused registration');
      await db.query("UPDATE meeting_participations SET status = 'cancelled' WHERE qr_token = $1", [second.qr_token]);
      assert.equal((await register(id, users[2]!)).status, 'joined');
      const unlimited = await insertMeeting(db, { start: midMonth(2), capacity: 9999 });
      assert.equal(meeting.parse((await get(`/api/meetings/${unlimited}/`, users[0]!)).json()).seats_left, null);
      const feed = (await get('/api/meetings/feed?page_size=50', users[0]!)).json() as {
        results: Array<{ id: number; seats_left: unknown }>;
      };
      assert.equal(feed.results.find((item) => item.id === id)?.seats_left, 0, 'the feed carries it too');
    });

    it('refuses the seeded full meeting, a closed registration and a meeting already started (409)', async () => {
      const tg = await subscriber();
      const full = await bySlug('fujara-a-ludove-piesne');
      const closed = await bySlug('obchod-na-korze');
      const past = await bySlug('vylet-na-devin');
      const started = await insertMeeting(db, { start: new Date(Date.now() - 60_000) });
      const cases: Array<[number, string]> = [
        [full, `Meeting ${full} is full`],
        [closed, `Registration for meeting ${closed} is closed`],
        [past, `Meeting ${past} has already started`],
        [started, `Meeting ${started} has already started`],
      ];
      for (const [id, message] of cases) {
        const response = await post(`/api/meetings/${id}/participate`, tg);
        assert.equal(response.statusCode, 409, message);
        assert.equal(response.json().message, message);
      }
      const remaining = await db.query(
        'SELECT 1 FROM meeting_participations p JOIN users u ON u.id = p.user_id WHERE u.telegram_id = $1',
        [tg.id],
      );
      assert.equal(remaining.length, 0);
    });
  });

  describe('bad input to POST /api/meetings/{id}/participate', () => {
    let tg: Tg;
    let id: number;
    before(async () => {
      tg = await subscriber();
      id = await insertMeeting(db, { start: midMonth(7), capacity: 100 });
    });
    const cases: Array<[string, unknown, string]> = [
      ['no body', undefined, 'body'],
      ['an array', [validRegistration], 'body'],
      ['a string', 'Ján', 'body'],
      ['null', null, 'body'],
      ['no first_name', { last_name: 'Kováč' }, 'first_name'],
      ['a blank first_name', { ...validRegistration, first_name: '   ' }, 'first_name'],
      ['a numeric first_name', { ...validRegistration, first_name: 42 }, 'first_name'],
      ['a first_name over 64', { ...validRegistration, first_name: 'a'.repeat(65) }, 'first_name'],
      ['an object last_name', { ...validRegistration, last_name: { x: 1 } }, 'last_name'],
      ['a last_name over 64', { ...validRegistration, last_name: 'b'.repeat(65) }, 'last_name'],
      ['a malformed email', { ...validRegistration, email: 'jan.kovac' }, 'email'],
      ['an email with spaces inside', { ...validRegistration, email: 'jan kovac@example.sk' }, 'email'],
      ['a numeric email', { ...validRegistration, email: 7 }, 'email'],
      ['an email over 254', { ...validRegistration, email: `${'c'.repeat(250)}@example.sk` }, 'email'],
    ];
    for (const [label, body, field] of cases) {
      it(`${label} → 400 naming ${field}`, async () => {
        const response = await app.inject({
          method: 'POST',
          url: `/api/meetings/${id}/participate`,
          headers: { ...authHeaders(tg), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        assert.equal(response.statusCode, 400, response.body);
        assert.equal(response.json().field, field);
        assert.ok(response.json().message.startsWith(field));
      });
    }

    it('a NUL character in a name or a search → 400 naming the field, never a 500', async () => {
      const body = await post(`/api/meetings/${id}/participate`, tg, { ...validRegistration, last_name: 'K\u0000' });
      assert.equal(body.statusCode, 400);
      assert.equal(body.json().field, 'last_name');
      for (const url of ['/api/meetings/feed?search=%00', '/api/meetings/attended?search=a%00b']) {
        const response = await get(url, tg);
        assert.equal(response.statusCode, 400, url);
        assert.equal(response.json().field, 'search');
      }
    });

    it('malformed JSON → 400, a malformed id → 400 naming id, nothing registered', async () => {
      const broken = await app.inject({
        method: 'POST',
        url: `/api/meetings/${id}/participate`,
        headers: { ...authHeaders(tg), 'content-type': 'application/json' },
        payload: '{"first_name": ',
      });
      assert.equal(broken.statusCode, 400);
      const badId = await post('/api/meetings/x1/participate', tg);
      assert.equal(badId.statusCode, 400);
      assert.equal(badId.json().field, 'id');
      assert.equal((await ticket(id, tg)).statusCode, 404);
    });

    it('an empty or missing last name and email are fine (a Telegram user may have neither); extra keys are ignored', async () => {
      const created = await register(id, tg, { first_name: 'Emma', email: '', role: 'admin' });
      assert.deepEqual([created.last_name, created.email], ['', '']);
      const other = await subscriber();
      const withNull = await register(id, other, { first_name: 'Eva', last_name: '', email: null });
      assert.equal(withNull.email, '');
      const third = await register(id, await subscriber(), { first_name: 'Ivan', email: ' ivan@example.sk ' });
      assert.equal(third.email, 'ivan@example.sk');
    });
  });
});

describe('meetings in demo mode: Emma', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await createTestApp({ demo: true }));
  });
  after(() => app.close());

  it('has attended the trip to Devín and missed the quiz; her monthly meeting is still included', async () => {
    const emma = { ...DEMO_USER, photo_url: DEMO_USER.photo_url as string };
    await activateBasic(app, emma);
    const headers = authHeaders(emma);
    const attended = meetingPage.parse((await app.inject({ method: 'GET', url: '/api/meetings/attended', headers })).json());
    assert.deepEqual(
      attended.results.map((m) => m.title),
      ['Výlet na hrad Devín', 'Kvíz: Slovenské zvyky a sviatky'],
    );
    const [devin, kviz] = attended.results;
    const devinRate = meetingRate.parse(
      (await app.inject({ method: 'GET', url: `/api/meetings/${devin!.id}/rate`, headers })).json(),
    );
    assert.equal(devinRate.status, 'joined');
    const kvizTicket = participation.parse(
      (await app.inject({ method: 'GET', url: `/api/meetings/${kviz!.id}/participate`, headers })).json(),
    );
    assert.equal(kvizTicket.status, 'no-show');
    assert.equal(kvizTicket.email, 'emma.novak@example.sk');
    const feed = meetingPage.parse((await app.inject({ method: 'GET', url: '/api/meetings/feed', headers })).json());
    const next = feed.results.find((m) => m.is_joinable)!;
    const nextRate = meetingRate.parse(
      (await app.inject({ method: 'GET', url: `/api/meetings/${next.id}/rate`, headers })).json(),
    );
    assert.deepEqual(nextRate, { price: nextRate.price, is_included: true, status: null });
  });
});
