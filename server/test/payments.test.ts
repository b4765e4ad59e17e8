import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { paymentList } from '@app/shared/contract';
import { DEMO_USER } from '../src/auth/demo';
import type { Db } from '../src/db/types';
import { activateBasic, authHeaders, createTestApp, newTelegramUser } from './helpers';

type Tg = ReturnType<typeof newTelegramUser>;

describe('payments: GET /api/users/me/payments', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp({ demo: true })));
  after(() => app.close());

  const list = (tg: Tg) => app.inject({ method: 'GET', url: '/api/users/me/payments', headers: authHeaders(tg) });
  const userId = async (tg: Tg) =>
    (await db.query<{ id: number }>('SELECT id FROM users WHERE telegram_id = $1', [tg.id]))[0]!.id;
  const addPayment = async (tg: Tg, kind: string, title: string, amount: number, status: string, createdAt: string) =>
    db.query('INSERT INTO payments (user_id, kind, title, amount, status, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      await userId(tg),
      kind,
      title,
      amount,
      status,
      createdAt,
    ]);

  it('answers 401 without init data', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/me/payments' });
    assert.equal(response.statusCode, 401);
  });

  it('answers 403 without a subscription', async () => {
    const response = await list(newTelegramUser());
    assert.equal(response.statusCode, 403);
    assert.equal(typeof response.json().message, 'string');
  });

  it('answers an empty list for a user who has paid nothing', async () => {
    const tg = newTelegramUser();
    await activateBasic(app, tg);
    const response = await list(tg);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), []);
  });

  it("answers the user's own payments newest first, amounts as numbers, in the contract's shape", async () => {
    const tg = newTelegramUser();
    const other = newTelegramUser();
    await activateBasic(app, tg);
    await activateBasic(app, other);
    await addPayment(tg, 'call', 'Hovor s Katarínou', 12, 'paid', '2026-10-01T10:00:00Z');
    await addPayment(tg, 'meeting', 'Vianočné trhy', 8.5, 'refunded', '2026-11-05T18:30:00Z');
    await addPayment(tg, 'subscription', 'Premium', 9.99, 'pending', '2026-11-20T08:00:00Z');
    await addPayment(other, 'call', 'Cudzí hovor', 30, 'paid', '2026-11-21T08:00:00Z');

    const response = await list(tg);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.ok(paymentList.safeParse(body).success);
    assert.deepEqual(
      body.map((p: { title: string; amount: number; status: string; kind: string; created_at: string }) => [
        p.kind,
        p.title,
        p.amount,
        p.status,
        p.created_at,
      ]),
      [
        ['subscription', 'Premium', 9.99, 'pending', '2026-11-20T08:00:00.000Z'],
        ['meeting', 'Vianočné trhy', 8.5, 'refunded', '2026-11-05T18:30:00.000Z'],
        ['call', 'Hovor s Katarínou', 12, 'paid', '2026-10-01T10:00:00.000Z'],
      ],
    );
  });

  it('the demo user has a seeded payment history', async () => {
    const demo = { ...DEMO_USER };
    await activateBasic(app, demo);
    const body = (await list(demo)).json();
    assert.ok(body.length >= 3);
    assert.deepEqual(new Set(body.map((p: { kind: string }) => p.kind)), new Set(['subscription', 'call', 'meeting']));
    const times = body.map((p: { created_at: string }) => Date.parse(p.created_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
  });
});
