import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { participation } from '@app/meetings-contract';
import type { Db } from '../src/db/types';
import { activateBasic, authHeaders, createTestApp, newTelegramUser, onPostgres, raceTest } from './helpers';
import { insertMeeting, midMonth, validRegistration } from './meetings-helpers';

/** Races need real concurrent transactions: raceTest runs them on PostgreSQL only. */
type Tg = ReturnType<typeof newTelegramUser>;

describe('meetings races (capacity, quota, one registration)', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    if (onPostgres) ({ app, db } = await createTestApp());
  });
  after(() => app?.close());

  const subscribers = async (n: number) => {
    const users: Tg[] = [];
    for (let i = 0; i < n; i++) {
      const tg = newTelegramUser();
      await activateBasic(app, tg);
      users.push(tg);
    }
    return users;
  };
  const registerAll = (requests: Array<[number, Tg]>) =>
    Promise.all(
      requests.map(([id, tg]) =>
        app.inject({
          method: 'POST',
          url: `/api/meetings/${id}/participate`,
          headers: authHeaders(tg),
          payload: validRegistration,
        }),
      ),
    );
  const statusCounts = (responses: Array<{ statusCode: number }>) => {
    const counts: Record<number, number> = {};
    for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    return counts;
  };
  const liveSeats = async (id: number) =>
    (
      await db.query<{ n: number }>(
        "SELECT count(*) AS n FROM meeting_participations WHERE meeting_id = $1 AND status <> 'cancelled'",
        [id],
      )
    )[0]!.n;

  raceTest('more users than seats registering at once: exactly the capacity gets in, every other gets 409 full', async (t) => {
    const ROUNDS = 3;
    const CAPACITY = 5;
    const USERS = 30;
    const users = await subscribers(USERS);
    for (let round = 1; round <= ROUNDS; round++) {
      // Different months each round, so every user's registration is an included one (joined).
      const id = await insertMeeting(db, { start: midMonth(round + 1), capacity: CAPACITY });
      const responses = await registerAll(users.map((tg) => [id, tg]));
      const counts = statusCounts(responses);
      t.diagnostic(
        `round ${round}: ${USERS} requests for ${CAPACITY} seats → ${JSON.stringify(counts)}, seats taken ${await liveSeats(id)}`,
      );
      assert.equal(await liveSeats(id), CAPACITY, 'no overbooking');
      assert.deepEqual(counts, { 201: CAPACITY, 409: USERS - CAPACITY });
      for (const r of responses.filter((x) => x.statusCode === 409)) assert.equal(r.json().message, `Meeting ${id} is full`);
    }
  });

  raceTest('one user registering for several meetings of one month at once: exactly one is included', async (t) => {
    const ROUNDS = 3;
    const MEETINGS = 6;
    for (let round = 1; round <= ROUNDS; round++) {
      const [tg] = await subscribers(1);
      const ids: number[] = [];
      for (let i = 0; i < MEETINGS; i++) ids.push(await insertMeeting(db, { start: midMonth(8, 2 + i), capacity: 100 }));
      const responses = await registerAll(ids.map((id) => [id, tg!]));
      // One included; the cap on unpaid holds (3) lets three more wait for payment and refuses the rest.
      assert.deepEqual(statusCounts(responses), { 201: 4, 409: MEETINGS - 4 });
      const statuses = responses.filter((r) => r.statusCode === 201).map((r) => participation.parse(r.json()).status);
      const joined = statuses.filter((s) => s === 'joined').length;
      t.diagnostic(
        `round ${round}: ${MEETINGS} registrations of one user in one month → ${joined} joined (included), ${statuses.length - joined} pending, ${MEETINGS - statuses.length} over the cap`,
      );
      assert.equal(joined, 1, 'one included meeting a month');
      const included = await db.query(
        `SELECT 1 FROM meeting_participations p JOIN users u ON u.id = p.user_id WHERE u.telegram_id = $1 AND p.is_included`,
        [tg!.id],
      );
      assert.equal(included.length, 1);
    }
  });

  raceTest('one user sending the same registration several times at once: one registration, the rest 409', async (t) => {
    const [tg] = await subscribers(1);
    const id = await insertMeeting(db, { start: midMonth(9), capacity: 100 });
    const responses = await registerAll(Array.from({ length: 8 }, () => [id, tg!] as [number, Tg]));
    const counts = statusCounts(responses);
    t.diagnostic(`8 identical requests → ${JSON.stringify(counts)}`);
    assert.deepEqual(counts, { 201: 1, 409: 7 });
    assert.equal(await liveSeats(id), 1);
  });
});
