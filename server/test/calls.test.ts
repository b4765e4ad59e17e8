import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  call as callSchema,
  callCancellation,
  callList,
  callRate,
  callReview,
  cancellationInfo,
  slotDays,
  slotList,
  speakerList,
  type Call,
  type Slot,
} from '@app/calls-contract';
import { DEMO_USER } from '../src/auth/demo';
import type { Db } from '../src/db/types';
import { bookCall, getRate, listSlotDays, listSlots } from '../src/modules/calls/service';
import { freeSlots, isOffered } from '@app/calls-contract/rules';
import { fromLocal, toLocal } from '@app/shared/domain';
import {
  addRoundTheClockSpeaker,
  book,
  DAY,
  get,
  gridSlot,
  HOUR,
  insertCall,
  post,
  slotOnDay,
  subscribedUser,
  userIdOf,
} from './calls-support';
import { authHeaders, createTestApp, newTelegramUser } from './helpers';

const MEDIA_ROOT = fileURLToPath(new URL('../', import.meta.url));
const MINUTE = 60_000;

/** The next date (Bratislava) with that ISO weekday, at least `minDays` days ahead. */
function nextWeekday(weekday: number, minDays = 2): string {
  for (let ahead = minDays; ; ahead += 1) {
    const date = toLocal(new Date(Date.now() + ahead * DAY), 'Europe/Bratislava').date;
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    if (((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1 === weekday) return date;
  }
}

describe('calls: the slot rules (pure)', () => {
  const katarina = [{ weekday: 1, start_minutes: 9 * 60, end_minutes: 12 * 60 }];
  const now = new Date('2026-03-01T12:00:00Z');

  it('labels slots on the user clock and keeps the instants, across both daylight-saving changes', () => {
    // 16 March: New York already on EDT (−4), Bratislava still on CET (+1): 09:00 there is 04:00 here.
    const before = freeSlots({
      windows: katarina,
      speakerZone: 'Europe/Bratislava',
      date: '2026-03-16',
      userZone: 'America/New_York',
      duration: 10,
      now,
      busy: [],
    });
    assert.equal(before[0]!.slot_start, '04:00');
    assert.equal(before[0]!.slot_end, '04:10');
    assert.equal(before[0]!.start_dt, '2026-03-16T08:00:00Z');
    assert.equal(before.length, 18);
    // 30 March: Bratislava on CEST (+2) too: the same 09:00 is 03:00 in New York and 07:00 UTC.
    const after = freeSlots({
      windows: katarina,
      speakerZone: 'Europe/Bratislava',
      date: '2026-03-30',
      userZone: 'America/New_York',
      duration: 10,
      now,
      busy: [],
    });
    assert.equal(after[0]!.slot_start, '03:00');
    assert.equal(after[0]!.start_dt, '2026-03-30T07:00:00Z');
    // In Bratislava itself the label is the speaker's own hour.
    const home = freeSlots({
      windows: katarina,
      speakerZone: 'Europe/Bratislava',
      date: '2026-03-30',
      userZone: 'Europe/Bratislava',
      duration: 30,
      now,
      busy: [],
    });
    assert.deepEqual(
      home.map((s) => `${s.slot_start} - ${s.slot_end}`),
      ['09:00 - 09:30', '09:30 - 10:00', '10:00 - 10:30', '10:30 - 11:00', '11:00 - 11:30', '11:30 - 12:00'],
    );
  });

  it("gives a user far east the speaker's Monday morning on their own Monday afternoon, and nothing on Sunday", () => {
    const tokyo = freeSlots({
      windows: katarina,
      speakerZone: 'Europe/Bratislava',
      date: '2026-03-16',
      userZone: 'Asia/Tokyo',
      duration: 60,
      now,
      busy: [],
    });
    assert.deepEqual(
      tokyo.map((s) => s.slot_start),
      ['17:00', '18:00', '19:00'],
    );
    assert.deepEqual(
      freeSlots({
        windows: katarina,
        speakerZone: 'Europe/Bratislava',
        date: '2026-03-15',
        userZone: 'Asia/Tokyo',
        duration: 10,
        now,
        busy: [],
      }),
      [],
    );
  });

  it('leaves out busy time, the minimum notice and days beyond the booking window', () => {
    const busy = [{ start: new Date('2026-03-16T08:10:00Z'), end: new Date('2026-03-16T08:25:00Z') }];
    const slots = freeSlots({
      windows: katarina,
      speakerZone: 'Europe/Bratislava',
      date: '2026-03-16',
      userZone: 'Europe/Bratislava',
      duration: 10,
      now,
      busy,
    });
    assert.deepEqual(
      slots.slice(0, 3).map((s) => s.slot_start),
      ['09:00', '09:30', '09:40'],
    );
    const soon = freeSlots({
      windows: katarina,
      speakerZone: 'Europe/Bratislava',
      date: '2026-03-16',
      userZone: 'Europe/Bratislava',
      duration: 10,
      now: new Date('2026-03-16T08:15:00Z'),
      busy: [],
    });
    assert.equal(soon[0]!.slot_start, '10:20', 'starts an hour after now at the earliest');
    const far = freeSlots({
      windows: katarina,
      speakerZone: 'Europe/Bratislava',
      date: '2026-04-06',
      userZone: 'Europe/Bratislava',
      duration: 10,
      now,
      busy: [],
    });
    assert.deepEqual(far, []);
  });

  it('the booking window is whole days: the last day (today + 30 on the user clock) offers all its slots', () => {
    const allDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start_minutes: 0, end_minutes: 24 * 60 }));
    const day = (date: string, userZone: string) =>
      freeSlots({ windows: allDay, speakerZone: 'Europe/Bratislava', date, userZone, duration: 10, now, busy: [] });
    // now is 13:00 in Bratislava on 1 March: 31 March is the last day, 23:50 included.
    const last = day('2026-03-31', 'Europe/Bratislava');
    assert.equal(last.length, 24 * 6, 'every slot of the day');
    assert.equal(last.at(-1)!.slot_start, '23:50');
    assert.deepEqual(day('2026-04-01', 'Europe/Bratislava'), []);
    // The same instant is 1 March in Tokyo too (21:00), and 2 March in Kiritimati (02:00): their own last days.
    assert.equal(day('2026-03-31', 'Asia/Tokyo').at(-1)!.slot_start, '23:50');
    assert.equal(day('2026-04-01', 'Pacific/Kiritimati').at(-1)!.slot_start, '23:50');
    assert.deepEqual(day('2026-04-02', 'Pacific/Kiritimati'), []);
  });

  it('offers only calls inside a window and on its grid', () => {
    const at = (iso: string, minutes: number) => ({
      start: new Date(iso),
      end: new Date(new Date(iso).getTime() + minutes * MINUTE),
    });
    assert.equal(isOffered(katarina, 'Europe/Bratislava', at('2026-03-16T08:00:00Z', 10)), true);
    assert.equal(isOffered(katarina, 'Europe/Bratislava', at('2026-03-16T08:20:00Z', 20)), true);
    assert.equal(isOffered(katarina, 'Europe/Bratislava', at('2026-03-16T08:05:00Z', 10)), false, 'off the grid');
    assert.equal(isOffered(katarina, 'Europe/Bratislava', at('2026-03-16T10:55:00Z', 10)), false, 'runs past the window');
    assert.equal(isOffered(katarina, 'Europe/Bratislava', at('2026-03-17T08:00:00Z', 10)), false, 'Tuesday');
    assert.equal(isOffered(katarina, 'Europe/Bratislava', at('2026-03-16T08:00:00Z', 7)), false, 'not a duration');
    assert.equal(fromLocal('2026-10-25', 12 * 60, 'Europe/Bratislava').toISOString(), '2026-10-25T11:00:00.000Z');
  });
});

describe('calls: the API', () => {
  let app: FastifyInstance;
  let db: Db;
  /** "now" for the app's calls rules when a test chose one; unset: the system clock. */
  let instant: Date | undefined;
  before(async () => ({ app, db } = await createTestApp({ clock: () => instant ?? new Date() })));
  after(() => app.close());

  const rate = (tg: ReturnType<typeof newTelegramUser>, speaker: number, slot: { start: string; end: string }) =>
    get(
      app,
      tg,
      `/api/calls/rate?speaker_id=${speaker}&start_datetime=${encodeURIComponent(slot.start)}&end_datetime=${encodeURIComponent(slot.end)}`,
    );
  const speakerId = async (slug: string) =>
    (await db.query<{ id: number }>('SELECT id FROM speakers WHERE slug = $1', [slug]))[0]!.id;

  describe('auth and gate', () => {
    it('answers 401 without init data and 403 without a subscription', async () => {
      assert.equal((await app.inject({ method: 'GET', url: '/api/calls' })).statusCode, 401);
      const stranger = newTelegramUser();
      for (const url of ['/api/calls', '/api/calls/speakers', '/api/calls/1/cancel']) {
        assert.equal((await get(app, stranger, url)).statusCode, 403, url);
      }
      assert.equal((await book(app, stranger, {})).statusCode, 403);
    });
  });

  describe('GET /calls/speakers', () => {
    it('lists the seeded Slovak speakers with photos that exist', async () => {
      const tg = await subscribedUser(app);
      const response = await get(app, tg, '/api/calls/speakers');
      assert.equal(response.statusCode, 200);
      const speakers = speakerList.parse(response.json());
      assert.deepEqual(
        speakers.slice(0, 5).map((s) => `${s.first_name} ${s.last_name}`),
        ['Katarína Horváthová', 'Marek Kováč', 'Zuzana Baláková', 'Peter Šimko', 'Lucia Vargová'],
      );
      let bytes = 0;
      for (const speaker of speakers.slice(0, 5)) {
        assert.match(speaker.photo_url!, /^\/media\/calls\/.+\.svg$/);
        const path = `${MEDIA_ROOT}${speaker.photo_url!.slice(1)}`;
        assert.ok(existsSync(path), path);
        bytes += statSync(path).size;
        assert.match(speaker.username, /^[a-z0-9_]{5,}$/);
      }
      assert.ok(bytes < 20_000, `photos stay small (${bytes} bytes)`);
    });
  });

  describe('GET /calls/slots', () => {
    const slots = async (tg: ReturnType<typeof newTelegramUser>, query: string) => get(app, tg, `/api/calls/slots?${query}`);

    it("answers a seeded speaker's weekly hours for a day, 10 minutes by default, on the user's clock", async () => {
      const tg = await subscribedUser(app);
      const katarina = await speakerId('katarina-horvathova');
      const monday = nextWeekday(1);
      const response = await slots(tg, `speaker_id=${katarina}&date=${monday}&tz=Europe/Bratislava`);
      assert.equal(response.statusCode, 200);
      const list = slotList.parse(response.json());
      assert.equal(list.length, 18);
      assert.deepEqual([list[0]!.slot_start, list[0]!.slot_end], ['09:00', '09:10']);
      assert.equal(list.at(-1)!.slot_end, '12:00');
      assert.equal(
        list[0]!.start_dt,
        fromLocal(monday, 9 * 60, 'Europe/Bratislava')
          .toISOString()
          .replace('.000Z', 'Z'),
      );

      // The same instants labelled for a user in New York (6 or 5 hours earlier), and for one
      // whose zone was not sent (Europe/Bratislava).
      const ny = slotList.parse((await slots(tg, `speaker_id=${katarina}&date=${monday}&tz=America/New_York`)).json());
      assert.deepEqual(
        ny.map((s) => s.start_dt),
        list.map((s) => s.start_dt),
      );
      assert.equal(
        ny[0]!.slot_start,
        toLocal(new Date(list[0]!.start_dt), 'America/New_York').minutes === 180 ? '03:00' : '04:00',
      );
      const noZone = slotList.parse((await slots(tg, `speaker_id=${katarina}&date=${monday}`)).json());
      assert.deepEqual(noZone, list);

      const tuesday = slotList.parse(
        (await slots(tg, `speaker_id=${katarina}&date=${nextWeekday(2)}&duration=30&tz=Europe/Bratislava`)).json(),
      );
      assert.deepEqual(
        tuesday.map((s) => s.slot_start),
        ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30'],
      );
      const saturday = slotList.parse(
        (await slots(tg, `speaker_id=${katarina}&date=${nextWeekday(6)}&tz=Europe/Bratislava`)).json(),
      );
      assert.deepEqual(saturday, [], 'no hours on Saturday');
    });

    it('leaves out booked time (anyone booking the speaker, or the user at another speaker) and the next hour', async () => {
      const speaker = await addRoundTheClockSpeaker(db);
      const other = await addRoundTheClockSpeaker(db);
      const alice = await subscribedUser(app);
      const bob = await subscribedUser(app);
      const first = slotOnDay(3);
      assert.equal((await book(app, alice, { speaker, start_dt: first.start, end_dt: first.end })).statusCode, 201);
      const second = slotOnDay(3, 30);
      assert.equal((await book(app, bob, { speaker: other, start_dt: second.start, end_dt: second.end })).statusCode, 201);
      const date = first.start.slice(0, 10);
      const forBob = slotList.parse((await slots(bob, `speaker_id=${speaker}&date=${date}&tz=UTC`)).json());
      const starts = forBob.map((s) => s.start_dt);
      assert.equal(starts.length, 144 - 2);
      assert.ok(!starts.includes(first.start), "Alice's call is gone for everybody");
      assert.ok(!starts.includes(second.start), "Bob's own call at another speaker is gone for Bob");
      const forAlice = slotList.parse((await slots(alice, `speaker_id=${speaker}&date=${date}&tz=UTC`)).json());
      assert.ok(forAlice.map((s) => s.start_dt).includes(second.start));

      const today = toLocal(new Date(), 'UTC').date;
      const todays = slotList.parse((await slots(bob, `speaker_id=${speaker}&date=${today}&tz=UTC`)).json());
      for (const slot of todays)
        assert.ok(Date.parse(slot.start_dt) >= Date.now() + HOUR - MINUTE, `${slot.start_dt} respects the notice`);
    });

    it('the last bookable day offers its evening too, and such a slot can be booked', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const lastDay = toLocal(new Date(Date.now() + 30 * DAY), 'UTC').date;
      const response = await slots(tg, `speaker_id=${speaker}&date=${lastDay}&tz=UTC`);
      assert.equal(response.statusCode, 200);
      const offered = response.json() as Array<{ slot_start: string; start_dt: string; end_dt: string }>;
      const evening = offered.at(-1)!;
      assert.equal(evening.slot_start, '23:50');
      const booking = { speaker, start_dt: evening.start_dt, end_dt: evening.end_dt, tz: 'UTC' };
      assert.equal((await book(app, tg, booking)).statusCode, 201);
      const next = toLocal(new Date(Date.now() + 31 * DAY), 'UTC').date;
      assert.deepEqual((await slots(tg, `speaker_id=${speaker}&date=${next}&tz=UTC`)).json(), []);
    });

    it("one window for listing, rate and booking: the learner's last day, listed at 08:05 UTC in Bratislava, can be booked to its end", async () => {
      // 08:05 UTC: the Bratislava learner's last day runs to 23:00 UTC, later than that day's 10:00 UTC
      // (the end of the same date where the calendar is furthest ahead, the rule rate and booking once used).
      const now = new Date('2026-11-26T08:05:00Z');
      const tg = await subscribedUser(app);
      const userId = await userIdOf(db, tg);
      const speaker = await addRoundTheClockSpeaker(db);
      const lastDay = '2026-12-26';
      const listed = await listSlots(
        db,
        userId,
        { speakerId: speaker, date: lastDay, duration: 10, timeZone: 'Europe/Bratislava' },
        now,
      );
      const afternoon = listed.filter((slot) => slot.start_dt >= '2026-12-26T10:00:00Z');
      assert.equal(listed.at(-1)!.slot_start, '23:50');
      assert.ok(afternoon.length > 0, "the last day's afternoon is listed");
      for (const slot of [afternoon[0]!, listed.at(-1)!]) {
        const input = { speakerId: speaker, start: slot.start_dt, end: slot.end_dt, timeZone: 'Europe/Bratislava' };
        assert.equal((await getRate(db, userId, input, now)).is_available, true, `${slot.start_dt} reads available`);
      }
      const last = listed.at(-1)!;
      const call = await bookCall(
        db,
        userId,
        { speaker, start_dt: last.start_dt, end_dt: last.end_dt },
        app.paymentSettings,
        now,
      );
      assert.equal(call.start_dt, '2026-12-26T22:50:00Z');
      // The day after is outside the window on every path: listed empty, rate unavailable, booking refused.
      assert.deepEqual(await listSlots(db, userId, { speakerId: speaker, date: '2026-12-27', duration: 10 }, now), []);
      const beyond = { start: '2026-12-26T23:00:00Z', end: '2026-12-26T23:10:00Z' };
      assert.equal((await getRate(db, userId, { speakerId: speaker, ...beyond }, now)).is_available, false);
      await assert.rejects(
        bookCall(db, userId, { speaker, start_dt: beyond.start, end_dt: beyond.end }, app.paymentSettings, now),
        /start_dt: is beyond the booking window/,
      );
      // For a learner in New York it is still 26 December then: inside their window.
      const newYork = await getRate(db, userId, { speakerId: speaker, ...beyond, timeZone: 'America/New_York' }, now);
      assert.equal(newYork.is_available, true);
    });

    it('answers an empty list beyond the booking window', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const far = toLocal(new Date(Date.now() + 32 * DAY), 'UTC').date;
      const response = await slots(tg, `speaker_id=${speaker}&date=${far}&tz=UTC`);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), []);
    });

    it('answers 400 naming the field for bad queries', async () => {
      const tg = await subscribedUser(app);
      const katarina = await speakerId('katarina-horvathova');
      const yesterday = toLocal(new Date(Date.now() - DAY), 'Pacific/Kiritimati').date;
      const cases: Array<[string, string]> = [
        [`date=${nextWeekday(1)}`, 'speaker_id'],
        [`speaker_id=abc&date=${nextWeekday(1)}`, 'speaker_id'],
        [`speaker_id=999999&date=${nextWeekday(1)}`, 'speaker_id'],
        [`speaker_id=${katarina}`, 'date'],
        [`speaker_id=${katarina}&date=24.11.2026`, 'date'],
        [`speaker_id=${katarina}&date=2026-02-30`, 'date'],
        [`speaker_id=${katarina}&date=${toLocal(new Date(Date.now() - 2 * DAY), 'UTC').date}`, 'date'],
        [`speaker_id=${katarina}&date=${yesterday}&tz=Pacific/Kiritimati`, 'date'],
        [`speaker_id=${katarina}&date=${nextWeekday(1)}&duration=7`, 'duration'],
        [`speaker_id=${katarina}&date=${nextWeekday(1)}&duration=ten`, 'duration'],
        [`speaker_id=${katarina}&date=${nextWeekday(1)}&duration=120`, 'duration'],
        [`speaker_id=${katarina}&date=${nextWeekday(1)}&tz=Mars/Olympus`, 'tz'],
      ];
      for (const [query, field] of cases) {
        const response = await slots(tg, query);
        assert.equal(response.statusCode, 400, query);
        assert.equal(response.json().field, field, query);
        assert.ok(response.json().message.startsWith(field), query);
      }
      // The message says what is wrong with a whole number out of range.
      const long = await slots(tg, `speaker_id=${katarina}&date=${nextWeekday(1)}&duration=65`);
      assert.equal(long.json().message, 'duration: must be from 10 to 60 minutes');
    });
  });

  describe('GET /calls/slots/days', () => {
    const days = async (tg: ReturnType<typeof newTelegramUser>, query: string) => get(app, tg, `/api/calls/slots/days?${query}`);

    it('leaves out the days without hours and the fully booked ones, on a clock passed in', async () => {
      // Thursday 26 November 2026, 09:05 in Bratislava: the window runs to Saturday 26 December.
      const now = new Date('2026-11-26T08:05:00Z');
      const tg = await subscribedUser(app);
      const userId = await userIdOf(db, tg);
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO speakers (slug, first_name, last_name, username, photo_url, time_zone, price_per_hour, sort_order)
         VALUES ($1, 'Streda', 'Hovorca', $1, NULL, 'Europe/Bratislava', 30, 100) RETURNING id`,
        [`wednesday_${Math.random().toString(36).slice(2, 10)}`],
      );
      const speaker = row!.id;
      // Wednesdays only, 10:00–10:20: two 10-minute slots a week.
      await db.query(
        `INSERT INTO speaker_availability (speaker_id, weekday, start_time, end_time) VALUES ($1, 3, '10:00', '10:20')`,
        [speaker],
      );
      const at = (date: string, minutes: number) => fromLocal(date, minutes, 'Europe/Bratislava');
      // 9 December fully booked (both slots), 16 December half booked.
      await insertCall(db, tg, speaker, at('2026-12-09', 600), at('2026-12-09', 610));
      await insertCall(db, await subscribedUser(app), speaker, at('2026-12-09', 610), at('2026-12-09', 620));
      await insertCall(db, tg, speaker, at('2026-12-16', 600), at('2026-12-16', 610));

      const query = `speaker_id=${speaker}&tz=Europe/Bratislava`;
      instant = now;
      try {
        const response = await days(tg, query);
        assert.equal(response.statusCode, 200);
        const listed = slotDays.parse(response.json());
        assert.deepEqual(listed, ['2026-12-02', '2026-12-16', '2026-12-23']);
        // Exactly the days GET /calls/slots answers non-empty, the same cutting on the same clock.
        for (let day = 0; day <= 30; day += 1) {
          const date = toLocal(new Date(now.getTime() + day * DAY), 'Europe/Bratislava').date;
          const slots = slotList.parse((await get(app, tg, `/api/calls/slots?${query}&date=${date}`)).json());
          assert.equal(listed.includes(date), slots.length > 0, date);
        }
        // A 30-minute call fits no 20-minute window; a New York learner sees the same days (04:00 there).
        assert.deepEqual((await days(tg, `${query}&duration=30`)).json(), []);
        assert.deepEqual((await days(tg, `speaker_id=${speaker}&tz=America/New_York`)).json(), listed);
        // The service reads the same clock when given it directly.
        const input = { speakerId: speaker, duration: 10, timeZone: 'Europe/Bratislava' };
        assert.deepEqual(await listSlotDays(db, userId, input, now), listed);
      } finally {
        instant = undefined;
      }
    });

    it("answers a seeded speaker's days over HTTP: a Monday with hours is there, a Saturday without is not", async () => {
      const tg = await subscribedUser(app);
      const katarina = await speakerId('katarina-horvathova');
      const response = await days(tg, `speaker_id=${katarina}&tz=Europe/Bratislava`);
      assert.equal(response.statusCode, 200);
      const listed = slotDays.parse(response.json());
      assert.ok(listed.includes(nextWeekday(1)), 'Monday');
      assert.ok(!listed.includes(nextWeekday(6)), 'Saturday');
      const today = toLocal(new Date(), 'Europe/Bratislava').date;
      const lastDay = toLocal(new Date(Date.now() + 30 * DAY), 'Europe/Bratislava').date;
      assert.ok(
        listed.every((date) => date >= today && date <= lastDay),
        'inside the booking window',
      );
      assert.deepEqual([...listed].sort(), listed, 'in order');
    });

    it('answers 400 naming the field for bad queries', async () => {
      const tg = await subscribedUser(app);
      const katarina = await speakerId('katarina-horvathova');
      const cases: Array<[string, string]> = [
        ['', 'speaker_id'],
        ['speaker_id=999999', 'speaker_id'],
        [`speaker_id=${katarina}&duration=7`, 'duration'],
        [`speaker_id=${katarina}&tz=Mars/Olympus`, 'tz'],
      ];
      for (const [query, field] of cases) {
        const response = await days(tg, query);
        assert.equal(response.statusCode, 400, query);
        assert.equal(response.json().field, field, query);
      }
    });
  });

  describe('GET /calls/rate and the Basic quota', () => {
    it('includes the first call of a month at the plan rate; the next one has a price', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const first = slotOnDay(4);
      const second = slotOnDay(4, 60, 20);
      assert.deepEqual(callRate.parse((await rate(tg, speaker, first)).json()), {
        price: 0,
        is_included: true,
        is_available: true,
      });
      const booked = await book(app, tg, { speaker, start_dt: first.start, end_dt: first.end, comment: 'Ahoj!' });
      assert.equal(booked.statusCode, 201);
      assert.deepEqual(
        callRate.parse((await rate(tg, speaker, second)).json()),
        { price: 10, is_included: false, is_available: true },
        '30 €/h × 20 min',
      );
      assert.deepEqual(
        callRate.parse((await rate(tg, speaker, first)).json()),
        { price: 10 / 2, is_included: false, is_available: false },
        'booked: Prave booked',
      );
      const other = await subscribedUser(app);
      assert.deepEqual(
        callRate.parse((await rate(other, speaker, first)).json()),
        { price: 0, is_included: true, is_available: false },
        'taken for others too',
      );
    });

    it("counts the quota per Bratislava calendar month: 23:10 UTC on the month's last day is next month's call", async () => {
      // A clock of the test's own, and two calls chosen on purpose: 22:30 UTC on 30 November is 23:30
      // in Bratislava (November); 23:10 UTC is 00:10 on 1 December there (December), though still
      // 30 November in UTC.
      const now = new Date('2026-11-20T09:00:00Z');
      const tg = await subscribedUser(app);
      const userId = await userIdOf(db, tg);
      const speaker = await addRoundTheClockSpeaker(db);
      const november = { speaker, start_dt: '2026-11-30T22:30:00Z', end_dt: '2026-11-30T22:40:00Z' };
      const december = { speakerId: speaker, start: '2026-11-30T23:10:00Z', end: '2026-11-30T23:20:00Z' };
      const laterInNovember = { speakerId: speaker, start: '2026-11-30T22:50:00Z', end: '2026-11-30T23:00:00Z' };
      assert.equal((await bookCall(db, userId, november, app.paymentSettings, now)).is_included, true);
      assert.equal((await getRate(db, userId, laterInNovember, now)).is_included, false, "November's call is used");
      assert.equal((await getRate(db, userId, december, now)).is_included, true, "December's is not");
    });

    it('reads not available for a slot too soon, off the grid or outside the hours', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const soon = gridSlot(20 * MINUTE);
      assert.equal(callRate.parse((await rate(tg, speaker, soon)).json()).is_available, false);
      const day = slotOnDay(5);
      const offGrid = { start: day.start.replace(':00:00Z', ':05:00Z'), end: day.end.replace(':10:00Z', ':15:00Z') };
      assert.equal(callRate.parse((await rate(tg, speaker, offGrid)).json()).is_available, false);
      const peter = await speakerId('peter-simko');
      const noon = slotOnDay(5, 120); // 12:00 UTC: Peter speaks 07:00–09:00 Bratislava time
      assert.equal(callRate.parse((await rate(tg, peter, noon)).json()).is_available, false);
    });

    it('answers 400 naming the field for bad queries', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const slot = slotOnDay(5);
      const cases: Array<[string, string]> = [
        [`speaker_id=${speaker}&start_datetime=${slot.start}&end_datetime=${slot.start}`, 'end_datetime'],
        [`speaker_id=${speaker}&start_datetime=${slot.end}&end_datetime=${slot.start}`, 'end_datetime'],
        [`speaker_id=${speaker}&start_datetime=2026-13-01T10:00:00Z&end_datetime=${slot.end}`, 'start_datetime'],
        [`speaker_id=${speaker}&start_datetime=${slot.start.slice(0, 16)}&end_datetime=${slot.end}`, 'start_datetime'],
        [`speaker_id=${speaker}&start_datetime=${slot.start}&end_datetime=tomorrow`, 'end_datetime'],
        [`speaker_id=999999&start_datetime=${slot.start}&end_datetime=${slot.end}`, 'speaker_id'],
        [`start_datetime=${slot.start}&end_datetime=${slot.end}`, 'speaker_id'],
      ];
      for (const [query, field] of cases) {
        const response = await get(app, tg, `/api/calls/rate?${query}`);
        assert.equal(response.statusCode, 400, query);
        assert.equal(response.json().field, field, query);
      }
    });
  });

  describe('extreme input', () => {
    it('answers far years and odd offsets without a 500', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const cases: Array<[string, number]> = [
        [`/api/calls/slots?speaker_id=${speaker}&date=9999-12-31&tz=Pacific/Kiritimati`, 200],
        [`/api/calls/rate?speaker_id=${speaker}&start_datetime=9999-12-31T23:50:00Z&end_datetime=9999-12-31T23:59:00Z`, 200],
        [`/api/calls/rate?speaker_id=${speaker}&start_datetime=0101-01-01T00:00:00Z&end_datetime=0101-01-01T00:10:00Z`, 200],
        [`/api/calls/rate?speaker_id=${speaker}&start_datetime=1970-01-01T00:00:00Z&end_datetime=2100-01-01T00:00:00Z`, 200],
        [
          `/api/calls/rate?speaker_id=${speaker}&start_datetime=2026-12-01T10:00:00%2B25:00&end_datetime=2026-12-01T10:10:00Z`,
          400,
        ],
        ['/api/calls/9007199254740991/cancel', 404],
        ['/api/calls/9007199254740992/cancel', 400],
      ];
      for (const [url, status] of cases) assert.equal((await get(app, tg, url)).statusCode, status, url);
      const far = await book(app, tg, { speaker, start_dt: '9999-12-31T23:50:00Z', end_dt: '9999-12-31T23:59:59Z' });
      assert.equal(far.statusCode, 400);
      assert.equal(far.json().field, 'start_dt');
    });
  });

  describe('POST /calls', () => {
    it('books an included call (201), then a paid one recorded as a pending payment', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db, 'Jana');
      const first = slotOnDay(2);
      const response = await book(app, tg, {
        speaker,
        start_dt: first.start,
        end_dt: first.end,
        comment: '  Chcem hovoriť o počasí. ',
      });
      assert.equal(response.statusCode, 201);
      const call = callSchema.parse(response.json());
      assert.equal(call.status, 'scheduled');
      assert.equal(call.start_dt, first.start);
      assert.equal(call.end_dt, first.end);
      assert.equal(call.comment, 'Chcem hovoriť o počasí.');
      assert.deepEqual([call.is_paid, call.price, call.is_included], [false, 0, true]);
      assert.deepEqual([call.speaker.first_name, call.speaker.last_name], ['Jana', 'Hovorca']);
      assert.equal(call.review, null);

      const second = slotOnDay(2, 30, 30);
      const paid = callSchema.parse(
        (await book(app, tg, { speaker, start_dt: second.start, end_dt: second.end, comment: null, expected_price: 15 })).json(),
      );
      assert.deepEqual([paid.is_paid, paid.price, paid.is_included, paid.comment], [true, 15, false, '']);
      const payments = (await get(app, tg, '/api/users/me/payments')).json() as Array<{
        kind: string;
        amount: number;
        status: string;
        title: string;
      }>;
      assert.equal(payments.length, 1);
      assert.equal(payments[0]!.kind, 'call');
      assert.equal(payments[0]!.amount, 15);
      assert.equal(payments[0]!.status, 'pending');
      assert.match(payments[0]!.title, /^Hovor: Jana Hovorca, \d{1,2}\. \d{1,2}\. \d{4} \d{1,2}:\d{2}$/);
    });

    it('books a seeded speaker in their hours', async () => {
      const tg = await subscribedUser(app);
      const zuzana = await speakerId('zuzana-balakova');
      const list = slotList.parse(
        (await get(app, tg, `/api/calls/slots?speaker_id=${zuzana}&date=${nextWeekday(4)}&duration=15&tz=Asia/Tokyo`)).json(),
      );
      // Thursday 13:00–18:00 in Bratislava starts on Thursday evening in Tokyo and runs past midnight into Friday.
      assert.ok(list.length > 0);
      const slot = list.at(-1)!;
      const response = await book(app, tg, { speaker: zuzana, start_dt: slot.start_dt, end_dt: slot.end_dt });
      assert.equal(response.statusCode, 201, response.body);
    });

    it('refuses a slot someone already holds (409), also an overlapping one of another length, and lets back-to-back calls through', async () => {
      const speaker = await addRoundTheClockSpeaker(db);
      const alice = await subscribedUser(app);
      const bob = await subscribedUser(app);
      const slot = slotOnDay(3, 20, 20);
      assert.equal((await book(app, alice, { speaker, start_dt: slot.start, end_dt: slot.end })).statusCode, 201);
      const again = await book(app, bob, { speaker, start_dt: slot.start, end_dt: slot.end });
      assert.equal(again.statusCode, 409);
      assert.match(again.json().message, /just been booked/);
      const overlapping = slotOnDay(3, 30, 10);
      assert.equal((await book(app, bob, { speaker, start_dt: overlapping.start, end_dt: overlapping.end })).statusCode, 409);
      const wider = slotOnDay(3, 0, 60);
      assert.equal((await book(app, bob, { speaker, start_dt: wider.start, end_dt: wider.end })).statusCode, 409);
      const before = slotOnDay(3, 10, 10);
      const afterIt = slotOnDay(3, 40, 10);
      assert.equal((await book(app, bob, { speaker, start_dt: before.start, end_dt: before.end })).statusCode, 201);
      assert.equal((await book(app, bob, { speaker, start_dt: afterIt.start, end_dt: afterIt.end })).statusCode, 201);
      const bobs = callList.parse((await get(app, bob, '/api/calls')).json());
      assert.equal(bobs.length, 2, 'failed bookings left nothing behind');
    });

    it("refuses a user's second call at the same time with another speaker (409) and leaves no payment behind", async () => {
      const tg = await subscribedUser(app);
      const one = await addRoundTheClockSpeaker(db);
      const two = await addRoundTheClockSpeaker(db);
      const slot = slotOnDay(6);
      assert.equal((await book(app, tg, { speaker: one, start_dt: slot.start, end_dt: slot.end })).statusCode, 201);
      const clash = await book(app, tg, { speaker: two, start_dt: slot.start, end_dt: slot.end });
      assert.equal(clash.statusCode, 409);
      assert.match(clash.json().message, /already have a call/);
      assert.deepEqual((await get(app, tg, '/api/users/me/payments')).json(), []);
    });

    it('answers 409 when the price the user saw has changed', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const first = slotOnDay(7);
      const second = slotOnDay(7, 60);
      assert.equal(
        (await book(app, tg, { speaker, start_dt: first.start, end_dt: first.end, expected_price: 0 })).statusCode,
        201,
      );
      const stale = await book(app, tg, { speaker, start_dt: second.start, end_dt: second.end, expected_price: 0 });
      assert.equal(stale.statusCode, 409);
      assert.match(stale.json().message, /price/);
    });

    it('answers 400 naming the field for bad bookings, never 500', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const ok = slotOnDay(8);
      const past = gridSlot(-2 * HOUR);
      const soon = gridSlot(10 * MINUTE);
      const far = slotOnDay(40);
      const peter = await speakerId('peter-simko');
      const cases: Array<[unknown, string, RegExp?]> = [
        [{ speaker, start_dt: past.start, end_dt: past.end }, 'start_dt', /past/],
        [{ speaker, start_dt: soon.start, end_dt: soon.end }, 'start_dt', /too soon/],
        [{ speaker, start_dt: far.start, end_dt: far.end }, 'start_dt', /booking window/],
        [{ speaker: peter, start_dt: slotOnDay(8, 180).start, end_dt: slotOnDay(8, 180).end }, 'start_dt', /offers no call/],
        [
          { speaker, start_dt: ok.start.replace(':00:00Z', ':03:00Z'), end_dt: ok.end.replace(':10:00Z', ':13:00Z') },
          'start_dt',
          /offers no call/,
        ],
        [{ speaker, start_dt: ok.end, end_dt: ok.start }, 'end_dt', /after the start/],
        [{ speaker, start_dt: ok.start, end_dt: ok.start }, 'end_dt'],
        [{ speaker, start_dt: ok.start, end_dt: slotOnDay(8, 0, 7).end }, 'end_dt', /not offered/],
        [{ speaker, start_dt: ok.start, end_dt: slotOnDay(8, 0, 90).end }, 'end_dt'],
        [{ speaker: 999999, start_dt: ok.start, end_dt: ok.end }, 'speaker', /no speaker/],
        [{ speaker: String(speaker), start_dt: ok.start, end_dt: ok.end }, 'speaker'],
        [{ speaker: 1.5, start_dt: ok.start, end_dt: ok.end }, 'speaker'],
        [{ start_dt: ok.start, end_dt: ok.end }, 'speaker'],
        [{ speaker, start_dt: '2026-11-31T10:00:00Z', end_dt: ok.end }, 'start_dt'],
        [{ speaker, start_dt: ok.start.replace('Z', ''), end_dt: ok.end }, 'start_dt'],
        [{ speaker, start_dt: 1764000000000, end_dt: ok.end }, 'start_dt'],
        [{ speaker, start_dt: ok.start, end_dt: null }, 'end_dt'],
        [{ speaker, start_dt: ok.start, end_dt: ok.end, comment: 42 }, 'comment'],
        [{ speaker, start_dt: ok.start, end_dt: ok.end, comment: 'x'.repeat(1001) }, 'comment'],
        [{ speaker, start_dt: ok.start, end_dt: ok.end, expected_price: 'free' }, 'expected_price'],
        [[], 'body'],
      ];
      for (const [body, field, message] of cases) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/calls',
          headers: authHeaders(tg),
          payload: body as object,
        });
        assert.equal(response.statusCode, 400, `${JSON.stringify(body)} → ${response.body}`);
        assert.equal(response.json().field, field, JSON.stringify(body));
        if (message) assert.match(response.json().message, message);
      }
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/calls',
        headers: { ...authHeaders(tg), 'content-type': 'application/json' },
        payload: '{"speaker":',
      });
      assert.equal(malformed.statusCode, 400);
      assert.deepEqual((await get(app, tg, '/api/calls')).json(), [], 'nothing was booked');
    });
  });

  describe('GET /calls', () => {
    it("lists only the user's calls: upcoming soonest first, then the rest latest first, status by time", async () => {
      const tg = await subscribedUser(app);
      const other = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const now = Date.now();
      const later = slotOnDay(9);
      const sooner = slotOnDay(5);
      await book(app, tg, { speaker, start_dt: later.start, end_dt: later.end });
      await book(app, tg, { speaker, start_dt: sooner.start, end_dt: sooner.end });
      const done = await insertCall(db, tg, speaker, new Date(now - 3 * DAY), new Date(now - 3 * DAY + 10 * MINUTE));
      const justEnded = await insertCall(db, tg, speaker, new Date(now - 30 * MINUTE), new Date(now - 6 * MINUTE));
      const running = await insertCall(db, tg, speaker, new Date(now - 5 * MINUTE), new Date(now + 5 * MINUTE));
      const cancelledPast = await insertCall(db, tg, speaker, new Date(now - 2 * DAY), new Date(now - 2 * DAY + 10 * MINUTE), {
        status: 'cancelled',
      });
      await insertCall(db, other, speaker, new Date(now + 12 * DAY), new Date(now + 12 * DAY + 10 * MINUTE));

      const response = await get(app, tg, '/api/calls');
      assert.equal(response.statusCode, 200);
      const calls: Call[] = callList.parse(response.json());
      assert.deepEqual(
        calls.map((c) => [
          c.id === running
            ? 'running'
            : c.start_dt === sooner.start
              ? 'sooner'
              : c.start_dt === later.start
                ? 'later'
                : c.id === justEnded
                  ? 'justEnded'
                  : c.id === cancelledPast
                    ? 'cancelledPast'
                    : c.id === done
                      ? 'done'
                      : '?',
          c.status,
        ]),
        [
          ['running', 'scheduled'],
          ['sooner', 'scheduled'],
          ['later', 'scheduled'],
          ['justEnded', 'completed'],
          ['cancelledPast', 'cancelled'],
          ['done', 'completed'],
        ],
      );
    });

    it('answers an empty list for a user without calls', async () => {
      const tg = await subscribedUser(app);
      assert.deepEqual((await get(app, tg, '/api/calls')).json(), []);
    });

    it("answers one call by id, and 404 for another user's", async () => {
      const tg = await subscribedUser(app);
      const other = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const slot = slotOnDay(4);
      const id = (await book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end })).json().id as number;
      assert.equal(callSchema.parse((await get(app, tg, `/api/calls/${id}`)).json()).id, id);
      assert.equal((await get(app, other, `/api/calls/${id}`)).statusCode, 404);
      assert.equal((await get(app, tg, '/api/calls/abc')).json().field, 'id');
    });
  });

  describe('cancelling: GET and POST /calls/{id}/cancel', () => {
    it('refunds 24 h or more before the start: the unpaid hold is cancelled and the plan call is back', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const included = slotOnDay(3);
      const paidSlot = slotOnDay(3, 60);
      const first = callSchema.parse((await book(app, tg, { speaker, start_dt: included.start, end_dt: included.end })).json());
      const paid = callSchema.parse((await book(app, tg, { speaker, start_dt: paidSlot.start, end_dt: paidSlot.end })).json());

      const info = await get(app, tg, `/api/calls/${paid.id}/cancel`);
      assert.equal(info.statusCode, 200);
      const parsed = cancellationInfo.parse(info.json());
      assert.deepEqual([parsed.is_refunded, parsed.is_cancellable, parsed.is_paid, parsed.price], [true, true, true, 5]);
      assert.equal(Date.parse(parsed.refund_deadline), Date.parse(paidSlot.start) - DAY);

      const cancelled = await post(app, tg, `/api/calls/${paid.id}/cancel`);
      assert.equal(cancelled.statusCode, 200);
      const result = callCancellation.parse(cancelled.json());
      assert.deepEqual([result.is_refunded, result.is_cancellable, result.call.status], [true, false, 'cancelled']);
      assert.equal(result.call.is_refunded, true, 'the call says it was refunded (Cena shows what the user paid)');
      assert.equal(paid.is_refunded, false);
      // Nothing was paid yet: the hold ends without a refund (paid calls: payments-telegram.test.ts).
      const payments = (await get(app, tg, '/api/users/me/payments')).json() as Array<{ status: string }>;
      assert.deepEqual(
        payments.map((p) => p.status),
        ['cancelled'],
      );
      assert.equal(result.call.payment?.status, 'cancelled');

      assert.equal(callCancellation.parse((await post(app, tg, `/api/calls/${first.id}/cancel`)).json()).is_refunded, true);
      assert.equal(
        callRate.parse((await rate(tg, speaker, slotOnDay(3, 120))).json()).is_included,
        true,
        'the month call is back',
      );
      assert.deepEqual(
        cancellationInfo.parse((await get(app, tg, `/api/calls/${first.id}/cancel`)).json()).is_refunded,
        true,
        'keeps what was decided',
      );

      // The slot is free again: someone else can take it.
      const other = await subscribedUser(app);
      assert.equal((await book(app, other, { speaker, start_dt: paidSlot.start, end_dt: paidSlot.end })).statusCode, 201);
    });

    it('does not refund less than 24 h before: the plan call stays used, an unpaid hold is cancelled', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const soon = gridSlot(3 * HOUR);
      const call = callSchema.parse((await book(app, tg, { speaker, start_dt: soon.start, end_dt: soon.end })).json());
      assert.equal(call.is_included, true);
      assert.deepEqual(
        (({ is_refunded, is_cancellable }) => ({ is_refunded, is_cancellable }))(
          cancellationInfo.parse((await get(app, tg, `/api/calls/${call.id}/cancel`)).json()),
        ),
        { is_refunded: false, is_cancellable: true },
      );
      const result = callCancellation.parse((await post(app, tg, `/api/calls/${call.id}/cancel`)).json());
      assert.equal(result.is_refunded, false);
      assert.equal(result.call.is_refunded, false);
      const sameMonth = gridSlot(4 * HOUR);
      if (sameMonth.start.slice(0, 7) === soon.start.slice(0, 7)) {
        assert.equal(callRate.parse((await rate(tg, speaker, sameMonth)).json()).is_included, false, 'the plan call is spent');
      }
      // An unpaid charged call cancelled late: nothing was taken, so its hold simply ends.
      const paidSlot = gridSlot(5 * HOUR);
      const paid = callSchema.parse((await book(app, tg, { speaker, start_dt: paidSlot.start, end_dt: paidSlot.end })).json());
      if (paid.is_paid) {
        await post(app, tg, `/api/calls/${paid.id}/cancel`);
        const payments = (await get(app, tg, '/api/users/me/payments')).json() as Array<{ status: string }>;
        assert.deepEqual(
          payments.map((p) => p.status),
          ['cancelled'],
        );
      }
    });

    it('is not cancellable once started, or twice (409)', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const now = Date.now();
      const running = await insertCall(db, tg, speaker, new Date(now - 5 * MINUTE), new Date(now + 5 * MINUTE));
      const done = await insertCall(db, tg, speaker, new Date(now - DAY), new Date(now - DAY + 10 * MINUTE));
      for (const id of [running, done]) {
        const info = cancellationInfo.parse((await get(app, tg, `/api/calls/${id}/cancel`)).json());
        assert.deepEqual([info.is_cancellable, info.is_refunded], [false, false]);
        const response = await post(app, tg, `/api/calls/${id}/cancel`);
        assert.equal(response.statusCode, 409);
      }
      const slot = slotOnDay(3);
      const id = (await book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end })).json().id as number;
      assert.equal((await post(app, tg, `/api/calls/${id}/cancel`)).statusCode, 200);
      const twice = await post(app, tg, `/api/calls/${id}/cancel`);
      assert.equal(twice.statusCode, 409);
      assert.match(twice.json().message, /already cancelled/);
    });

    it("answers 404 for another user's call or an unknown one, and 400 for a bad id", async () => {
      const tg = await subscribedUser(app);
      const other = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const slot = slotOnDay(3);
      const id = (await book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end })).json().id as number;
      assert.equal((await get(app, other, `/api/calls/${id}/cancel`)).statusCode, 404);
      assert.equal((await post(app, other, `/api/calls/${id}/cancel`)).statusCode, 404);
      assert.equal(callSchema.parse((await get(app, tg, `/api/calls/${id}`)).json()).status, 'scheduled', 'still booked');
      assert.equal((await get(app, tg, '/api/calls/987654321/cancel')).statusCode, 404);
      for (const bad of ['0', '-1', 'x', '1.5']) {
        const response = await post(app, tg, `/api/calls/${bad}/cancel`);
        assert.equal(response.statusCode, 400, bad);
        assert.equal(response.json().field, 'id');
      }
    });
  });

  describe('POST /calls/{id}/review', () => {
    it('reviews a completed call once (201), shown on the call', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const now = Date.now();
      const id = await insertCall(db, tg, speaker, new Date(now - 2 * HOUR), new Date(now - 2 * HOUR + 10 * MINUTE));
      const response = await post(app, tg, `/api/calls/${id}/review`, { rating: 5, comment: 'Výborný hovor, ďakujem!' });
      assert.equal(response.statusCode, 201);
      const review = callReview.parse(response.json());
      assert.deepEqual([review.rating, review.comment], [5, 'Výborný hovor, ďakujem!']);
      const listed = callList.parse((await get(app, tg, '/api/calls')).json()).find((c) => c.id === id)!;
      assert.deepEqual([listed.status, listed.review?.rating], ['completed', 5]);
      const again = await post(app, tg, `/api/calls/${id}/review`, { rating: 4 });
      assert.equal(again.statusCode, 409);
      assert.match(again.json().message, /already been reviewed/);

      const withoutText = await insertCall(db, tg, speaker, new Date(now - 3 * HOUR), new Date(now - 3 * HOUR + 10 * MINUTE));
      const bare = await post(app, tg, `/api/calls/${withoutText}/review`, { rating: 4 });
      assert.equal(bare.statusCode, 201);
      assert.equal(bare.json().comment, '');
    });

    it('refuses scheduled, running and cancelled calls (409) and other users (404)', async () => {
      const tg = await subscribedUser(app);
      const other = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const now = Date.now();
      const slot = slotOnDay(3);
      const scheduled = (await book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end })).json().id as number;
      const running = await insertCall(db, tg, speaker, new Date(now - 5 * MINUTE), new Date(now + 5 * MINUTE));
      const cancelled = await insertCall(db, tg, speaker, new Date(now - DAY), new Date(now - DAY + 10 * MINUTE), {
        status: 'cancelled',
      });
      for (const id of [scheduled, running, cancelled]) {
        assert.equal((await post(app, tg, `/api/calls/${id}/review`, { rating: 4 })).statusCode, 409, String(id));
      }
      const done = await insertCall(db, tg, speaker, new Date(now - 2 * DAY), new Date(now - 2 * DAY + 10 * MINUTE));
      assert.equal((await post(app, other, `/api/calls/${done}/review`, { rating: 4 })).statusCode, 404);
    });

    it('answers 400 naming the field for a bad review', async () => {
      const tg = await subscribedUser(app);
      const speaker = await addRoundTheClockSpeaker(db);
      const done = await insertCall(db, tg, speaker, new Date(Date.now() - DAY), new Date(Date.now() - DAY + 10 * MINUTE));
      const cases: Array<[unknown, string]> = [
        [{ rating: 0 }, 'rating'],
        [{ rating: 6 }, 'rating'],
        [{ rating: 4.5 }, 'rating'],
        [{ rating: '5' }, 'rating'],
        [{}, 'rating'],
        [{ rating: 4, comment: ['a'] }, 'comment'],
        [{ rating: 4, comment: 'y'.repeat(1001) }, 'comment'],
      ];
      for (const [body, field] of cases) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/calls/${done}/review`,
          headers: authHeaders(tg),
          payload: body as object,
        });
        assert.equal(response.statusCode, 400, JSON.stringify(body));
        assert.equal(response.json().field, field, JSON.stringify(body));
      }
      assert.equal(callList.parse((await get(app, tg, '/api/calls')).json())[0]!.review, null);
    });
  });
});

describe("calls: the demo user's history", () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp({ demo: true })));
  after(() => app.close());

  it('gives Emma a completed call to review and a scheduled one using her plan call; cancelling it gives the plan call back', async () => {
    const emma = {
      id: DEMO_USER.id,
      first_name: DEMO_USER.first_name,
      last_name: DEMO_USER.last_name,
      username: DEMO_USER.username,
      language_code: 'sk',
      photo_url: DEMO_USER.photo_url,
    } as ReturnType<typeof newTelegramUser>;
    await post(app, emma, '/api/subscription/request?code=basic');
    const calls = callList.parse((await get(app, emma, '/api/calls')).json());
    assert.deepEqual(
      calls.map((c) => [c.status, c.speaker.first_name, c.review]),
      [
        ['scheduled', 'Marek', null],
        ['completed', 'Katarína', null],
      ],
    );
    const [scheduled, completed] = calls as [Call, Call];
    assert.ok(Date.parse(scheduled.start_dt) > Date.now() + 2 * DAY);
    assert.deepEqual([scheduled.is_included, scheduled.price, completed.is_paid, completed.price], [true, 0, true, 12]);
    assert.equal((await post(app, emma, `/api/calls/${completed.id}/review`, { rating: 4, comment: 'Super!' })).statusCode, 201);

    // Another call in the scheduled one's month is charged; after cancelling (days ahead: refunded) it is included.
    const marek = (await db.query<{ id: number }>(`SELECT id FROM speakers WHERE slug = 'marek-kovac'`))[0]!.id;
    const date = toLocal(new Date(scheduled.start_dt), 'Europe/Bratislava').date;
    const slots: Slot[] = slotList.parse((await get(app, emma, `/api/calls/slots?speaker_id=${marek}&date=${date}`)).json());
    assert.ok(!slots.some((s) => s.start_dt === scheduled.start_dt), 'her own call is not offered again');
    const free = slots.at(-1)!;
    const quote = async () =>
      callRate.parse(
        (
          await get(app, emma, `/api/calls/rate?speaker_id=${marek}&start_datetime=${free.start_dt}&end_datetime=${free.end_dt}`)
        ).json(),
      );
    assert.deepEqual(await quote(), { price: 5, is_included: false, is_available: true });
    const cancelled = callCancellation.parse((await post(app, emma, `/api/calls/${scheduled.id}/cancel`)).json());
    assert.equal(cancelled.is_refunded, true);
    assert.deepEqual(await quote(), { price: 0, is_included: true, is_available: true });

    // A second seed run (next start) adds nothing; the seed added no payment to her history.
    const { seed } = await import('../src/seed/index');
    await seed(db, { demo: true, demoContent: true });
    assert.equal(callList.parse((await get(app, emma, '/api/calls')).json()).length, 2);
    assert.equal((await db.query(`SELECT 1 FROM speakers`)).length, 5);
    const payments = (await get(app, emma, '/api/users/me/payments')).json() as Array<{ title: string }>;
    assert.equal(payments.filter((p) => p.title.startsWith('Hovor')).length, 1);
  });
});
