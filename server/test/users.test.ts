import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { user as userSchema } from '@app/shared/contract';
import type { Db } from '../src/db/types';
import { activateBasic, authHeaders, createTestApp, newTelegramUser } from './helpers';

describe('users: GET/PUT /api/users/me', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp()));
  after(() => app.close());

  const put = (tg: ReturnType<typeof newTelegramUser>, payload: unknown) =>
    app.inject({ method: 'PUT', url: '/api/users/me', headers: authHeaders(tg), payload: payload as object });
  const get = (tg: ReturnType<typeof newTelegramUser>) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(tg) });

  it('GET answers a User of the contract, with the live subscription embedded', async () => {
    const tg = newTelegramUser();
    const before = await get(tg);
    assert.equal(before.statusCode, 200);
    assert.ok(userSchema.safeParse(before.json()).success);
    assert.equal(before.json().subscription, null);

    await activateBasic(app, tg);
    const after = (await get(tg)).json();
    assert.ok(userSchema.safeParse(after).success);
    assert.equal(after.subscription.status, 'active');
    assert.equal(after.subscription.plan.code, 'basic');
  });

  it('a lone surrogate in the Telegram names is stored as U+FFFD once; later requests leave the row alone', async () => {
    const tg = newTelegramUser({ first_name: 'Ján \uD800', last_name: '\uDC00Kováč', username: 'jan\uDBFF' });
    const first = await get(tg);
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().first_name, 'Ján \uFFFD');
    assert.equal(first.json().last_name, '\uFFFDKováč');
    assert.equal(first.json().username, 'jan\uFFFD');
    const updatedAt = async () =>
      (
        await db.query<{ updated_at: Date }>('SELECT updated_at FROM users WHERE telegram_id = $1', [tg.id])
      )[0]!.updated_at.getTime();
    const stored = await updatedAt();
    for (let index = 0; index < 3; index += 1) {
      const again = await get(tg);
      assert.equal(again.json().first_name, 'Ján \uFFFD');
    }
    assert.equal(await updatedAt(), stored, 'the unchanged user row was rewritten');
  });

  it('PUT saves the profile and answers the updated user; GET then shows it', async () => {
    const tg = newTelegramUser();
    const response = await put(tg, {
      first_name: '  Mária ',
      last_name: 'Šťastná',
      email: 'maria@example.sk',
      date_of_birth: '1994-03-08',
    });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.first_name, 'Mária', 'names are trimmed');
    assert.equal(body.last_name, 'Šťastná');
    assert.equal(body.email, 'maria@example.sk');
    assert.equal(body.date_of_birth, '1994-03-08');
    assert.equal(body.telegram_id, tg.id);
    assert.deepEqual((await get(tg)).json(), body);
  });

  it('PUT with empty email and date clears them; omitting them keeps them', async () => {
    const tg = newTelegramUser();
    await put(tg, { first_name: 'A', last_name: 'B', email: 'a@b.sk', date_of_birth: '2000-01-01' });
    const kept = await put(tg, { first_name: 'A2', last_name: 'B2' });
    assert.equal(kept.json().email, 'a@b.sk');
    assert.equal(kept.json().date_of_birth, '2000-01-01');
    const cleared = await put(tg, { first_name: 'A2', last_name: 'B2', email: '', date_of_birth: null });
    assert.equal(cleared.json().email, null);
    assert.equal(cleared.json().date_of_birth, null);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['blank first name', { first_name: '   ', last_name: 'Kováč' }, 'first_name'],
    ['missing first name', { last_name: 'Kováč' }, 'first_name'],
    ['blank last name', { first_name: 'Ján', last_name: '' }, 'last_name'],
    ['bad email', { first_name: 'Ján', last_name: 'Kováč', email: 'jan(at)example' }, 'email'],
    [
      'email longer than 254 characters',
      { first_name: 'Ján', last_name: 'Kováč', email: `${'a'.repeat(250)}@example.sk` },
      'email',
    ],
    ['date not yyyy-MM-dd', { first_name: 'Ján', last_name: 'Kováč', date_of_birth: '08.03.1994' }, 'date_of_birth'],
    ['date that does not exist', { first_name: 'Ján', last_name: 'Kováč', date_of_birth: '2023-02-30' }, 'date_of_birth'],
    ['date in the future', { first_name: 'Ján', last_name: 'Kováč', date_of_birth: '2999-01-01' }, 'date_of_birth'],
    ['date before 1900', { first_name: 'Ján', last_name: 'Kováč', date_of_birth: '1850-05-05' }, 'date_of_birth'],
    ['name of the wrong type', { first_name: 42, last_name: 'Kováč' }, 'first_name'],
  ];
  for (const [name, payload, field] of invalid) {
    it(`PUT answers 400 naming ${field} for a ${name}, and changes nothing`, async () => {
      const tg = newTelegramUser({ first_name: 'Pôvodné' });
      const response = await put(tg, payload);
      assert.equal(response.statusCode, 400);
      const body = response.json();
      assert.equal(body.field, field);
      assert.match(body.message, new RegExp(field));
      assert.equal((await get(tg)).json().first_name, 'Pôvodné');
    });
  }

  it('PUT without a body or with malformed JSON answers 400, not 500', async () => {
    const tg = newTelegramUser();
    const empty = await app.inject({ method: 'PUT', url: '/api/users/me', headers: authHeaders(tg) });
    assert.equal(empty.statusCode, 400);
    assert.equal(typeof empty.json().message, 'string');
    const malformed = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...authHeaders(tg), 'content-type': 'application/json' },
      payload: '{"first_name": ',
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(typeof malformed.json().message, 'string');
  });
});
