import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { speakerCallList, speakerCallQuery, type SpeakerCallList } from '@app/staff-contract';
import type { Db } from '../src/db/types';
import { listSpeakerCalls } from '../src/modules/staff/speaker-calls';
import { learner } from './activities-fixtures';
import { createTestApp } from './helpers';
import { staffUser, type Headers } from './staff-support';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("a speaker's calls a page at a time (GET /staff/calls)", () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    ({ app, db } = await createTestApp());
  });
  after(() => app.close());

  /** A speaker of the test's own (no seeded calls), the user linked to it, and a learner to book. */
  async function speakerWithLearner() {
    const slug = `paging-${Math.random().toString(36).slice(2, 10)}`;
    const [speaker] = await db.query<{ id: number }>(
      `INSERT INTO speakers (slug, first_name, last_name, username, price_per_hour) VALUES ($1, 'Pavol', 'Stránka', $1, 20) RETURNING id`,
      [slug],
    );
    const me = await staffUser(app, db, ['speaker'], speaker!.id);
    const pupil = await learner(app, db);
    /** A 30-minute call starting at `start` (scheduled ones may not overlap; cancelled ones may). */
    const callAt = async (start: Date, status: 'scheduled' | 'cancelled' = 'scheduled') => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO calls (user_id, speaker_id, start_dt, end_dt, comment, status, cancelled_at, is_included, quota_month, price)
         VALUES ($1, $2, $3, $3::timestamptz + interval '30 minutes', '', $4, CASE WHEN $4 = 'cancelled' THEN now() END,
                 false, date_trunc('month', $3::timestamptz)::date, 10)
         RETURNING id`,
        [pupil.id, speaker!.id, start, status],
      );
      return row!.id;
    };
    return { speakerId: speaker!.id, headers: me.headers, callAt };
  }

  const read = (url: string, headers: Headers) => app.inject({ method: 'GET', url: `/api${url}`, headers });

  async function page(headers: Headers, pageSize: number, cursor: string | null): Promise<SpeakerCallList> {
    const query = new URLSearchParams({ page_size: String(pageSize) });
    if (cursor) query.set('cursor', cursor);
    const response = await read(`/staff/calls?${query}`, headers);
    assert.equal(response.statusCode, 200, response.body);
    return speakerCallList.parse(response.json());
  }

  it('upcoming soonest first (one under way too), then the last 60 days latest first, across pages by the next cursor', async () => {
    const { headers, callAt } = await speakerWithLearner();
    const now = Date.now();
    const at = (offset: number) => new Date(now + offset);
    const underWay = await callAt(at(-10 * MINUTE));
    const soon = await callAt(at(2 * HOUR));
    const later = await callAt(at(3 * DAY));
    // A cancelled and a rebooked call in the same slot: equal start_dt, ordered by id within the page seam.
    const cancelledTwin = await callAt(at(DAY), 'cancelled');
    const twin = await callAt(at(DAY));
    const yesterday = await callAt(at(-DAY));
    const lastMonth = await callAt(at(-30 * DAY));
    const twoHoursAgo = await callAt(at(-2 * HOUR));
    await callAt(at(-61 * DAY)); // beyond the 60 days: not listed
    const expected = [underWay, soon, cancelledTwin, twin, later, twoHoursAgo, yesterday, lastMonth];

    const pages: SpeakerCallList[] = [];
    let cursor: string | null = null;
    do {
      const next: SpeakerCallList = await page(headers, 3, cursor);
      pages.push(next);
      cursor = next.next ?? null;
      assert.ok(pages.length < 10, 'the pages end');
    } while (cursor);
    assert.deepEqual(
      pages.map((p) => p.results.length),
      [3, 3, 2],
    );
    assert.deepEqual(
      pages.flatMap((p) => p.results.map((c) => c.id)),
      expected,
    );
    // Every page keeps the first page's shape (zone, hours, days off).
    assert.ok(pages.every((p) => p.time_zone === pages[0]!.time_zone && Array.isArray(p.hours)));

    // The default page (20) holds them all and says there is no more.
    const whole = speakerCallList.parse((await read('/staff/calls', headers)).json());
    assert.deepEqual(
      whole.results.map((c) => c.id),
      expected,
    );
    assert.equal(whole.next, null);
    // Exactly a page's worth: no next page pointing at nothing.
    const exact = await page(headers, expected.length, null);
    assert.equal(exact.results.length, expected.length);
    assert.equal(exact.next, null);
  });

  it('calls booked and cancelled while the speaker pages: none shown twice, none of those already there lost', async () => {
    const { headers, callAt } = await speakerWithLearner();
    const now = Date.now();
    const at = (offset: number) => new Date(now + offset);
    const before = [
      await callAt(at(1 * DAY)),
      await callAt(at(2 * DAY)),
      await callAt(at(3 * DAY)),
      await callAt(at(4 * DAY)),
      await callAt(at(-1 * DAY)),
      await callAt(at(-2 * DAY)),
      await callAt(at(-3 * DAY)),
    ];
    const seen: number[] = [];
    let cursor: string | null = null;
    let turn = 0;
    do {
      const next: SpeakerCallList = await page(headers, 2, cursor);
      seen.push(...next.results.map((c) => c.id));
      cursor = next.next ?? null;
      // Between every two pages: a call booked before what was read, one after it, and one in the past.
      turn += 1;
      await callAt(at(turn * HOUR));
      await callAt(at(5 * DAY + turn * HOUR));
      await callAt(at(-10 * DAY - turn * HOUR));
      if (turn === 2) await db.query(`UPDATE calls SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [before[3]]);
      assert.ok(turn < 20, 'the pages end');
    } while (cursor);

    assert.equal(new Set(seen).size, seen.length, `no call twice: ${seen.join(', ')}`);
    for (const id of before) assert.ok(seen.includes(id), `call ${id}, there from the start, was listed`);
    // A new upcoming call after the last read one shows up in its place; one before it waits for a refresh.
    const fresh = await page(headers, 100, null);
    assert.equal(new Set(fresh.results.map((c) => c.id)).size, fresh.results.length);
  });

  it('a call that ends while the speaker pages stays in the part it was listed in (the cursor keeps the first page’s instant)', async () => {
    const { speakerId, callAt } = await speakerWithLearner();
    const t0 = new Date(Date.UTC(2030, 4, 14, 9, 0));
    const at = (offset: number) => new Date(t0.getTime() + offset);
    // Calls 1–3 are upcoming at t0; the first ends at t0 + 40 min, before the second page is read.
    const upcoming = [await callAt(at(10 * MINUTE)), await callAt(at(2 * HOUR)), await callAt(at(3 * HOUR))];
    const past = [await callAt(at(-HOUR)), await callAt(at(-DAY))];
    const query = (cursor?: string) => speakerCallQuery.parse({ page_size: '2', ...(cursor ? { cursor } : {}) });

    const first = await listSpeakerCalls(db, speakerId, query(), t0);
    const second = await listSpeakerCalls(db, speakerId, query(first.next!), at(50 * MINUTE));
    const third = await listSpeakerCalls(db, speakerId, query(second.next!), at(60 * MINUTE));
    assert.deepEqual(
      [first, second, third].flatMap((p) => p.results.map((c) => c.id)),
      [...upcoming, ...past],
    );
    assert.equal(third.next, null);
    // What the speaker may do is as of the request: the call that ended meanwhile can be marked.
    assert.equal(first.results[0]!.can_mark, false);
    const reread = await listSpeakerCalls(db, speakerId, speakerCallQuery.parse({}), at(50 * MINUTE));
    assert.equal(reread.results.find((c) => c.id === upcoming[0])!.can_mark, true);
  });

  it('a cursor the list did not give or a page size out of range is a 400 naming the field', async () => {
    const { headers } = await speakerWithLearner();
    for (const cursor of ['abc', '2.1.1.1', '0.1.1.0', '0.1.1', '0.1.1.1.1', '0.1.1.99999999999999999', '']) {
      const response = await read(`/staff/calls?cursor=${encodeURIComponent(cursor)}`, headers);
      assert.equal(response.statusCode, 400, `${cursor}: ${response.body}`);
      assert.equal(response.json().field, 'cursor', response.body);
      assert.match(response.json().message, /cursor/);
    }
    for (const size of ['0', '101', '-1', '2.5', 'x']) {
      const response = await read(`/staff/calls?page_size=${size}`, headers);
      assert.equal(response.statusCode, 400, `${size}: ${response.body}`);
      assert.equal(response.json().field, 'page_size', response.body);
    }
  });
});
