import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';
import type { Db } from '../src/db/types';
import { DEFAULT_TUNING, demoBotConfig, enqueueMessage, type BotConfig } from '../src/modules/bot/index';
import { correctSpeaking, scoreSpeaking } from '../src/modules/activities/index';
import { scheduleNextActivity } from '../src/modules/notifications/messages';
import {
  addRoundTheClockSpeaker,
  book,
  gridSlot,
  HOUR,
  DAY,
  post,
  slotOnDay,
  subscribedUser,
  userIdOf,
  type Tg,
} from './calls-support';
import { FakeBotApi } from './fake-bot-api';
import { authHeaders, createTestApp, createTestDb, newTelegramUser, TEST_BOT_TOKEN } from './helpers';
import { insertMeeting } from './meetings-helpers';

const SECRET = 'webhook-secret_for-tests';
const APP_URL = 'https://app.example.test/';

function botConfig(fake: FakeBotApi, overrides: Partial<BotConfig> = {}): BotConfig {
  return demoBotConfig({
    token: TEST_BOT_TOKEN,
    apiRoot: fake.apiRoot,
    webhookSecret: SECRET,
    miniAppUrl: APP_URL,
    tuning: { ...DEFAULT_TUNING, perSecond: 1000, backoffMs: 20, maxFailures: 3 },
    ...overrides,
  });
}

function startUpdate(updateId: number, tg: Tg, text = '/start') {
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: tg.id, type: 'private', first_name: tg.first_name },
      from: { id: tg.id, is_bot: false, first_name: tg.first_name, language_code: 'sk' },
      text,
      entities: [{ type: 'bot_command', offset: 0, length: 6 }],
    },
  };
}

let nextUpdate = 1;

/** The messages the fake received for one chat, in order. */
function messagesTo(fake: FakeBotApi, tg: { id: number }) {
  return fake.callsOf('sendMessage').filter((call) => call.params.chat_id === tg.id);
}

function button(call: { params: Record<string, unknown> }) {
  const markup = call.params.reply_markup as { inline_keyboard: Array<Array<{ text: string; web_app: { url: string } }>> };
  return markup.inline_keyboard[0]![0]!;
}

async function outboxOf(db: Db, userId: number) {
  return db.query<{
    kind: string;
    subject: string;
    lead: string;
    status: string;
    due_at: Date;
    expires_at: Date | null;
    last_error: string | null;
  }>('SELECT kind, subject, lead, status, due_at, expires_at, last_error FROM outbox WHERE user_id = $1 ORDER BY id', [userId]);
}

/** The clock moves on: everything the user has queued falls due `ms` sooner. */
async function timePasses(db: Db, userId: number, ms: number) {
  await db.query(
    `UPDATE outbox SET due_at = due_at - $2 * interval '1 millisecond', next_attempt_at = next_attempt_at - $2 * interval '1 millisecond',
       expires_at = expires_at - $2 * interval '1 millisecond' WHERE user_id = $1`,
    [userId, ms],
  );
}

describe('bot: webhook, /start and the menu button', () => {
  let fake: FakeBotApi;
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    fake = await new FakeBotApi().start();
    ({ app, db } = await createTestApp({ bot: botConfig(fake) }));
  });
  after(async () => {
    await app.close();
    await fake.close();
  });

  it('sets the chat menu button to open the app at boot', () => {
    const [call] = fake.callsOf('setChatMenuButton');
    assert.ok(call, 'setChatMenuButton was called');
    assert.deepEqual(call.params.menu_button, {
      type: 'web_app',
      text: 'Otvoriť',
      web_app: { url: 'https://app.example.test/main' },
    });
  });

  it('/start answers in Slovak with a web_app button; a start payload opens that screen', async () => {
    const tg = newTelegramUser();
    const response = await app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': SECRET },
      payload: startUpdate(nextUpdate++, tg, '/start blog_13'),
    });
    assert.equal(response.statusCode, 200);
    await app.bot.idle();
    await app.outbox.drain();
    const [reply, ...more] = messagesTo(fake, tg);
    assert.equal(more.length, 0);
    assert.match(String(reply!.params.text), /^Ahoj, Ján!/);
    assert.deepEqual(button(reply!), { text: 'Otvoriť aplikáciu', web_app: { url: 'https://app.example.test/blog/13' } });

    // A payload outside the app's sections opens the home screen.
    const other = newTelegramUser();
    await app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': SECRET },
      payload: startUpdate(nextUpdate++, other, '/start evil_site'),
    });
    await app.bot.idle();
    await app.outbox.drain();
    assert.equal(button(messagesTo(fake, other)[0]!).web_app.url, 'https://app.example.test/main');
  });

  it('an update delivered twice is answered once', async () => {
    const tg = newTelegramUser();
    const update = startUpdate(nextUpdate++, tg);
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        headers: { 'x-telegram-bot-api-secret-token': SECRET },
        payload: update,
      });
      assert.equal(response.statusCode, 200);
    }
    await app.bot.idle();
    await app.outbox.drain();
    assert.equal(messagesTo(fake, tg).length, 1);
  });

  it('refuses a request without the right secret header (401) and changes nothing', async () => {
    const tg = newTelegramUser();
    for (const headers of [
      {},
      { 'x-telegram-bot-api-secret-token': 'wrong' },
      { 'x-telegram-bot-api-secret-token': `${SECRET}x` },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        headers,
        payload: startUpdate(nextUpdate++, tg),
      });
      assert.equal(response.statusCode, 401);
      assert.match(response.json().message, /X-Telegram-Bot-Api-Secret-Token/);
    }
    await app.bot.idle();
    const users = await db.query('SELECT id FROM users WHERE telegram_id = $1', [tg.id]);
    assert.equal(users.length, 0);
    const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bot_updates WHERE update_id >= $1', [
      nextUpdate - 3,
    ])) as [{ n: number }];
    assert.equal(n, 0);
  });

  it('answers at once while the Bot API is slow', async () => {
    fake.configure({ delayMs: 3000 });
    try {
      const started = Date.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        headers: { 'x-telegram-bot-api-secret-token': SECRET },
        payload: startUpdate(nextUpdate++, newTelegramUser()),
      });
      assert.equal(response.statusCode, 200);
      assert.ok(Date.now() - started < 1000, `webhook took ${Date.now() - started} ms`);
      await app.bot.idle();
    } finally {
      fake.configure({ delayMs: 0 });
    }
  });

  it('a malformed update is a 400, never a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': SECRET },
      payload: { update_id: 'x' },
    });
    assert.equal(response.statusCode, 400);
  });
});

describe('bot: the webhook and the write rate limit', () => {
  it('Telegram is not held to the per-user write limit', async () => {
    const fake = await new FakeBotApi().start();
    const { app } = await createTestApp({ bot: botConfig(fake), demoContent: false, limits: { writesPerMinute: 2 } });
    try {
      for (let i = 0; i < 4; i += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/telegram/webhook',
          headers: { 'x-telegram-bot-api-secret-token': SECRET },
          payload: startUpdate(nextUpdate++, newTelegramUser()),
        });
        assert.equal(response.statusCode, 200, `update ${i + 1}`);
      }
      await app.bot.idle();
    } finally {
      await app.close();
      await fake.close();
    }
  });
});

describe('bot: notifications', () => {
  let fake: FakeBotApi;
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    fake = await new FakeBotApi().start();
    ({ app, db } = await createTestApp({ bot: botConfig(fake) }));
  });
  after(async () => {
    await app.close();
    await fake.close();
  });

  async function bookIn(tg: Tg, when: number | { start: string; end: string }) {
    const slot = typeof when === 'number' ? gridSlot(when) : when;
    // A speaker per booking: tests book the same times.
    const speaker = await addRoundTheClockSpeaker(db, 'Notif');
    const response = await book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as { id: number; start_dt: string };
  }

  it("reminds of a call 24 h and 1 h before, once each, with the time on the learner's clock", async () => {
    const tg = await subscribedUser(app);
    const userId = await userIdOf(db, tg);
    await app.inject({ method: 'GET', url: '/api/activities/today?tz=America/New_York', headers: authHeaders(tg) });
    const call = await bookIn(tg, 3 * DAY);
    const rows = (await outboxOf(db, userId)).filter((row) => row.kind === 'call_reminder');
    assert.deepEqual(
      rows.map((row) => row.lead),
      ['1440', '60'],
    );
    assert.equal(rows[0]!.due_at.getTime(), Date.parse(call.start_dt) - DAY);
    assert.equal(rows[1]!.due_at.getTime(), Date.parse(call.start_dt) - HOUR);

    await app.outbox.drain();
    assert.equal(messagesTo(fake, tg).length, 0, 'nothing before its time');

    await timePasses(db, userId, 2 * DAY + 11 * 60_000); // gridSlot rounds up to 10 minutes
    await app.outbox.drain();
    await app.outbox.drain();
    const [first, ...rest] = messagesTo(fake, tg);
    assert.equal(rest.length, 0);
    assert.match(String(first!.params.text), /zajtra máte hovor, .*\. S Vami bude hovoriť Notif Hovorca\./);
    const local = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'America/New_York' }).format(
      new Date(call.start_dt),
    );
    assert.ok(String(first!.params.text).includes(local), `${first!.params.text} names ${local} (New York)`);
    assert.equal(button(first!).web_app.url, 'https://app.example.test/calls');

    await timePasses(db, userId, DAY - HOUR);
    await app.outbox.drain();
    assert.equal(messagesTo(fake, tg).length, 2);
    assert.match(String(messagesTo(fake, tg)[1]!.params.text), /o hodinu máte hovor/);
  });

  it('sends no reminder for a cancelled call', async () => {
    const tg = await subscribedUser(app);
    const userId = await userIdOf(db, tg);
    const call = await bookIn(tg, 3 * DAY);
    const cancelled = await post(app, tg, `/api/calls/${call.id}/cancel`);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await timePasses(db, userId, 3 * DAY);
    await app.outbox.drain();
    assert.equal(messagesTo(fake, tg).length, 0);
    assert.deepEqual(
      (await outboxOf(db, userId)).filter((r) => r.kind === 'call_reminder').map((r) => r.status),
      ['cancelled', 'cancelled'],
    );
  });

  it('respects the toggle and its parent at the time of sending', async () => {
    for (const patch of [{ notify_on_upcoming_calls: false }, { notify_on_system: false }]) {
      const tg = await subscribedUser(app);
      const userId = await userIdOf(db, tg);
      await bookIn(tg, 3 * DAY);
      const saved = await app.inject({
        method: 'PATCH',
        url: '/api/users/me/settings',
        headers: authHeaders(tg),
        payload: patch,
      });
      assert.equal(saved.statusCode, 200);
      await timePasses(db, userId, 2 * DAY + 11 * 60_000); // gridSlot rounds up to 10 minutes
      await app.outbox.drain();
      assert.equal(messagesTo(fake, tg).length, 0, JSON.stringify(patch));
      const [reminder] = (await outboxOf(db, userId)).filter((r) => r.kind === 'call_reminder');
      assert.equal(reminder!.status, 'skipped');
      assert.match(reminder!.last_error!, /notify_on_upcoming_calls/);
    }
  });

  it('an unpaid payment is announced once', async () => {
    const tg = await subscribedUser(app);
    // 10:00 and 12:00 UTC of one day: one Bratislava day, so one quota month at any hour of the run.
    await bookIn(tg, slotOnDay(2)); // the plan's call of the month
    await bookIn(tg, slotOnDay(2, 120)); // charged: a pending payment
    await app.outbox.drain();
    const payments = messagesTo(fake, tg).filter((call) => /nezaplatená platba/.test(String(call.params.text)));
    assert.equal(payments.length, 1);
    assert.match(String(payments[0]!.params.text), /Hovor: Notif Hovorca/);
    assert.equal(button(payments[0]!).web_app.url, 'https://app.example.test/profile/payments');
    await app.outbox.drain();
    assert.equal(messagesTo(fake, tg).filter((call) => /nezaplatená/.test(String(call.params.text))).length, 1);
  });

  it('a scored speaking section is announced once with its score and the feedback (a corrected score sends nothing new)', async () => {
    const tg = await subscribedUser(app);
    const userId = await userIdOf(db, tg);
    const [section] = await db.query<{ id: number }>(
      `SELECT s.id FROM activity_sections s JOIN activity_tasks t ON t.section_id = s.id
       WHERE t.concrete_type = 'SpeakingTask' ORDER BY s.id LIMIT 1`,
    );
    await db.query(
      `INSERT INTO section_progress (user_id, section_id, status, submitted_at) VALUES ($1, $2, 'submitted', now())`,
      [userId, section!.id],
    );
    await scoreSpeaking(db, userId, section!.id, userId, { percent: 80, feedback: 'Výborne' });
    await correctSpeaking(db, userId, section!.id, userId, { percent: 90, feedback: 'Ešte lepšie' });
    await app.outbox.drain();
    const [scored, ...more] = messagesTo(fake, tg);
    assert.equal(more.length, 0);
    assert.match(String(scored!.params.text), /80 %/);
    assert.match(String(scored!.params.text), /Spätná väzba lektora:\nVýborne/);
    assert.equal(button(scored!).web_app.url, `https://app.example.test/activity/section/${section!.id}`);
  });

  it("the next activity is announced at 08:00 on the learner's clock the day after finishing", async () => {
    const tg = await subscribedUser(app);
    const userId = await userIdOf(db, tg);
    await db.query(`UPDATE users SET time_zone = 'Asia/Tokyo' WHERE id = $1`, [userId]);
    const sections = await db.query<{ id: number }>(
      `SELECT s.id FROM activity_sections s JOIN activities a ON a.id = s.activity_id
       WHERE a.id = (SELECT id FROM activities ORDER BY available_on, id LIMIT 1) ORDER BY s.id`,
    );
    const finishedAt = new Date('2026-03-10T20:30:00Z'); // 05:30 on 11 March in Tokyo
    await db.transaction(async (tx) => {
      for (const { id } of sections)
        await tx.query(
          `INSERT INTO section_progress (user_id, section_id, status, submitted_at) VALUES ($1, $2, 'submitted', $3)`,
          [userId, id, finishedAt],
        );
      await scheduleNextActivity(tx, { userId, sectionId: sections.at(-1)!.id, finishedAt });
    });
    const [row] = (await outboxOf(db, userId)).filter((r) => r.kind === 'next_activity');
    // 08:00 on 12 March in Tokyo (UTC+9) unless the course releases day 2 later.
    assert.ok(row!.due_at.getTime() >= Date.parse('2026-03-11T23:00:00Z'));
    assert.equal(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' }).format(row!.due_at),
      '08:00',
    );
  });

  it('a new meeting is announced to learners with the toggle on, once', async () => {
    await app.outbox.drain(); // the first sweep: what exists now is not news
    const on = await subscribedUser(app);
    const off = await subscribedUser(app);
    await app.inject({
      method: 'PATCH',
      url: '/api/users/me/settings',
      headers: authHeaders(off),
      payload: { notify_on_new_events: false },
    });
    const meetingId = await insertMeeting(db, { title: 'Novinka', start: new Date(Date.now() + 5 * DAY) });
    await app.outbox.drain();
    await app.outbox.drain();
    const news = messagesTo(fake, on).filter((call) => /Nové stretnutie: Novinka/.test(String(call.params.text)));
    assert.equal(news.length, 1);
    assert.equal(button(news[0]!).web_app.url, `https://app.example.test/meetings/${meetingId}`);
    assert.equal(messagesTo(fake, off).filter((call) => /Novinka/.test(String(call.params.text))).length, 0);
  });
});

describe("bot: Telegram's answers", () => {
  let fake: FakeBotApi;
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    fake = await new FakeBotApi().start();
    ({ app, db } = await createTestApp({ bot: botConfig(fake) }));
  });
  after(async () => {
    await app.close();
    await fake.close();
  });

  async function queue(tg: Tg, subject: string) {
    await app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(tg) });
    const userId = await userIdOf(db, tg);
    await db.transaction((tx) => enqueueMessage(tx, { userId, kind: 'test', toggle: null, subject, text: `správa ${subject}` }));
    return userId;
  }

  it('429: waits retry_after, then delivers once', async () => {
    const tg = newTelegramUser();
    const userId = await queue(tg, 'a');
    fake.fail('sendMessage', { code: 429, retryAfter: 1 });
    const started = Date.now();
    await app.outbox.drain({ horizonMs: 2000 });
    assert.equal(messagesTo(fake, tg).length, 2, 'the refused try and the delivery');
    assert.ok(messagesTo(fake, tg)[1]!.at - messagesTo(fake, tg)[0]!.at >= 950, 'the second try came after retry_after');
    assert.ok(Date.now() - started >= 950);
    const [row] = await outboxOf(db, userId);
    assert.equal(row!.status, 'sent');
  });

  it('403: marks the user unreachable and stops', async () => {
    const tg = newTelegramUser();
    const userId = await queue(tg, 'b');
    fake.fail('sendMessage', { code: 403 });
    await app.outbox.drain();
    await queue(tg, 'c');
    await app.outbox.drain();
    assert.equal(messagesTo(fake, tg).length, 1, 'nothing tried after the 403');
    assert.deepEqual(
      (await outboxOf(db, userId)).map((r) => r.status),
      ['unreachable', 'unreachable'],
    );
    const status = await app.inject({ method: 'GET', url: '/api/bot/status', headers: authHeaders(tg) });
    assert.equal(status.json().reachable, false);
  });

  it('a row whose sender died mid-send (lease ended) is sent again, once', async () => {
    const tg = newTelegramUser();
    const userId = await queue(tg, 'crash');
    // What kill -9 leaves behind: claimed, never finished, its lease over.
    await db.query(
      `UPDATE outbox SET status = 'sending', attempts = 1, claimed_at = now() - interval '2 minutes',
         locked_until = now() - interval '1 second', claimed_by = 'dead' WHERE user_id = $1`,
      [userId],
    );
    await app.outbox.drain();
    assert.equal(messagesTo(fake, tg).length, 1);
    const [row] = await outboxOf(db, userId);
    assert.equal(row!.status, 'sent');
  });

  it('5xx and network errors: retried with backoff, then given up visibly', async () => {
    const tg = newTelegramUser();
    const userId = await queue(tg, 'd');
    fake.fail('sendMessage', { code: 500 });
    fake.fail('sendMessage', { drop: true });
    await app.outbox.drain({ horizonMs: 1000 });
    assert.equal(messagesTo(fake, tg).length, 3);
    assert.equal((await outboxOf(db, userId))[0]!.status, 'sent');

    const other = newTelegramUser();
    const otherId = await queue(other, 'e');
    fake.fail('sendMessage', { code: 502 }, 3);
    await app.outbox.drain({ horizonMs: 1000 });
    assert.equal(messagesTo(fake, other).length, 3);
    const [row] = await outboxOf(db, otherId);
    assert.equal(row!.status, 'failed');
    assert.match(row!.last_error!, /502/);
  });
});

describe('bot: a restart after a reminder fell due still sends it', () => {
  it('the worker of a new instance finds it by time', async () => {
    const fake = await new FakeBotApi().start();
    const db = await createTestDb();
    await migrate(db);
    await seed(db, { demo: false, demoContent: true });
    const build = (runWorker: boolean) =>
      buildApp({
        db,
        botToken: TEST_BOT_TOKEN,
        demo: false,
        bot: botConfig(fake, { runWorker }),
        limits: { writesPerMinute: 1e6 },
      });
    try {
      const first = build(false);
      await first.ready();
      const speaker = await addRoundTheClockSpeaker(db, 'Restart');
      const tg = await subscribedUser(first);
      const slot = gridSlot(2 * DAY);
      assert.equal((await book(first, tg, { speaker, start_dt: slot.start, end_dt: slot.end })).statusCode, 201);
      await first.close(); // the instance goes down
      const userId = await userIdOf(db, tg);
      await timePasses(db, userId, DAY + 10 * 60_000); // the 24 h reminder fell due 10 minutes ago

      const second = build(true);
      await second.ready();
      await fake.until((calls) => calls.some((call) => call.method === 'sendMessage' && call.params.chat_id === tg.id));
      await second.close();
      assert.equal(messagesTo(fake, tg).length, 1);
      assert.match(String(messagesTo(fake, tg)[0]!.params.text), /zajtra máte hovor/);
    } finally {
      await db.close();
      await fake.close();
    }
  });
});

describe('bot: demo mode and who can be written to', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    ({ app, db } = await createTestApp({ demo: true }));
  });
  after(() => app.close());

  it('sends nothing, and GET /api/demo/outbox lists what would have gone out', async () => {
    const tg = newTelegramUser();
    await app.inject({ method: 'GET', url: '/api/users/me', headers: authHeaders(tg) });
    const userId = await userIdOf(db, tg);
    await db.transaction((tx) =>
      enqueueMessage(tx, {
        userId,
        kind: 'payment_pending',
        toggle: 'notify_on_upcoming_payment',
        subject: 'payment:x',
        text: 'Čaká',
        path: '/profile/payments',
      }),
    );
    assert.equal(app.bot.api, null);
    await app.outbox.drain();
    const outbox = await app.inject({ method: 'GET', url: '/api/demo/outbox' });
    assert.equal(outbox.statusCode, 200);
    const row = outbox.json().results.find((r: { telegram_id: number }) => r.telegram_id === tg.id);
    assert.equal(row.status, 'demo');
    assert.equal(row.url, 'http://localhost:8080/profile/payments');
    assert.equal((await app.inject({ method: 'POST', url: '/api/telegram/webhook', payload: { update_id: 1 } })).statusCode, 404);
  });

  it('GET /api/demo/outbox does not exist outside demo mode', async () => {
    const { app: real } = await createTestApp({ demoContent: false });
    try {
      assert.equal((await real.inject({ method: 'GET', url: '/api/demo/outbox' })).statusCode, 404);
    } finally {
      await real.close();
    }
  });

  it("stores allows_write_to_pm from init data and the app's write-access answer", async () => {
    const tg = newTelegramUser({ allows_write_to_pm: false } as Partial<Tg>);
    const status = () => app.inject({ method: 'GET', url: '/api/bot/status', headers: authHeaders(tg) });
    assert.deepEqual((await status()).json(), { allows_write_to_pm: false, started: false, reachable: true, can_receive: false });
    // A second request with the same init data changes nothing.
    assert.equal((await status()).json().allows_write_to_pm, false);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/bot/write-access',
      headers: authHeaders(tg),
      payload: { status: 'maybe' },
    });
    assert.equal(bad.statusCode, 400);
    const allowed = await app.inject({
      method: 'POST',
      url: '/api/bot/write-access',
      headers: authHeaders(tg),
      payload: { status: 'allowed' },
    });
    assert.equal(allowed.statusCode, 200);
    assert.equal(allowed.json().can_receive, true);
    // Init data that says true later keeps it; init data without the field changes nothing.
    const plain = { ...tg } as Record<string, unknown>;
    delete plain.allows_write_to_pm;
    const later = await app.inject({ method: 'GET', url: '/api/bot/status', headers: authHeaders(plain as Tg) });
    assert.equal(later.json().allows_write_to_pm, true);
    // The session's init data still says false: it never lowers what the learner allowed.
    assert.equal((await status()).json().allows_write_to_pm, true);
  });
});
