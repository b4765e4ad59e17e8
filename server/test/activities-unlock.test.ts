import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { nextUnlock } from '../src/modules/activities/clock';
import { getSection, getToday, listActivities, submitSection } from '../src/modules/activities/service';
import { learner, rightAnswers } from './activities-fixtures';
import { createTestApp } from './helpers';

const at = (iso: string) => new Date(iso);

describe("activities: 08:00 on the learner's clock the day after finishing", () => {
  it("computes the unlock instant in the learner's zone, across DST changes", () => {
    const cases: Array<[string, string, string]> = [
      // finished at (UTC), zone, unlocks at (UTC)
      ['2026-03-10T22:30:00Z', 'Europe/Bratislava', '2026-03-11T07:00:00.000Z'], // 23:30 CET → 08:00 CET
      ['2026-03-10T22:30:00Z', 'America/New_York', '2026-03-11T12:00:00.000Z'], // 18:30 EDT → 08:00 EDT
      ['2026-03-10T22:30:00Z', 'Asia/Tokyo', '2026-03-11T23:00:00.000Z'], // already 07:30 on the 11th → the 12th
      ['2026-03-10T23:30:00Z', 'Europe/Bratislava', '2026-03-12T07:00:00.000Z'], // 00:30 on the 11th → the 12th
      ['2026-03-11T06:59:00Z', 'Europe/Bratislava', '2026-03-12T07:00:00.000Z'], // 07:59 → the next day, not a minute later
      ['2026-03-28T20:00:00Z', 'Europe/Bratislava', '2026-03-29T06:00:00.000Z'], // spring forward: 08:00 CEST
      ['2026-10-24T20:00:00Z', 'Europe/Bratislava', '2026-10-25T07:00:00.000Z'], // fall back: 08:00 CET
      ['2026-06-30T20:00:00Z', 'Asia/Kolkata', '2026-07-02T02:30:00.000Z'], // half-hour zone: 01:30 on 1 July → 2 July
      ['2026-06-30T20:00:00Z', 'UTC', '2026-07-01T08:00:00.000Z'],
    ];
    for (const [finished, zone, unlock] of cases) {
      assert.equal(nextUnlock(at(finished), zone).toISOString(), unlock, `${finished} ${zone}`);
    }
    // A zone ahead of UTC by more than 08:00: the unlock instant falls on the previous UTC day.
    assert.equal(nextUnlock(at('2026-12-30T00:00:00Z'), 'Pacific/Auckland').toISOString(), '2026-12-30T19:00:00.000Z');
  });

  describe('the course', () => {
    let app: FastifyInstance;
    let db: Db;
    before(async () => ({ app, db } = await createTestApp()));
    after(() => app.close());

    /** Submits every section of the learner's current activity right, at `now`. */
    async function finishToday(userId: number, timeZone: string, now: Date) {
      const { activity } = await getToday(db, userId, { timeZone, now });
      for (const { section_id } of activity.sections) {
        const section = await getSection(db, userId, section_id);
        await submitSection(db, userId, section_id, await rightAnswers(db, section), now);
      }
      return activity;
    }

    it('one learner per zone, all finishing day 1 at 22:30 UTC: each gets day 2 at 08:00 on their own clock', async () => {
      const finished = at('2026-03-10T22:30:00Z');
      const zones = ['Europe/Bratislava', 'America/New_York', 'Asia/Tokyo'] as const;
      const users = new Map<string, number>();
      for (const zone of zones) {
        const { id } = await learner(app, db);
        users.set(zone, id);
        const first = await finishToday(id, zone, finished);
        assert.equal(first.day, 1);
      }
      const dayOf = async (zone: string, now: string) => {
        const today = await getToday(db, users.get(zone)!, { timeZone: zone, now: at(now) });
        return { day: today.activity.day, status: today.status.status, next: today.status.next_available_at };
      };

      assert.deepEqual(await dayOf('Europe/Bratislava', '2026-03-11T06:59:59Z'), {
        day: 1,
        status: 'submitted',
        next: '2026-03-11T07:00:00.000Z',
      });
      assert.deepEqual(await dayOf('Europe/Bratislava', '2026-03-11T07:00:00Z'), { day: 2, status: 'started', next: null });
      assert.deepEqual(await dayOf('America/New_York', '2026-03-11T07:00:00Z'), {
        day: 1,
        status: 'submitted',
        next: '2026-03-11T12:00:00.000Z',
      });
      assert.deepEqual(await dayOf('America/New_York', '2026-03-11T12:00:00Z'), { day: 2, status: 'started', next: null });
      assert.deepEqual(await dayOf('Asia/Tokyo', '2026-03-11T12:00:00Z'), {
        day: 1,
        status: 'submitted',
        next: '2026-03-11T23:00:00.000Z',
      });
      assert.deepEqual(await dayOf('Asia/Tokyo', '2026-03-11T23:00:00Z'), { day: 2, status: 'started', next: null });

      // Day 2 started at its unlock instant, whenever the learner came back.
      const list = await listActivities(db, users.get('America/New_York')!, {
        timeZone: 'America/New_York',
        now: at('2026-03-12T18:00:00Z'),
      });
      assert.deepEqual(
        list.results.map((a) => [a.day, a.started_at]),
        [
          [2, '2026-03-11T12:00:00.000Z'],
          [1, finished.toISOString()],
        ],
      );
    });

    it('reaches one activity at a time: a week away still brings only the next day', async () => {
      const { id } = await learner(app, db);
      await finishToday(id, 'UTC', at('2026-05-01T10:00:00Z'));
      const later = await getToday(db, id, { timeZone: 'UTC', now: at('2026-05-09T10:00:00Z') });
      assert.equal(later.activity.day, 2);
      assert.equal(later.activity.started_at, '2026-05-02T08:00:00.000Z');
      assert.equal((await listActivities(db, id, { timeZone: 'UTC', now: at('2026-05-09T10:00:00Z') })).results.length, 2);
    });

    it('an activity with a section left open never unlocks the next one', async () => {
      const { id } = await learner(app, db);
      const { activity } = await getToday(db, id, { timeZone: 'UTC', now: at('2026-05-01T10:00:00Z') });
      for (const { section_id } of activity.sections.slice(0, 2)) {
        await submitSection(
          db,
          id,
          section_id,
          await rightAnswers(db, await getSection(db, id, section_id)),
          at('2026-05-01T10:00:00Z'),
        );
      }
      const later = await getToday(db, id, { timeZone: 'UTC', now: at('2026-06-01T10:00:00Z') });
      assert.equal(later.activity.day, 1);
      assert.deepEqual(later.status, { status: 'started', finished_at: null, next_available_at: null });
    });

    it('after the last activity: the countdown runs, then today is 404 (nothing left to offer)', async () => {
      const { id } = await learner(app, db);
      const [{ count }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM activities')) as [
        { count: number },
      ];
      let now = at('2026-01-05T09:00:00Z');
      for (let day = 1; day <= count; day += 1) {
        const activity = await finishToday(id, 'Europe/Bratislava', now);
        assert.equal(activity.day, day);
        now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
      }
      const last = now.getTime() - 24 * 60 * 60 * 1000;
      const countdown = await getToday(db, id, { timeZone: 'Europe/Bratislava', now: new Date(last + 60_000) });
      assert.equal(countdown.activity.day, count);
      assert.notEqual(countdown.status.next_available_at, null);
      await assert.rejects(getToday(db, id, { timeZone: 'Europe/Bratislava', now: at(countdown.status.next_available_at!) }), {
        statusCode: 404,
      });
      const all = await listActivities(db, id, { timeZone: 'Europe/Bratislava', now });
      assert.deepEqual(
        all.results.map((a) => a.day),
        Array.from({ length: count }, (_, i) => count - i),
      );
    });

    it("an activity dated after the learner's today is not released yet", async () => {
      const { id } = await learner(app, db);
      await assert.rejects(getToday(db, id, { timeZone: 'UTC', now: at('2025-08-01T10:00:00Z') }), { statusCode: 404 });
      assert.equal((await getToday(db, id, { timeZone: 'UTC', now: at('2025-09-01T10:00:00Z') })).activity.day, 1);
    });

    it('over HTTP, tz picks the clock (default Europe/Bratislava)', async () => {
      const { headers } = await learner(app, db);
      const response = await app.inject({ method: 'GET', url: '/api/activities/today', headers });
      assert.equal(response.statusCode, 200);
      const zoned = await app.inject({ method: 'GET', url: '/api/activities/today?tz=America%2FNew_York', headers });
      assert.equal(zoned.statusCode, 200);
      assert.equal(zoned.json().activity.activity_id, response.json().activity.activity_id);
    });
  });
});
