/**
 * Races for calls. They prove the database guarantees (the exclusion constraints on calls and the
 * user-row lock of the quota) only on PostgreSQL: PGlite runs one transaction at a time, so there a
 * race cannot happen and these would pass even without the guarantees. Run with
 * TEST_DATABASE_URL=postgres://app:app@127.0.0.1:5432/app_test.
 */
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { callList } from '@app/calls-contract';
import type { Db } from '../src/db/types';
import { addRoundTheClockSpeaker, book, get, slotOnDay, subscribedUser, type Tg } from './calls-support';
import { createTestApp, onPostgres, raceTest } from './helpers';

const RACERS = 24;

describe('calls races (PostgreSQL only)', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    if (onPostgres) ({ app, db } = await createTestApp());
  });
  after(() => app?.close());

  const tally = (codes: number[]) => ({
    requests: codes.length,
    created: codes.filter((c) => c === 201).length,
    conflicts: codes.filter((c) => c === 409).length,
  });

  raceTest(`${RACERS} users racing for one slot: exactly one 201, the rest 409`, async (t) => {
    const speaker = await addRoundTheClockSpeaker(db, 'Race');
    const users: Tg[] = [];
    for (let i = 0; i < RACERS; i += 1) users.push(await subscribedUser(app));
    const slot = slotOnDay(3, 0, 20);
    const responses = await Promise.all(users.map((tg) => book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end })));
    const figures = tally(responses.map((r) => r.statusCode));
    t.diagnostic(`one slot: ${JSON.stringify(figures)}`);
    console.log(`# calls race, one slot: ${figures.requests} requests, ${figures.created} × 201, ${figures.conflicts} × 409`);
    assert.deepEqual(figures, { requests: RACERS, created: 1, conflicts: RACERS - 1 });
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM calls WHERE speaker_id = $1 AND status = 'scheduled'`,
      [speaker],
    );
    assert.equal(row!.n, 1);
    const [payments] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payments p JOIN users u ON u.id = p.user_id WHERE u.telegram_id = ANY($1)`,
      [users.map((u) => u.id)],
    );
    assert.equal(payments!.n, 0, 'the losers left no payment');
  });

  raceTest(`${RACERS} users racing for overlapping slots of different lengths: no two overlap`, async (t) => {
    const speaker = await addRoundTheClockSpeaker(db, 'Overlap');
    const users: Tg[] = [];
    for (let i = 0; i < RACERS; i += 1) users.push(await subscribedUser(app));
    // 10- to 60-minute calls all starting within the same hour on the speaker's grid.
    const responses = await Promise.all(
      users.map((tg, i) => {
        const minutes = [10, 20, 30, 60][i % 4]!;
        const slot = slotOnDay(4, (i % 3) * minutes, minutes);
        return book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end });
      }),
    );
    const figures = tally(responses.map((r) => r.statusCode));
    t.diagnostic(`overlapping slots: ${JSON.stringify(figures)}`);
    assert.equal(figures.created + figures.conflicts, RACERS, 'only 201 and 409');
    const calls = await db.query<{ start_dt: Date; end_dt: Date }>(
      `SELECT start_dt, end_dt FROM calls WHERE speaker_id = $1 AND status = 'scheduled' ORDER BY start_dt`,
      [speaker],
    );
    assert.equal(calls.length, figures.created);
    for (let i = 1; i < calls.length; i += 1) assert.ok(calls[i]!.start_dt >= calls[i - 1]!.end_dt, 'no overlap');
  });

  raceTest('one user racing for one time at several speakers: exactly one 201', async (t) => {
    const tg = await subscribedUser(app);
    const speakers: number[] = [];
    for (let i = 0; i < 8; i += 1) speakers.push(await addRoundTheClockSpeaker(db, `User${i}`));
    const slot = slotOnDay(5);
    const responses = await Promise.all(
      speakers.map((speaker) => book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end })),
    );
    const figures = tally(responses.map((r) => r.statusCode));
    t.diagnostic(`one user, one time: ${JSON.stringify(figures)}`);
    assert.deepEqual(figures, { requests: 8, created: 1, conflicts: 7 });
  });

  raceTest('one user racing for several included calls: exactly one is included', async (t) => {
    const tg = await subscribedUser(app);
    const speaker = await addRoundTheClockSpeaker(db, 'Quota');
    const count = 10;
    // Ten separate slots on one day (one quota month), booked at once.
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) => {
        const slot = slotOnDay(6, i * 20);
        return book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end });
      }),
    );
    // The quota gives one included call; the cap on unpaid holds (3) refuses the rest, also at once.
    const created = responses.filter((r) => r.statusCode === 201).length;
    const capped = responses.filter((r) => r.statusCode === 409 && r.json().field === 'unpaid_holds').length;
    assert.deepEqual({ created, capped }, { created: 4, capped: count - 4 });
    const calls = callList.parse((await get(app, tg, '/api/calls')).json());
    const included = calls.filter((c) => c.is_included).length;
    t.diagnostic(
      `one user, ${count} bookings at once: ${included} included, ${created - included} charged, ${capped} over the cap`,
    );
    console.log(
      `# calls race, quota: ${count} requests, ${created} × 201, ${included} included, ${capped} × 409 (unpaid holds cap)`,
    );
    assert.equal(included, 1);
    const payments = (await get(app, tg, '/api/users/me/payments')).json() as Array<{ status: string }>;
    assert.equal(payments.length, 3);
    assert.ok(payments.every((p) => p.status === 'pending'));
  });

  raceTest('one user racing with the price guard for the included call: one 201, the rest 409', async (t) => {
    const tg = await subscribedUser(app);
    const speaker = await addRoundTheClockSpeaker(db, 'Guard');
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => {
        const slot = slotOnDay(7, i * 20);
        return book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end, expected_price: 0 });
      }),
    );
    const figures = tally(responses.map((r) => r.statusCode));
    t.diagnostic(`price guard: ${JSON.stringify(figures)}`);
    assert.deepEqual(figures, { requests: 6, created: 1, conflicts: 5 });
  });
});
