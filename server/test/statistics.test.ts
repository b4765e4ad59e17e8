import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { userStatistics } from '@app/statistics-contract';
import type { Db } from '../src/db/types';
import { currentStreak, dayIn, previousDay } from '../src/modules/statistics/streak';
import { activateBasic, authHeaders, createTestApp, newTelegramUser } from './helpers';

type Tg = ReturnType<typeof newTelegramUser>;
type SectionType = 'listening' | 'reading' | 'speaking';
type Progress = { status: 'started' } | { status: 'submitted'; at: Date } | { status: 'evaluated'; at: Date; score: number };

const DAY = 24 * 60 * 60 * 1000;
/** Noon UTC n days ago: the same UTC calendar day the server sees as "n days ago" with tz=UTC. */
const daysAgo = (n: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12) - n * DAY);
};

describe('statistics: GET /api/users/me/statistics', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp()));
  after(() => app.close());

  const get = (tg: Tg, query = '?tz=UTC') =>
    app.inject({ method: 'GET', url: `/api/users/me/statistics${query}`, headers: authHeaders(tg) });

  const subscribedUser = async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE telegram_id = $1', [tg.id]);
    return { tg, id: row!.id };
  };

  /** An activity with one section per entry; progress as given (undefined: never opened). */
  async function activity(userId: number, sections: Array<[SectionType, Progress | undefined]>) {
    const [created] = await db.query<{ id: number }>('INSERT INTO activities (available_on) VALUES (CURRENT_DATE) RETURNING id');
    for (const [index, [type, progress]] of sections.entries()) {
      const [section] = await db.query<{ id: number }>(
        'INSERT INTO activity_sections (activity_id, position, section_type, title) VALUES ($1, $2, $3, $4) RETURNING id',
        [created!.id, index, type, `${type} ${index}`],
      );
      if (!progress) continue;
      const at = progress.status === 'started' ? null : progress.at;
      await db.query(
        `INSERT INTO section_progress (user_id, section_id, status, score, submitted_at, evaluated_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          userId,
          section!.id,
          progress.status,
          progress.status === 'evaluated' ? progress.score : null,
          at,
          progress.status === 'evaluated' ? at : null,
        ],
      );
    }
  }
  const done = (n: number, score?: number): Progress =>
    score === undefined ? { status: 'submitted', at: daysAgo(n) } : { status: 'evaluated', at: daysAgo(n), score };

  it('answers 401 without init data and 403 without a subscription', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/users/me/statistics' })).statusCode, 401);
    assert.equal((await get(newTelegramUser())).statusCode, 403);
  });

  it('a new learner has zeros, the three section types in order and no scores', async () => {
    const { tg } = await subscribedUser();
    const response = await get(tg);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      finished_sections: 0,
      by_section_type: [
        { section_type: 'listening', finished: 0, average_score: null },
        { section_type: 'reading', finished: 0, average_score: null },
        { section_type: 'speaking', finished: 0, average_score: null },
      ],
      current_streak_days: 0,
      last_finished_on: null,
    });
  });

  it('counts submitted and evaluated sections, averages evaluated scores per type, ignores started ones and other users', async () => {
    const { tg, id } = await subscribedUser();
    const other = await subscribedUser();
    await activity(id, [
      ['listening', done(0, 0.5)],
      ['reading', done(0, 1)],
      ['speaking', done(0)], // submitted, waiting for manual evaluation
    ]);
    await activity(id, [
      ['listening', done(1, 0.75)],
      ['reading', { status: 'started' }],
      ['speaking', undefined],
    ]);
    await activity(other.id, [['reading', done(0, 0)]]);

    const body = (await get(tg)).json();
    assert.ok(userStatistics.safeParse(body).success);
    assert.equal(body.finished_sections, 4);
    assert.deepEqual(body.by_section_type, [
      { section_type: 'listening', finished: 2, average_score: 0.625 },
      { section_type: 'reading', finished: 1, average_score: 1 },
      { section_type: 'speaking', finished: 1, average_score: null },
    ]);
  });

  it('the streak counts consecutive days with a finished activity, ending today', async () => {
    const { tg, id } = await subscribedUser();
    for (const n of [0, 1, 2, 4])
      await activity(id, [
        ['listening', done(n, 1)],
        ['reading', done(n)],
      ]);
    // Two activities on one day count once.
    await activity(id, [['speaking', done(1)]]);
    const body = (await get(tg)).json();
    assert.equal(body.current_streak_days, 3);
    assert.equal(body.last_finished_on, daysAgo(0).toISOString().slice(0, 10));
  });

  it('an activity counts only when every section is finished, on the day of its last section', async () => {
    const { tg, id } = await subscribedUser();
    await activity(id, [
      ['listening', done(1, 1)],
      ['reading', { status: 'started' }],
    ]);
    await activity(id, [
      ['listening', done(2, 1)],
      ['speaking', undefined],
    ]);
    assert.equal((await get(tg)).json().current_streak_days, 0);

    // Begun the day before yesterday, finished yesterday: yesterday counts.
    await activity(id, [
      ['listening', done(2, 1)],
      ['reading', done(1)],
    ]);
    const body = (await get(tg)).json();
    assert.equal(body.current_streak_days, 1);
    assert.equal(body.last_finished_on, daysAgo(1).toISOString().slice(0, 10));
  });

  it('a streak ending yesterday is still alive; one ending the day before is over', async () => {
    const alive = await subscribedUser();
    for (const n of [1, 2]) await activity(alive.id, [['reading', done(n, 0.9)]]);
    assert.equal((await get(alive.tg)).json().current_streak_days, 2);

    const over = await subscribedUser();
    for (const n of [2, 3]) await activity(over.id, [['reading', done(n, 0.9)]]);
    const body = (await get(over.tg)).json();
    assert.equal(body.current_streak_days, 0);
    assert.equal(body.finished_sections, 2);
  });

  it('accepts an IANA time zone and works without one', async () => {
    const { tg, id } = await subscribedUser();
    await activity(id, [['reading', done(0, 1)]]);
    for (const query of ['', '?tz=Europe/Bratislava', '?tz=America/New_York']) {
      const response = await get(tg, query);
      assert.equal(response.statusCode, 200, query);
      assert.equal(response.json().finished_sections, 1);
    }
  });

  for (const [name, query] of [
    ['an unknown time zone', '?tz=Mars/Olympus'],
    ['a time zone that is not a string of a zone', '?tz=12'],
    ['an overlong time zone', `?tz=${'A'.repeat(65)}`],
  ] as const) {
    it(`answers 400 naming tz for ${name}`, async () => {
      const { tg } = await subscribedUser();
      const response = await get(tg, query);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().field, 'tz');
      assert.match(response.json().message, /tz/);
    });
  }
});

describe('statistics: calendar days and the streak rule', () => {
  it('maps an instant to the day of the given time zone', () => {
    const lateEvening = new Date('2026-11-20T23:30:00Z');
    assert.equal(dayIn(lateEvening, 'UTC'), '2026-11-20');
    assert.equal(dayIn(lateEvening, 'Europe/Bratislava'), '2026-11-21');
    assert.equal(dayIn(new Date('2026-11-21T03:00:00Z'), 'America/New_York'), '2026-11-20');
  });

  it('steps back across months, years and leap days', () => {
    assert.equal(previousDay('2026-03-01'), '2026-02-28');
    assert.equal(previousDay('2024-03-01'), '2024-02-29');
    assert.equal(previousDay('2026-01-01'), '2025-12-31');
  });

  it('counts back from today, or from yesterday when today has nothing yet', () => {
    const days = new Set(['2026-02-27', '2026-02-28', '2026-03-01']);
    assert.equal(currentStreak(days, '2026-03-01'), 3);
    assert.equal(currentStreak(days, '2026-03-02'), 3);
    assert.equal(currentStreak(days, '2026-03-03'), 0);
    assert.equal(currentStreak(new Set(), '2026-03-03'), 0);
  });
});
