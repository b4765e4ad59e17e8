import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { activateBasic, authHeaders, createTestApp, newTelegramUser, raceTest } from './helpers';

type Tg = ReturnType<typeof newTelegramUser>;
const DAY = 24 * 60 * 60 * 1000;

describe('subscription', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp()));
  after(() => app.close());

  const post = (tg: Tg, url: string) => app.inject({ method: 'POST', url: `/api/subscription/${url}`, headers: authHeaders(tg) });
  const me = async (tg: Tg) => (await app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(tg) })).json();

  it('GET /plans lists basic (free, available) and premium (priced, unavailable) without a subscription', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/subscription/plans', headers: authHeaders(newTelegramUser()) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), [
      { code: 'basic', title: 'Basic', price_monthly: 0, is_available: true },
      { code: 'premium', title: 'Premium', price_monthly: 9.99, is_available: false },
    ]);
  });

  it('request?code=basic answers 200 with an active subscription running one month; the user then has it', async () => {
    const tg = newTelegramUser();
    const started = Date.now();
    const response = await post(tg, 'request?code=basic');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.status, 'active');
    assert.deepEqual(body.plan, { code: 'basic', title: 'Basic', price_monthly: 0, is_available: true });
    const expires = Date.parse(body.expires_at) - Date.parse(body.started_at);
    assert.ok(expires >= 28 * DAY && expires <= 31 * DAY, `one month, got ${expires / DAY} days`);
    assert.ok(Math.abs(Date.parse(body.started_at) - started) < 60_000);
    assert.deepEqual((await me(tg)).subscription, body);
  });

  it('requesting while a subscription is active answers 409 with a message', async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    const response = await post(tg, 'request?code=basic');
    assert.equal(response.statusCode, 409);
    assert.match(response.json().message, /already/);
    const rows = await db.query('SELECT s.id FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.telegram_id = $1', [
      tg.id,
    ]);
    assert.equal(rows.length, 1);
  });

  raceTest('parallel requests create exactly one subscription', async () => {
    const tg = newTelegramUser();
    await me(tg);
    const responses = await Promise.all([
      post(tg, 'request?code=basic'),
      post(tg, 'request?code=basic'),
      post(tg, 'request?code=basic'),
    ]);
    assert.deepEqual(responses.map((r) => r.statusCode).sort(), [200, 409, 409]);
  });

  raceTest('parallel cancels: one 200, the others 409, and the subscription is cancelled once', async () => {
    // Several users at once, many cancels each: one lone burst sometimes happens to run in turn.
    const users = Array.from({ length: 5 }, () => newTelegramUser());
    for (const tg of users) await activateBasic(app, tg);
    const perUser = await Promise.all(users.map((tg) => Promise.all(Array.from({ length: 16 }, () => post(tg, 'cancel')))));
    for (const [index, responses] of perUser.entries()) {
      const statuses = responses.map((r) => r.statusCode);
      assert.equal(statuses.filter((status) => status === 200).length, 1, `user ${index}: ${statuses.join(' ')}`);
      assert.equal(statuses.filter((status) => status === 409).length, 15, `user ${index}: ${statuses.join(' ')}`);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        assert.deepEqual(response.json(), { message: 'Only an active subscription can be cancelled' });
      }
      assert.equal((await me(users[index]!)).subscription.status, 'cancelled');
    }
  });

  it('request?code=premium answers 403 "Premium plan is not available yet" and creates nothing', async () => {
    const tg = newTelegramUser();
    const response = await post(tg, 'request?code=premium');
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, 'Premium plan is not available yet');
    assert.equal(response.json().field, 'code');
    assert.equal((await me(tg)).subscription, null);
  });

  it('a missing or unknown code answers 400 naming code', async () => {
    const tg = newTelegramUser();
    for (const url of ['request', 'request?code=gold', 'upgrade?code=']) {
      const response = await post(tg, url);
      assert.equal(response.statusCode, 400, url);
      assert.equal(response.json().field, 'code', url);
    }
  });

  it('cancel from active answers 200 cancelled; the plan then reads as cancelled until it expires', async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    const response = await post(tg, 'cancel');
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().status, 'cancelled');
    assert.equal(response.json().plan.code, 'basic');
    assert.equal((await me(tg)).subscription.status, 'cancelled');
    await db.query(
      `UPDATE subscriptions SET expires_at = now() - interval '1 minute'
       WHERE user_id = (SELECT id FROM users WHERE telegram_id = $1)`,
      [tg.id],
    );
    assert.equal((await me(tg)).subscription, null);
  });

  it('cancel without an active subscription answers 409 (never had one, already cancelled)', async () => {
    const tg = newTelegramUser();
    assert.equal((await post(tg, 'cancel')).statusCode, 409);
    await activateBasic(app, tg);
    assert.equal((await post(tg, 'cancel')).statusCode, 200);
    const again = await post(tg, 'cancel');
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /active/);
  });

  it('after cancelling, Basic can be activated again', async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    await post(tg, 'cancel');
    const again = await post(tg, 'request?code=basic');
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().status, 'active');
    assert.equal((await me(tg)).subscription.status, 'active');
  });

  it('upgrade?code=premium answers 403 "Premium plan is not available yet" and keeps Basic', async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    const response = await post(tg, 'upgrade?code=premium');
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, 'Premium plan is not available yet');
    assert.equal((await me(tg)).subscription.plan.code, 'basic');
  });

  it('upgrade?code=basic answers 400 naming code', async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    const response = await post(tg, 'upgrade?code=basic');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'code');
  });

  it('a subscription past expires_at reads as expired: user.subscription null, cancel 409, request works again', async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    await db.query(
      `UPDATE subscriptions SET started_at = now() - interval '40 days', expires_at = now() - interval '1 day'
       WHERE user_id = (SELECT id FROM users WHERE telegram_id = $1)`,
      [tg.id],
    );
    assert.equal((await me(tg)).subscription, null);
    assert.equal((await post(tg, 'cancel')).statusCode, 409);
    const renewed = await post(tg, 'request?code=basic');
    assert.equal(renewed.statusCode, 200);
    assert.equal(renewed.json().status, 'active');
  });

  describe('once premium is made available in the plans table (price is data)', () => {
    before(() => db.query(`UPDATE plans SET is_available = true, price_monthly = 12.5 WHERE code = 'premium'`));
    after(() => db.query(`UPDATE plans SET is_available = false, price_monthly = 9.99 WHERE code = 'premium'`));

    it('upgrade from Basic starts premium as pending (awaiting payment), which still counts as subscribed', async () => {
      const tg = newTelegramUser();
      await activateBasic(app, tg);
      const response = await post(tg, 'upgrade?code=premium');
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().status, 'pending');
      assert.equal(response.json().plan.price_monthly, 12.5);
      const user = await me(tg);
      assert.equal(user.subscription.status, 'pending');
      assert.equal(user.subscription.plan.code, 'premium');
      assert.equal((await post(tg, 'upgrade?code=premium')).statusCode, 409);
      assert.equal((await post(tg, 'cancel')).statusCode, 409, 'only active can be cancelled');
    });

    it('upgrade without a subscription answers 409', async () => {
      assert.equal((await post(newTelegramUser(), 'upgrade?code=premium')).statusCode, 409);
    });
  });
});
