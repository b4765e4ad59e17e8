/**
 * One account cannot churn rows without bound: requesting and cancelling a plan, booking and
 * cancelling calls, registering for meetings are capped per 24 hours with a Slovak 429.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { DAILY_CAP_FIELD, DAILY_CAPS, dailyCapMessages } from '../src/modules/daily-caps';
import { addRoundTheClockSpeaker, book, post, slotOnDay, subscribedUser, userIdOf } from './calls-support';
import { authHeaders, createTestApp, newTelegramUser } from './helpers';

let app: FastifyInstance;
let db: Db;
before(async () => {
  ({ app, db } = await createTestApp({ demoContent: false }));
});
after(() => app.close());

describe('daily caps on churn', () => {
  it(`plan requests: ${DAILY_CAPS.subscriptionRequests} a day, then 429 in Slovak; a day later it works again`, async () => {
    const tg = newTelegramUser();
    const request = () => app.inject({ method: 'POST', url: '/api/subscription/request?code=basic', headers: authHeaders(tg) });
    for (let i = 0; i < DAILY_CAPS.subscriptionRequests; i += 1) {
      assert.equal((await request()).statusCode, 200, `request ${i + 1}`);
      assert.equal((await post(app, tg, '/api/subscription/cancel')).statusCode, 200);
    }
    const refused = await request();
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), {
      message: dailyCapMessages.subscriptionRequests(DAILY_CAPS.subscriptionRequests),
      field: DAILY_CAP_FIELD,
    });
    const userId = await userIdOf(db, tg);
    const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1', [
      userId,
    ])) as [{ n: number }];
    assert.equal(n, DAILY_CAPS.subscriptionRequests, 'nothing written by the refused request');
    // The window rolls: rows older than 24 h no longer count.
    await db.query(`UPDATE subscriptions SET created_at = created_at - interval '25 hours' WHERE user_id = $1`, [userId]);
    assert.equal((await request()).statusCode, 200);
  });

  it(`call bookings: ${DAILY_CAPS.callBookings} a day (cancelled ones count), then 429 in Slovak`, async () => {
    const tg = await subscribedUser(app);
    const speaker = await addRoundTheClockSpeaker(db);
    const slot = slotOnDay(3);
    for (let i = 0; i < DAILY_CAPS.callBookings; i += 1) {
      const booked = await book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end });
      assert.equal(booked.statusCode, 201, booked.body);
      assert.equal((await post(app, tg, `/api/calls/${booked.json().id}/cancel`)).statusCode, 200);
    }
    const refused = await book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end });
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { message: dailyCapMessages.callBookings(DAILY_CAPS.callBookings), field: DAILY_CAP_FIELD });
    const [{ calls, outbox }] = (await db.query<{ calls: number; outbox: number }>(
      `SELECT (SELECT count(*)::int FROM calls WHERE user_id = $1) AS calls,
              (SELECT count(*)::int FROM outbox WHERE user_id = $1) AS outbox`,
      [await userIdOf(db, tg)],
    )) as [{ calls: number; outbox: number }];
    assert.equal(calls, DAILY_CAPS.callBookings);
    assert.ok(outbox <= DAILY_CAPS.callBookings * 3, `outbox rows bounded (${outbox})`);
  });
});

describe('history is bounded', () => {
  it('the retention job deletes outbox rows finished more than 30 days ago and keeps the rest', async () => {
    const { runRetention } = await import('../src/modules/bot/retention');
    const tg = await subscribedUser(app);
    const userId = await userIdOf(db, tg);
    await db.query(
      `INSERT INTO outbox (user_id, kind, subject, status, finished_at, payload) VALUES
         ($1, 'old', 'a', 'sent', now() - interval '31 days', '{}'), ($1, 'old', 'b', 'cancelled', now() - interval '40 days', '{}'),
         ($1, 'old', 'c', 'sent', now() - interval '29 days', '{}'), ($1, 'old', 'd', 'pending', NULL, '{}')`,
      [userId],
    );
    const { report } = await runRetention({ db, state: {} });
    assert.ok(report.outbox >= 2);
    const left = await db.query<{ subject: string }>(
      `SELECT subject FROM outbox WHERE user_id = $1 AND kind = 'old' ORDER BY subject`,
      [userId],
    );
    assert.deepEqual(
      left.map((row) => row.subject),
      ['c', 'd'],
    );
  });
});
