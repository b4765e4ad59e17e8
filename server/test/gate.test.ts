import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../src/db/types';
import { activateBasic, authHeaders, createTestApp, newTelegramUser } from './helpers';

/** Stand-ins for future modules: mounted under /api exactly as modules/index.ts mounts them. */
const testRoutes: FastifyPluginAsync = async (app) => {
  app.get('/test/gated', async (request) => ({ ok: true, user_id: request.user.id }));
  app.get('/test/open', { config: { allowWithoutSubscription: true } }, async () => ({ ok: true }));
  app.get('/test/boom', { config: { allowWithoutSubscription: true } }, async () => {
    throw new Error('database on fire: secret detail');
  });
  app.get(
    '/test/items/:id',
    { config: { allowWithoutSubscription: true }, schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
    async () => ({ ok: true }),
  );
};

describe('subscription gate and error shapes', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp({ routes: [testRoutes] })));
  after(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('a gated route answers 403 with a message to a user without a subscription', async () => {
    const response = await get('/api/test/gated', authHeaders(newTelegramUser()));
    assert.equal(response.statusCode, 403);
    assert.match(response.json().message, /subscription/);
  });

  it('a gated route answers 401 (not 403) without init data', async () => {
    assert.equal((await get('/api/test/gated')).statusCode, 401);
  });

  it('the gate opens once Basic is active, stays open after cancelling until expiry, then closes', async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    const open = await get('/api/test/gated', authHeaders(tg));
    assert.equal(open.statusCode, 200);
    assert.equal(open.json().ok, true);
    await app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: authHeaders(tg) });
    assert.equal((await get('/api/test/gated', authHeaders(tg))).statusCode, 200);
    await db.query(
      `UPDATE subscriptions SET expires_at = now() - interval '1 minute'
       WHERE user_id = (SELECT id FROM users WHERE telegram_id = $1)`,
      [tg.id],
    );
    assert.equal((await get('/api/test/gated', authHeaders(tg))).statusCode, 403);
  });

  it('everything onboarding needs answers without a subscription', async () => {
    const tg = newTelegramUser();
    const headers = authHeaders(tg);
    const calls = [
      app.inject({ method: 'GET', url: '/api/users/me', headers }),
      app.inject({ method: 'PUT', url: '/api/users/me', headers, payload: { first_name: 'A', last_name: 'B' } }),
      app.inject({ method: 'GET', url: '/api/users/me/settings', headers }),
      app.inject({ method: 'PATCH', url: '/api/users/me/settings', headers, payload: { language_level: 'A2' } }),
      app.inject({ method: 'GET', url: '/api/subscription/plans', headers }),
      app.inject({ method: 'GET', url: '/api/test/open', headers }),
    ];
    for (const response of await Promise.all(calls)) assert.equal(response.statusCode, 200, response.body);
  });

  it('docs answer without auth', async () => {
    const response = await get('/api/docs/json');
    assert.equal(response.statusCode, 200);
    assert.ok(response.json().paths['/api/users/me']);
  });

  it('an unknown /api route answers 404 JSON', async () => {
    const response = await get('/api/no-such-thing', authHeaders(newTelegramUser()));
    assert.equal(response.statusCode, 404);
    assert.match(response.headers['content-type'] as string, /application\/json/);
    assert.equal(typeof response.json().message, 'string');
  });

  it('an unexpected error answers 500 "Internal server error" without leaking details', async () => {
    const response = await get('/api/test/boom', authHeaders(newTelegramUser()));
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { message: 'Internal server error' });
  });

  it('invalid path params answer 400 naming the param', async () => {
    const response = await get('/api/test/items/abc', authHeaders(newTelegramUser()));
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'id');
  });
});
