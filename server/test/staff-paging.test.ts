import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { speakingQueue, staffMeetingList, type SpeakingQueue, type StaffMeetingList } from '@app/staff-contract';
import type { Db } from '../src/db/types';
import { createTestApp } from './helpers';
import { learnerWithSpeaking, meetingAt, staffUser, type Headers } from './staff-support';

const HOUR = 3_600_000;

/** Every page of a staff list, following `next` as a client does. */
async function allPages<T extends SpeakingQueue | StaffMeetingList>(
  app: FastifyInstance,
  first: string,
  headers: Headers,
  parse: (body: unknown) => T,
): Promise<T[]> {
  const pages: T[] = [];
  let url: string | null = first;
  while (url) {
    const response: { statusCode: number; body: string; json: () => unknown } = await app.inject({
      method: 'GET',
      url: url.startsWith('/api') ? url : `/api${url}`,
      headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    const page = parse(response.json());
    pages.push(page);
    url = page.next;
    assert.ok(pages.length < 50, 'the pages end');
  }
  return pages;
}

describe('staff lists a page at a time', () => {
  let app: FastifyInstance;
  let db: Db;
  // Only this file's meetings and submissions: the seeded ones are moved out of the lists' reach.
  before(async () => {
    ({ app, db } = await createTestApp());
    await db.query(`UPDATE meetings SET start_time = now() - interval '400 days', end_time = now() - interval '399 days'`);
  });
  after(() => app.close());

  it('organisers: upcoming meetings soonest first, then the last 30 days latest first, across pages with count, next and previous', async () => {
    const organiser = await staffUser(app, db, ['organiser']);
    const upcoming = [await meetingAt(db, 50 * HOUR), await meetingAt(db, 2 * HOUR), await meetingAt(db, 26 * HOUR)];
    // One under way (started 30 minutes ago, ends in 30) counts as not yet over.
    const underWay = await meetingAt(db, -0.5 * HOUR);
    const past = [await meetingAt(db, -5 * 24 * HOUR), await meetingAt(db, -2 * HOUR), await meetingAt(db, -20 * 24 * HOUR)];
    await meetingAt(db, -40 * 24 * HOUR); // beyond the 30 days: not listed
    const expected = [underWay, upcoming[1], upcoming[2], upcoming[0], past[1], past[0], past[2]];

    const pages = await allPages(app, '/staff/meetings?page_size=3', organiser.headers, (body) => staffMeetingList.parse(body));
    assert.deepEqual(
      pages.map((page) => page.results.length),
      [3, 3, 1],
    );
    assert.deepEqual(
      pages.flatMap((page) => page.results.map((m) => m.id)),
      expected,
    );
    assert.ok(pages.every((page) => page.count === 7));
    assert.equal(pages[0]!.previous, null);
    assert.equal(pages[1]!.previous, '/api/staff/meetings?page_size=3&page=1');
    assert.equal(pages[2]!.next, null);

    // The default page and a page past the end (which points back to the last one with results).
    const first = staffMeetingList.parse(
      (await app.inject({ method: 'GET', url: '/api/staff/meetings', headers: organiser.headers })).json(),
    );
    assert.deepEqual(
      first.results.map((m) => m.id),
      expected,
    );
    const beyond = staffMeetingList.parse(
      (await app.inject({ method: 'GET', url: '/api/staff/meetings?page=9&page_size=3', headers: organiser.headers })).json(),
    );
    assert.deepEqual(beyond.results, []);
    assert.equal(beyond.previous, '/api/staff/meetings?page=3&page_size=3');
    const bad = await app.inject({ method: 'GET', url: '/api/staff/meetings?page_size=0', headers: organiser.headers });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /page_size/);
  });

  it('teachers: the speaking queue oldest first across pages; one learner’s section by section_id and user_id, gone once scored', async () => {
    const teacher = await staffUser(app, db, ['teacher']);
    const pupils: Array<Awaited<ReturnType<typeof learnerWithSpeaking>>> = [];
    for (let i = 0; i < 5; i += 1) pupils.push(await learnerWithSpeaking(app, db));
    // Submitted one minute apart, the last learner first: the queue is by submission time, not id.
    for (const [i, pupil] of pupils.entries()) {
      await db.query(
        `UPDATE section_progress SET submitted_at = now() - make_interval(mins => $3) WHERE user_id = $1 AND section_id = $2`,
        [pupil.id, pupil.speaking, i + 1],
      );
    }
    const pages = await allPages(app, '/staff/speaking?page_size=2', teacher.headers, (body) => speakingQueue.parse(body));
    assert.deepEqual(
      pages.map((page) => page.results.length),
      [2, 2, 1],
    );
    assert.deepEqual(
      pages.flatMap((page) => page.results.map((item) => item.learner.id)),
      [...pupils].reverse().map((pupil) => pupil.id),
    );
    assert.ok(pages.every((page) => page.count === 5));
    // Each item carries its own speaking task only.
    for (const item of pages.flatMap((page) => page.results)) {
      const pupil: { taskId: number } = pupils.find((p) => p.id === item.learner.id)!;
      assert.deepEqual(
        item.tasks.map((task) => task.task_id),
        [pupil.taskId],
      );
    }

    const target = pupils[2]!;
    const one = async () =>
      speakingQueue.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/api/staff/speaking?section_id=${target.speaking}&user_id=${target.id}`,
            headers: teacher.headers,
          })
        ).json(),
      );
    const found = await one();
    assert.equal(found.count, 1);
    assert.equal(found.results[0]!.learner.id, target.id);
    const scored = await app.inject({
      method: 'POST',
      url: `/api/staff/speaking/${target.speaking}/user/${target.id}/score`,
      headers: teacher.headers,
      payload: { percent: 70, feedback: 'Dobre.' },
    });
    assert.equal(scored.statusCode, 200, scored.body);
    assert.deepEqual((await one()).results, []);
    const rest = await allPages(app, '/staff/speaking?page_size=10', teacher.headers, (body) => speakingQueue.parse(body));
    assert.equal(rest[0]!.count, 4);
  });

  it('teachers: sections submitted at one instant are listed by learner across pages, none lost or repeated, each with its tasks', async () => {
    const teacher = await staffUser(app, db, ['teacher']);
    const pupils: Array<Awaited<ReturnType<typeof learnerWithSpeaking>>> = [];
    for (let i = 0; i < 5; i += 1) pupils.push(await learnerWithSpeaking(app, db));
    // One instant older than anything else in the queue, so these five are its first five.
    await db.query(
      `UPDATE section_progress SET submitted_at = '2000-01-01T08:00:00Z' WHERE user_id = ANY($1::bigint[]) AND status = 'submitted'`,
      [pupils.map((pupil) => pupil.id)],
    );
    const pages = await allPages(app, '/staff/speaking?page_size=2', teacher.headers, (body) => speakingQueue.parse(body));
    const first = pages.flatMap((page) => page.results).slice(0, 5);
    assert.deepEqual(
      first.map((item) => item.learner.id),
      pupils.map((pupil) => pupil.id).sort((a, b) => a - b),
    );
    for (const item of first) {
      assert.equal(item.submitted_at, '2000-01-01T08:00:00.000Z');
      assert.deepEqual(
        item.tasks.map((task) => task.task_id),
        [pupils.find((pupil) => pupil.id === item.learner.id)!.taskId],
      );
    }
  });
});
