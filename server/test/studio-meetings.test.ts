/**
 * Meetings written in the studio (src/modules/studio/meetings/): the form's checks, the version
 * and history, what participants are told on an edit, and the cancellation's messages and refunds,
 * against the fake Bot API (nothing reaches Telegram).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { meeting as meetingSchema } from '@app/meetings-contract';
import type { StudioMeeting, StudioMeetingInput } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { fromLocal } from '@app/shared/domain';
import { MEETINGS } from '../src/seed/meetings-content';
import { subscribedUser, type Tg } from './calls-support';
import { testBotConfig } from './bot-support';
import { FakeBotApi } from './fake-bot-api';
import { authHeaders, createTestApp } from './helpers';
import { insertOutsideSeat } from './meetings-helpers';
import { paymentRow, register } from './payments-support';
import { staffUser, type Headers } from './staff-support';
import { chargedSeat, meetingForm, toSave } from './studio-meetings-support';

let fake: FakeBotApi;
let app: FastifyInstance;
let db: Db;
let editor: { id: number; headers: Headers };

before(async () => {
  fake = await new FakeBotApi().start();
  ({ app, db } = await createTestApp({
    bot: testBotConfig(fake, 'studio-meetings-secret'),
  }));
  editor = await staffUser(app, db, ['editor'], undefined, { first_name: 'Eva', last_name: 'Editorová' });
});
after(async () => {
  await app.close();
  await fake.close();
});

const as = (headers: Headers) => ({
  get: (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers }),
  post: (url: string, payload?: object) => app.inject({ method: 'POST', url: `/api${url}`, headers, payload }),
  put: (url: string, payload: object) => app.inject({ method: 'PUT', url: `/api${url}`, headers, payload }),
});

async function create(overrides: Partial<StudioMeetingInput> = {}): Promise<StudioMeeting> {
  const created = await as(editor.headers).post('/studio/meetings', meetingForm(overrides));
  assert.equal(created.statusCode, 201, created.body);
  return created.json();
}

/** The bot's messages to a learner about meetings (not the new-meeting announcements). */
const toldAbout = (tg: Tg, meetingId: number) =>
  fake
    .callsOf('sendMessage')
    .filter((c) => Number(c.params.chat_id) === tg.id && !/^Nové stretnutie/.test(String(c.params.text)))
    .filter((c) => JSON.stringify(c.params.reply_markup ?? '').includes(`/meetings/${meetingId}`));

describe('studio meetings: who and what', () => {
  it('keeps learners out (403) and lets editors and admins in', async () => {
    const learner = await staffUser(app, db, []);
    const admin = await staffUser(app, db, ['admin']);
    assert.equal((await as(learner.headers).get('/studio/meetings')).statusCode, 403);
    assert.equal((await as(learner.headers).post('/studio/meetings', meetingForm())).statusCode, 403);
    assert.equal((await as(admin.headers).get('/studio/meetings')).statusCode, 200);
  });

  it('the seeded meetings were loaded through the studio service: listed by state, each with its creation in the history', async () => {
    const list = (await as(editor.headers).get('/studio/meetings')).json();
    const titles = [...list.upcoming, ...list.past].map((m: { title: string }) => m.title).sort();
    for (const seeded of MEETINGS) assert.ok(titles.includes(seeded.title), seeded.title);
    const first = list.upcoming.find((m: { title: string }) => m.title === MEETINGS[0]!.title);
    const history = (await as(editor.headers).get(`/studio/meetings/${first.id}/history`)).json();
    assert.deepEqual(
      history.results.map((h: { action: string; version: number }) => [h.action, h.version]),
      [['created', 1]],
    );
  });

  it("stores start and end on the school's clock and learners get the meeting with its photos at once", async () => {
    const photo = (await db.query<{ id: number }>(`SELECT id FROM files WHERE file_type = 'image' ORDER BY id LIMIT 1`))[0]!;
    const created = await create({ starts_at: '2031-03-30T18:30', ends_at: '2031-03-30T20:00', photo_file_ids: [photo.id] });
    assert.equal(created.zone, 'Europe/Bratislava');
    assert.equal(created.starts_at, '2031-03-30T18:30');
    assert.equal(created.version, 1);
    assert.equal(created.updated_by, 'Eva Editorová');
    const learner = await subscribedUser(app);
    const seen = await app.inject({ method: 'GET', url: `/api/meetings/${created.id}/`, headers: authHeaders(learner) });
    const meeting = meetingSchema.parse(seen.json());
    // Summer time in Slovakia from 30 March 2031: 18:30 there is 16:30 UTC.
    assert.equal(meeting.start_time, fromLocal('2031-03-30', 18 * 60 + 30, 'Europe/Bratislava').toISOString());
    assert.equal(meeting.start_time, '2031-03-30T16:30:00.000Z');
    assert.equal(meeting.files.length, 1);
    assert.equal(meeting.is_joinable, true);
    assert.equal(meeting.is_cancelled, false);
  });

  it('answers 400 naming the field for what the form must fix', async () => {
    const cases: Array<[Partial<StudioMeetingInput>, string]> = [
      [{ title: '  ' }, 'title'],
      [{ starts_at: '2031-02-30T18:00' }, 'starts_at'],
      [{ ends_at: meetingForm().starts_at }, 'ends_at'],
      [{ format: 'offline', place: '' }, 'place'],
      [{ format: 'online', link: '' }, 'link'],
      [{ format: 'online', link: 'meet.jit.si/x' }, 'link'],
      [{ categories: ['Kultúra', 'kultúra'] }, 'categories.1'],
      [{ photo_file_ids: [987654321] }, 'photo_file_ids.0'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await as(editor.headers).post('/studio/meetings', meetingForm(overrides));
      assert.equal(answer.statusCode, 400, `${field}: ${answer.body}`);
      assert.equal(answer.json().field, field);
    }
    const negative = await as(editor.headers).post('/studio/meetings', { ...meetingForm(), capacity: 0 });
    assert.equal(negative.statusCode, 400);
  });
});

describe('studio meetings: saving', () => {
  it("a save from an older version gets 409 'Medzitým to upravil(a) …' and changes nothing; the history says who and when", async () => {
    const meeting = await create();
    const other = await staffUser(app, db, ['editor'], undefined, { first_name: 'Jana', last_name: 'Druhá' });
    const first = await as(other.headers).put(`/studio/meetings/${meeting.id}`, toSave(meeting, { title: 'Prvá verzia' }));
    assert.equal(first.statusCode, 200, first.body);
    const second = await as(editor.headers).put(`/studio/meetings/${meeting.id}`, toSave(meeting, { title: 'Druhá verzia' }));
    assert.equal(second.statusCode, 409);
    assert.equal(second.json().field, 'version');
    assert.match(second.json().message, /^Medzitým to upravil\(a\) Jana Druhá\./);
    const stored = (await as(editor.headers).get(`/studio/meetings/${meeting.id}`)).json();
    assert.equal(stored.title, 'Prvá verzia');
    assert.equal(stored.version, 2);
    const history = (await as(editor.headers).get(`/studio/meetings/${meeting.id}/history`)).json();
    assert.deepEqual(
      history.results.map((h: { version: number; action: string; by: string }) => [h.version, h.action, h.by]),
      [
        [2, 'saved', 'Jana Druhá'],
        [1, 'created', 'Eva Editorová'],
      ],
    );
  });

  it('capacity cannot go below the people registered (400 capacity); down to exactly them is fine', async () => {
    const meeting = await create({ price: 0, capacity: 5 });
    for (let i = 0; i < 2; i++) assert.equal((await register(app, await subscribedUser(app), meeting.id)).statusCode, 201);
    await insertOutsideSeat(db, meeting.id);
    const tooSmall = await as(editor.headers).put(`/studio/meetings/${meeting.id}`, toSave(meeting, { capacity: 2 }));
    assert.equal(tooSmall.statusCode, 400);
    assert.equal(tooSmall.json().field, 'capacity');
    assert.match(tooSmall.json().message, /Prihlásených je už 3/);
    const exact = await as(editor.headers).put(`/studio/meetings/${meeting.id}`, toSave(meeting, { capacity: 3 }));
    assert.equal(exact.statusCode, 200, exact.body);
    assert.deepEqual(exact.json().meeting.participants, { joined: 3, pending: 0 });
    const late = await register(app, await subscribedUser(app), meeting.id);
    assert.equal(late.statusCode, 409, 'full now');
  });

  it('moving the time and place tells each participant once what changed, in Slovak; a price change tells nobody', async () => {
    const meeting = await create({ price: 0 });
    const joined = await subscribedUser(app);
    const quiet = await subscribedUser(app);
    assert.equal((await register(app, joined, meeting.id)).statusCode, 201);
    assert.equal((await register(app, quiet, meeting.id)).statusCode, 201);
    await app.inject({
      method: 'PATCH',
      url: '/api/users/me/settings',
      headers: authHeaders(quiet),
      payload: { notify_on_new_events: false },
    });
    const moved = await as(editor.headers).put(
      `/studio/meetings/${meeting.id}`,
      toSave(meeting, {
        starts_at: meeting.starts_at.replace(/T.*/, 'T10:15'),
        ends_at: meeting.starts_at.replace(/T.*/, 'T11:45'),
        place: 'Hlavné námestie 1, Bratislava',
      }),
    );
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual(moved.json().changed, ['čas', 'miesto']);
    assert.equal(moved.json().notified, 2);
    const priced = await as(editor.headers).put(`/studio/meetings/${meeting.id}`, toSave(moved.json().meeting, { price: 9 }));
    assert.equal(priced.statusCode, 200);
    assert.equal(priced.json().notified, 0);
    await app.outbox.drain();
    const told = toldAbout(joined, meeting.id);
    assert.equal(told.length, 1);
    const text = String(told[0]!.params.text);
    assert.match(text, /Večer slovenských rozprávok/);
    assert.match(text, /čas: .* o 10:15 – 11:45/);
    assert.match(text, /miesto: Hlavné námestie 1, Bratislava/);
    assert.doesNotMatch(text, /odkaz/);
    assert.equal(toldAbout(quiet, meeting.id).length, 0, 'events messages turned off');
  });
});

describe('studio meetings: cancelling', () => {
  it('tells every participant once, refunds the paid seat through the outbox, releases the unpaid one; learners see it cancelled', async () => {
    const meeting = await create({ price: 4 });
    const paid = await chargedSeat(app, db, meeting.id, true);
    const unpaid = await chargedSeat(app, db, meeting.id, false);
    const free = await subscribedUser(app);
    // The plan covers a meeting a month: this learner's is this one.
    assert.equal((await register(app, free, meeting.id)).json().status, 'joined');
    await insertOutsideSeat(db, meeting.id);
    await app.outbox.drain();

    const stale = await as(editor.headers).post(`/studio/meetings/${meeting.id}/cancel`, { version: meeting.version + 5 });
    assert.equal(stale.statusCode, 409);
    const cancelled = await as(editor.headers).post(`/studio/meetings/${meeting.id}/cancel`, { version: meeting.version });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json().notified, 3);
    assert.equal(cancelled.json().refunds, 1);
    assert.equal(cancelled.json().meeting.state, 'cancelled');
    const again = await as(editor.headers).post(`/studio/meetings/${meeting.id}/cancel`, {
      version: cancelled.json().meeting.version,
    });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Stretnutie už je zrušené.');
    const edit = await as(editor.headers).put(`/studio/meetings/${meeting.id}`, toSave(cancelled.json().meeting));
    assert.equal(edit.statusCode, 409);

    await app.outbox.drain();
    await app.outbox.drain();
    const refunds = fake.callsOf('refundStarPayment');
    assert.deepEqual(
      refunds.filter((c) => c.params.telegram_payment_charge_id === `charge-${paid.paymentId}`).map((c) => c.params.user_id),
      [paid.tg.id],
    );
    assert.equal((await paymentRow(db, paid.paymentId)).status, 'refunded');
    assert.equal((await paymentRow(db, unpaid.paymentId)).status, 'cancelled');
    for (const who of [paid.tg, unpaid.tg, free]) {
      const told = toldAbout(who, meeting.id);
      assert.equal(told.length, 1, `one message to ${who.id}`);
      assert.match(
        String(told[0]!.params.text),
        /^Stretnutie „Večer slovenských rozprávok“ \(.*\) je zrušené\. Váš lístok už neplatí\./,
      );
    }
    assert.match(String(toldAbout(paid.tg, meeting.id)[0]!.params.text), new RegExp(`Zaplatených ${paid.stars} ⭐ Vám vraciame`));
    assert.doesNotMatch(String(toldAbout(free, meeting.id)[0]!.params.text), /vraciame/);

    // The learner's side: cancelled, not joinable, the ticket no longer valid, still under 'Zúčastnené'.
    const detail = meetingSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/meetings/${meeting.id}/`, headers: authHeaders(free) })).json(),
    );
    assert.equal(detail.is_cancelled, true);
    assert.equal(detail.is_joinable, false);
    const ticket = await app.inject({
      method: 'GET',
      url: `/api/meetings/${meeting.id}/participate`,
      headers: authHeaders(free),
    });
    assert.equal(ticket.json().status, 'cancelled');
    assert.equal(ticket.json().meeting_link, null);
    const attended = (await app.inject({ method: 'GET', url: '/api/meetings/attended', headers: authHeaders(free) })).json();
    assert.ok(attended.results.some((m: { id: number; is_cancelled: boolean }) => m.id === meeting.id && m.is_cancelled));
    const rejoin = await register(app, await subscribedUser(app), meeting.id);
    assert.equal(rejoin.statusCode, 409);
    assert.equal(rejoin.json().message, 'Stretnutie je zrušené.');
    const history = (await as(editor.headers).get(`/studio/meetings/${meeting.id}/history`)).json();
    assert.equal(history.results[0].action, 'cancelled');
    const list = (await as(editor.headers).get('/studio/meetings')).json();
    assert.ok(list.cancelled.some((m: { id: number }) => m.id === meeting.id));
  });

  it('a charge arriving after the cancellation released the seat is given back, never turned into a ticket', async () => {
    const meeting = await create({ price: 4 });
    const late = await chargedSeat(app, db, meeting.id, false);
    const cancelled = await as(editor.headers).post(`/studio/meetings/${meeting.id}/cancel`, { version: meeting.version });
    assert.equal(cancelled.statusCode, 200);
    assert.equal(cancelled.json().refunds, 0);
    const { recordSuccessfulPayment } = await import('../src/modules/payments/checkout');
    const { outboxRefunds } = await import('../src/modules/payments/telegram');
    const row = await paymentRow(db, late.paymentId);
    const result = await recordSuccessfulPayment(
      db,
      {
        payload: `${row.id}:${row.invoice_nonce}`,
        currency: 'XTR',
        totalAmount: row.stars,
        payerTelegramId: late.tg.id,
        telegramPaymentChargeId: `late-charge-${row.id}`,
      },
      outboxRefunds,
    );
    assert.equal(result.outcome, 'refunding');
    await app.outbox.drain();
    assert.equal(
      fake.callsOf('refundStarPayment').filter((c) => c.params.telegram_payment_charge_id === `late-charge-${row.id}`).length,
      1,
    );
    const ticket = await app.inject({
      method: 'GET',
      url: `/api/meetings/${meeting.id}/participate`,
      headers: authHeaders(late.tg),
    });
    assert.equal(ticket.json().status, 'cancelled');
  });
});
