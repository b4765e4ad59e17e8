import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { userSettings } from '@app/shared/contract';
import { authHeaders, createTestApp, newTelegramUser } from './helpers';

type Tg = ReturnType<typeof newTelegramUser>;

/** What /profile/study/level and /profile send, and the bad inputs the core tests leave out. */
describe('language level and profile rules (mf-settings requests)', () => {
  let app: FastifyInstance;
  before(async () => ({ app } = await createTestApp()));
  after(() => app.close());

  const json = (tg: Tg) => ({ ...authHeaders(tg), 'content-type': 'application/json' });
  const patch = (tg: Tg, body: unknown) =>
    app.inject({ method: 'PATCH', url: '/api/users/me/settings', headers: json(tg), payload: JSON.stringify(body) });
  const getSettings = async (tg: Tg) =>
    (await app.inject({ method: 'GET', url: '/api/users/me/settings', headers: authHeaders(tg) })).json();
  const put = (tg: Tg, body: unknown) =>
    app.inject({ method: 'PUT', url: '/api/users/me', headers: json(tg), payload: JSON.stringify(body) });

  it('saving a level answers the full settings, keeps every notification flag and survives a reload', async () => {
    const tg = newTelegramUser();
    await patch(tg, { notify_on_system: false });
    const response = await patch(tg, { language_level: 'C1' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.ok(userSettings.safeParse(body).success);
    assert.equal(body.language_level, 'C1');
    assert.equal(body.notify_on_system, false);
    assert.equal(body.notify_on_new_events, false);
    assert.equal(body.notify_on_study, true);
    assert.deepEqual(await getSettings(tg), body);
  });

  it('changing the level again replaces it', async () => {
    const tg = newTelegramUser();
    await patch(tg, { language_level: 'A1' });
    await patch(tg, { language_level: 'B2' });
    assert.equal((await getSettings(tg)).language_level, 'B2');
  });

  const badSettings: Array<[string, unknown, string]> = [
    ['a lower-case level', { language_level: 'b1' }, 'language_level'],
    ['a numeric level', { language_level: 2 }, 'language_level'],
    ['a null toggle', { notify_on_study: null }, 'notify_on_study'],
    ['an array body', [], 'body'],
    ['a null body', null, 'body'],
  ];
  for (const [name, body, field] of badSettings) {
    it(`PATCH settings answers 400 naming ${field} for ${name}, changing nothing`, async () => {
      const tg = newTelegramUser();
      const before = await getSettings(tg);
      const response = await patch(tg, body);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().field, field);
      assert.deepEqual(await getSettings(tg), before);
    });
  }

  const badProfiles: Array<[string, Record<string, unknown>, string]> = [
    ['a first name over 64 characters', { first_name: 'A'.repeat(65), last_name: 'Kováč' }, 'first_name'],
    ['a last name over 64 characters', { first_name: 'Ján', last_name: 'K'.repeat(65) }, 'last_name'],
    ['a first name of only non-breaking spaces', { first_name: '\u00a0\u2003', last_name: 'Kováč' }, 'first_name'],
    ['a null last name', { first_name: 'Ján', last_name: null }, 'last_name'],
    ['an email with surrounding spaces', { first_name: 'Ján', last_name: 'Kováč', email: ' jan@example.sk ' }, 'email'],
    ['a date as a number', { first_name: 'Ján', last_name: 'Kováč', date_of_birth: 19980412 }, 'date_of_birth'],
  ];
  for (const [name, body, field] of badProfiles) {
    it(`PUT /users/me answers 400 naming ${field} for ${name}`, async () => {
      const response = await put(newTelegramUser(), body);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().field, field);
      assert.match(response.json().message, new RegExp(field));
    });
  }

  it('PUT /users/me saves what the profile screen sends: trimmed names, null email and date', async () => {
    const tg = newTelegramUser();
    const response = await put(tg, { first_name: '  Zuzana ', last_name: 'Kováčová', email: null, date_of_birth: null });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      (({ first_name, last_name, email, date_of_birth }) => ({ first_name, last_name, email, date_of_birth }))(response.json()),
      { first_name: 'Zuzana', last_name: 'Kováčová', email: null, date_of_birth: null },
    );
  });
});
