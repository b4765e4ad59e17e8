import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../src/db/types';
import { authHeaders, createTestApp, newTelegramUser, raceTest } from './helpers';

const ALL_ON = {
  notify_on_study: true,
  notify_on_new_tasks: true,
  notify_on_checked_tasks: true,
  notify_on_system: true,
  notify_on_new_events: true,
  notify_on_new_publication: true,
  notify_on_upcoming_calls: true,
  notify_on_upcoming_payment: true,
  notify_on_study_reminder: true,
  language_level: null,
  study_reminder_hour: null,
  study_reminder_days: [1, 2, 3, 4, 5, 6, 7],
  time_zone: null,
};

describe('settings: GET/PATCH /api/users/me/settings', () => {
  let app: FastifyInstance;
  before(async () => ({ app } = await createTestApp()));
  after(() => app.close());

  const get = (tg: ReturnType<typeof newTelegramUser>) =>
    app.inject({ method: 'GET', url: '/api/users/me/settings', headers: authHeaders(tg) });
  const patch = (tg: ReturnType<typeof newTelegramUser>, payload: unknown) =>
    app.inject({ method: 'PATCH', url: '/api/users/me/settings', headers: authHeaders(tg), payload: payload as object });

  it('a new user has every notification on and no language level (no subscription needed)', async () => {
    const response = await get(newTelegramUser());
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), ALL_ON);
  });

  it('PATCH of one toggle answers the full settings and persists', async () => {
    const tg = newTelegramUser();
    const response = await patch(tg, { notify_on_upcoming_calls: false });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { ...ALL_ON, notify_on_upcoming_calls: false });
    assert.deepEqual((await get(tg)).json(), { ...ALL_ON, notify_on_upcoming_calls: false });
  });

  it('turning notify_on_study off clears its three children (the study reminder too) and nothing else', async () => {
    const tg = newTelegramUser();
    const body = (await patch(tg, { notify_on_study: false })).json();
    assert.deepEqual(body, {
      ...ALL_ON,
      notify_on_study: false,
      notify_on_new_tasks: false,
      notify_on_checked_tasks: false,
      notify_on_study_reminder: false,
    });
  });

  it("the study reminder: the hour, the days (once each, Monday first) and the learner's zone are kept", async () => {
    const tg = newTelegramUser();
    const response = await patch(tg, {
      study_reminder_hour: 19,
      study_reminder_days: [5, 1, 3, 1],
      time_zone: 'America/New_York',
    });
    assert.equal(response.statusCode, 200, response.body);
    const expected = { ...ALL_ON, study_reminder_hour: 19, study_reminder_days: [1, 3, 5], time_zone: 'America/New_York' };
    assert.deepEqual(response.json(), expected);
    assert.deepEqual((await get(tg)).json(), expected);
    // The zone is the one every message of the bot uses: the activities' ?tz= moves it too.
    await app.inject({ method: 'POST', url: '/api/subscription/request?code=basic', headers: authHeaders(tg) });
    await app.inject({ method: 'GET', url: '/api/activities/today?tz=Europe/Bratislava', headers: authHeaders(tg) });
    assert.equal((await get(tg)).json().time_zone, 'Europe/Bratislava');
    // A toggle saved later keeps the hour and the days.
    const toggled = (await patch(tg, { notify_on_study_reminder: false })).json();
    assert.deepEqual([toggled.study_reminder_hour, toggled.study_reminder_days], [19, [1, 3, 5]]);
    assert.equal((await patch(tg, { study_reminder_hour: null })).json().study_reminder_hour, null);
  });

  it('turning notify_on_system off clears its four children', async () => {
    const tg = newTelegramUser();
    const body = (await patch(tg, { notify_on_system: false })).json();
    assert.deepEqual(body, {
      ...ALL_ON,
      notify_on_system: false,
      notify_on_new_events: false,
      notify_on_new_publication: false,
      notify_on_upcoming_calls: false,
      notify_on_upcoming_payment: false,
    });
  });

  it('turning a parent back on leaves its children off', async () => {
    const tg = newTelegramUser();
    await patch(tg, { notify_on_study: false });
    const body = (await patch(tg, { notify_on_study: true })).json();
    assert.equal(body.notify_on_study, true);
    assert.equal(body.notify_on_new_tasks, false);
    assert.equal(body.notify_on_checked_tasks, false);
  });

  it('turning a child on while its parent is off answers 400 naming the child, and changes nothing', async () => {
    const tg = newTelegramUser();
    await patch(tg, { notify_on_system: false });
    const response = await patch(tg, { notify_on_new_events: true });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'notify_on_new_events');
    assert.match(response.json().message, /notify_on_system/);
    assert.equal((await get(tg)).json().notify_on_new_events, false);
  });

  it('turning a parent and a child on in the same PATCH is allowed', async () => {
    const tg = newTelegramUser();
    await patch(tg, { notify_on_study: false });
    const body = (await patch(tg, { notify_on_study: true, notify_on_new_tasks: true })).json();
    assert.equal(body.notify_on_new_tasks, true);
    assert.equal(body.notify_on_checked_tasks, false);
  });

  it('turning a parent off and a child on in the same PATCH answers 400', async () => {
    const response = await patch(newTelegramUser(), { notify_on_study: false, notify_on_checked_tasks: true });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'notify_on_checked_tasks');
  });

  it('sets and clears the language level', async () => {
    const tg = newTelegramUser();
    assert.equal((await patch(tg, { language_level: 'B1' })).json().language_level, 'B1');
    assert.equal((await get(tg)).json().language_level, 'B1');
    assert.equal((await patch(tg, { language_level: null })).json().language_level, null);
  });

  it('an empty PATCH changes nothing and answers the settings', async () => {
    const response = await patch(newTelegramUser(), {});
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), ALL_ON);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['an unknown key (strict)', { notify_on_everything: false }, 'notify_on_everything'],
    ['a non-boolean toggle', { notify_on_study: 'no' }, 'notify_on_study'],
    ['an unknown language level', { language_level: 'D1' }, 'language_level'],
    ['an hour past 23', { study_reminder_hour: 24 }, 'study_reminder_hour'],
    ['a half hour', { study_reminder_hour: 7.5 }, 'study_reminder_hour'],
    ['no day at all', { study_reminder_days: [] }, 'study_reminder_days'],
    ['a weekday 8', { study_reminder_days: [1, 8] }, 'study_reminder_days.1'],
    ['a zone Intl does not know', { time_zone: 'Mars/Olympus' }, 'time_zone'],
  ];
  for (const [name, payload, field] of invalid) {
    it(`answers 400 naming ${field} for ${name}`, async () => {
      const tg = newTelegramUser();
      const response = await patch(tg, payload);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().field, field);
      assert.deepEqual((await get(tg)).json(), ALL_ON);
    });
  }
});

describe('settings: concurrent PATCHes of one user', () => {
  let app: FastifyInstance;
  before(async () => {
    let db: Db;
    ({ app, db } = await createTestApp());
    // The two saves are made to overlap, on the database and inside transactions alike: the first
    // read of the settings holds its rows until the other save has sent its own read too. Without
    // a lock both read the same row and the second write puts back the flag the first one changed
    // (a lost update); with one, the second read waits in the database for the first save's commit.
    const gatedReads = (target: Queryable): Queryable['query'] => {
      const query = target.query.bind(target);
      return (async (sql: string, params?: unknown[]) => {
        const gated = overlap.armed && /^\s*SELECT[\s\S]*FROM user_settings/i.test(sql);
        if (gated && ++overlap.issued === 2) overlap.release();
        const rows = await query(sql, params);
        if (gated) await overlap.bothIssued;
        return rows;
      }) as Queryable['query'];
    };
    const transaction = db.transaction.bind(db);
    db.query = gatedReads(db);
    db.transaction = (fn) => transaction((tx) => fn({ query: gatedReads(tx), exec: tx.exec.bind(tx) }));
  });
  let overlap = { armed: false, issued: 0, release: () => {}, bothIssued: Promise.resolve() };
  /** Arms the gate for the next two reads of the settings. */
  function armOverlap() {
    let release = () => {};
    const bothIssued = new Promise<void>((resolve) => (release = resolve));
    overlap = { armed: true, issued: 0, release, bothIssued };
  }
  after(() => app.close());

  raceTest('two concurrent PATCHes of different flags both persist', async () => {
    const tg = newTelegramUser();
    const headers = authHeaders(tg);
    await app.inject({ method: 'GET', url: '/api/users/me/settings', headers });
    armOverlap();
    const responses = await Promise.all(
      [{ notify_on_upcoming_calls: false }, { notify_on_new_publication: false }].map((payload) =>
        app.inject({ method: 'PATCH', url: '/api/users/me/settings', headers, payload }),
      ),
    );
    overlap.armed = false;
    assert.deepEqual(
      responses.map((response) => response.statusCode),
      [200, 200],
    );
    assert.ok(overlap.issued >= 2, 'both saves read the settings while the other was under way');
    const saved = (await app.inject({ method: 'GET', url: '/api/users/me/settings', headers })).json();
    assert.deepEqual(saved, { ...ALL_ON, notify_on_upcoming_calls: false, notify_on_new_publication: false });
  });
});
