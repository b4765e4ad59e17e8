import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO_BOT_TOKEN } from '../src/auth/demo';
import { verifyAuthorization } from '../src/auth/init-data';
import type { Db } from '../src/db/types';
import { sign } from '@telegram-apps/init-data-node';
import { authHeaders, createTestApp, newTelegramUser, raceTest, signTestInitData, TEST_BOT_TOKEN } from './helpers';

const HOUR = 60 * 60 * 1000;

describe('auth: Authorization: tma <initData>', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp()));
  after(() => app.close());

  const me = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/users/me', headers });

  it('answers 401 with a message without the header', async () => {
    const response = await me();
    assert.equal(response.statusCode, 401);
    assert.match(response.json().message, /Authorization/);
  });

  it('answers 401 for another scheme or an empty value', async () => {
    const raw = signTestInitData(newTelegramUser());
    assert.equal((await me({ authorization: `Bearer ${raw}` })).statusCode, 401);
    assert.equal((await me({ authorization: 'tma ' })).statusCode, 401);
  });

  it('answers 401 for init data signed with another bot token (bad hash)', async () => {
    const response = await me(authHeaders(newTelegramUser(), { botToken: '999:someone-elses-bot' }));
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, 'Init data is invalid');
  });

  it('answers 401 when a signed field was tampered with', async () => {
    const raw = signTestInitData(newTelegramUser({ first_name: 'Eva' }));
    const tampered = raw.replace(encodeURIComponent('"Eva"'), encodeURIComponent('"Adam"'));
    assert.notEqual(tampered, raw);
    assert.equal((await me({ authorization: `tma ${tampered}` })).statusCode, 401);
  });

  it('answers 401 for a hash-less or garbage value', async () => {
    assert.equal((await me({ authorization: 'tma user=%7B%7D&auth_date=1' })).statusCode, 401);
    assert.equal((await me({ authorization: 'tma %%%not-init-data' })).statusCode, 401);
  });

  it('answers 401 "expired" for init data older than 24 hours, accepts 23 hours', async () => {
    const user = newTelegramUser();
    const expired = await me(authHeaders(user, { authDate: new Date(Date.now() - 25 * HOUR) }));
    assert.equal(expired.statusCode, 401);
    assert.match(expired.json().message, /expired/);
    const fresh = await me(authHeaders(user, { authDate: new Date(Date.now() - 23 * HOUR) }));
    assert.equal(fresh.statusCode, 200);
  });

  it('creates the user from init data on first sight, once', async () => {
    const tg = newTelegramUser({ first_name: 'Zuzana', last_name: 'Malá', username: 'zuzka' });
    const first = await me(authHeaders(tg));
    assert.equal(first.statusCode, 200);
    const body = first.json();
    assert.equal(body.telegram_id, tg.id);
    assert.equal(body.first_name, 'Zuzana');
    assert.equal(body.last_name, 'Malá');
    assert.equal(body.username, 'zuzka');
    assert.equal(body.photo_url, tg.photo_url);
    assert.equal(body.email, null);
    assert.equal(body.subscription, null);
    const second = await me(authHeaders(tg));
    assert.equal(second.json().id, body.id);
    const rows = await db.query('SELECT id FROM users WHERE telegram_id = $1', [tg.id]);
    assert.equal(rows.length, 1);
  });

  it('accepts HMAC-valid init data without a signature field (clients before Bot API 8.0)', async () => {
    const tg = newTelegramUser({ first_name: 'Starý' });
    // Signed by hand with Telegram's published algorithm, exactly as an old client's data is.
    const fields = { auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'AAH-old-client', user: JSON.stringify(tg) };
    const checkString = Object.entries(fields)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`)
      .join('\n');
    const secret = createHmac('sha256', 'WebAppData').update(TEST_BOT_TOKEN).digest();
    const hash = createHmac('sha256', secret).update(checkString).digest('hex');
    const raw = new URLSearchParams({ ...fields, hash }).toString();
    assert.equal(new URLSearchParams(raw).get('signature'), null);
    const response = await me({ authorization: `tma ${raw}` });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().first_name, 'Starý');
  });

  it('answers 401 for a user field that is not JSON, even when signed', async () => {
    const raw = sign({ user: newTelegramUser() }, TEST_BOT_TOKEN, new Date()).replace(/user=[^&]*/, 'user=%7Bnot-json');
    assert.equal((await me({ authorization: `tma ${raw}` })).statusCode, 401);
  });

  it('creates a user with no last name, username or photo', async () => {
    const tg = { id: newTelegramUser().id, first_name: 'Mono' };
    const response = await me(authHeaders(tg));
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      { last_name: response.json().last_name, username: response.json().username, photo_url: response.json().photo_url },
      { last_name: '', username: null, photo_url: null },
    );
  });

  it('follows Telegram name and photo changes until the user edits the profile, then keeps the edited names', async () => {
    const tg = newTelegramUser({ first_name: 'Peter' });
    await me(authHeaders(tg));
    const renamed = await me(authHeaders({ ...tg, first_name: 'Petr', photo_url: 'https://t.me/i/new.jpg' }));
    assert.equal(renamed.json().first_name, 'Petr');
    assert.equal(renamed.json().photo_url, 'https://t.me/i/new.jpg');

    const put = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: authHeaders(tg),
      payload: { first_name: 'Peťo', last_name: 'Novotný' },
    });
    assert.equal(put.statusCode, 200);

    const later = await me(authHeaders({ ...tg, first_name: 'Telegram Name', username: 'new_handle' }));
    assert.equal(later.json().first_name, 'Peťo');
    assert.equal(later.json().last_name, 'Novotný');
    assert.equal(later.json().username, 'new_handle');
  });

  raceTest('runs parallel first requests of one user without duplicates or errors', async () => {
    const tg = newTelegramUser();
    const responses = await Promise.all([me(authHeaders(tg)), me(authHeaders(tg)), me(authHeaders(tg))]);
    assert.deepEqual(
      responses.map((r) => r.statusCode),
      [200, 200, 200],
    );
    assert.equal(new Set(responses.map((r) => r.json().id)).size, 1);
  });
});

describe('demo mode', () => {
  it('GET /api/demo/init-data (no auth) returns init data for Emma that the API accepts', async () => {
    const { app } = await createTestApp({ demo: true });
    try {
      // The route signs with the app's own bot token (the demo token under npm start).
      const response = await app.inject({ method: 'GET', url: '/api/demo/init-data' });
      assert.equal(response.statusCode, 200);
      const { initDataRaw } = response.json();
      const params = new URLSearchParams(initDataRaw);
      assert.ok(params.get('signature'), 'carries a signature field');
      assert.match(params.get('signature')!, /^[A-Za-z0-9_-]+$/);
      const user = JSON.parse(params.get('user')!);
      assert.deepEqual(
        {
          id: user.id,
          first_name: user.first_name,
          last_name: user.last_name,
          username: user.username,
          language_code: user.language_code,
        },
        { id: 100000001, first_name: 'Emma', last_name: 'Novak', username: 'emma_learns', language_code: 'sk' },
      );
      const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `tma ${initDataRaw}` } });
      assert.equal(me.statusCode, 200);
      assert.equal(me.json().telegram_id, 100000001);
      assert.equal(me.json().first_name, 'Emma');
      assert.equal(me.json().subscription, null, 'the demo starts at onboarding');
    } finally {
      await app.close();
    }
  });

  it('the demo route does not exist outside demo mode', async () => {
    const { app } = await createTestApp({ demo: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/demo/init-data' });
      assert.equal(response.statusCode, 404);
      assert.equal(typeof response.json().message, 'string');
    } finally {
      await app.close();
    }
  });

  it('init data signed with the demo token is rejected by a server with a real token', () => {
    const raw = signTestInitData(newTelegramUser(), { botToken: DEMO_BOT_TOKEN });
    assert.throws(() => verifyAuthorization(`tma ${raw}`, '123:real-token'), { statusCode: 401 });
    assert.equal(verifyAuthorization(`tma ${raw}`, DEMO_BOT_TOKEN).first_name, 'Ján');
  });
});
