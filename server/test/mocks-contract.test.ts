/**
 * The MSW mocks (what a remote runs against alone, and what the front-end tests use) must answer
 * like this server. The same scenarios run against both, on the same data (the mocks are loaded
 * with what the server holds), and every answer is compared: status, and the body or the error's
 * message and field. A rule changed on one side only fails here.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { BotStatus, User, UserSettings, Payment } from '@app/shared/contract';
import type { Publication, PublicationSummary } from '@app/blog-contract';
import {
  activitiesHandlers,
  createActivitiesMockState,
  createReviewMockState,
  reviewHandlers,
} from '@app/activities-contract/mocks';
import { blogHandlers, createBlogMockState } from '@app/blog-contract/mocks';
import { callsHandlers, createCallsMockState } from '@app/calls-contract/mocks';
import { createMeetingsMockState, meetingsHandlers } from '@app/meetings-contract/mocks';
import { createStaffMockState, staffHandlers } from '@app/staff-contract/mocks';
import { createPaymentsMockState, paymentsHandlers, userHandlers } from '@app/shared/mocks';
import type { MockActivity, MockAnswerKey } from '@app/activities-contract/mocks';
import type { Call, Speaker } from '@app/calls-contract';
import type { Meeting, MeetingPage } from '@app/meetings-contract';
import type { Section, TodayActivity } from '@app/activities-contract';
import type { StaffMe } from '@app/staff-contract';
import { SCHOOL_TIME_ZONE } from '../src/zone';
import type { Db } from '../src/db/types';
import { releaseDueHolds } from '../src/modules/payments/holds';
import { chargedRegistration } from './payments-support';
import { activateBasic, authHeaders, createTestApp, newTelegramUser } from './helpers';
import { mocks, same, type Answer, type Step } from './mocks-contract-support';
import { addDays, fromLocal, monthOf, toLocal } from '@app/shared/domain';
import { rightAnswers } from './activities-fixtures';
import { answerTo, learnerWithTwoSlips } from './review-support';
import type { ReviewNext } from '@app/activities-contract/review';
import { cardOf, type CardRow } from '../src/modules/review/scheduler';
import { CARD_COLUMNS } from '../src/modules/review/cards';
import { addRoundTheClockSpeaker, DAY, gridSlot, HOUR } from './calls-support';
import { insertMeeting, insertOutsideSeat, midMonth, validRegistration } from './meetings-helpers';

let app: FastifyInstance;
let db: Db;
/** The instant a describe chose for the server's and the mocks' "now"; unset: the system clock. */
let instant: Date | undefined;
const clock = () => instant ?? new Date();
before(async () => {
  ({ app, db } = await createTestApp({ clock }));
});
after(() => app.close());

/** A fresh subscribed user on the server, and a way to call the API as that user. */
async function serverUser() {
  const tg = newTelegramUser();
  await activateBasic(app, tg);
  const headers = authHeaders(tg);
  return async ({ method, url, body }: Step): Promise<Answer> => {
    const response = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
}

/**
 * Values that differ by design (tokens, ids the two sides number apart, instants of "now", links
 * each side makes) are compared by type; everything else exactly.
 */
const VOLATILE = new Set(['qr_token', 'created_at', 'expires_at', 'meeting_link', 'invoice_link']);
function shapeOfVolatile(body: unknown, volatile = VOLATILE): unknown {
  if (Array.isArray(body)) return body.map((item) => shapeOfVolatile(item, volatile));
  if (!body || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      volatile.has(key)
        ? value === null
          ? null
          : typeof value
        : key === 'payment' && value && typeof value === 'object'
          ? { ...(shapeOfVolatile(value, volatile) as object), id: typeof (value as { id: unknown }).id }
          : shapeOfVolatile(value, volatile),
    ]),
  );
}

describe('mocks answer like the server', () => {
  describe('blog', () => {
    let server: (step: Step) => Promise<Answer>;
    let mock: (step: Step) => Promise<Answer>;
    before(async () => {
      server = await serverUser();
      // The mocks get exactly the server's publications, in the server's order.
      const summaries: PublicationSummary[] = [];
      for (let page = 1; ; page += 1) {
        const { body } = await server({ method: 'GET', url: `/api/blog/feed?page=${page}&page_size=50` });
        const list = body as { results: PublicationSummary[]; next: string | null };
        summaries.push(...list.results);
        if (!list.next) break;
      }
      const publications: Publication[] = [];
      for (const { id } of summaries)
        publications.push((await server({ method: 'GET', url: `/api/blog/${id}/` })).body as Publication);
      mock = mocks(blogHandlers(createBlogMockState(publications)));
    });

    // Lists are compared by what a reader sees: count, which publications in which order, paging.
    const listView = (body: unknown) => {
      const list = body as { count?: number; next?: string | null; previous?: string | null; results?: { id: number }[] };
      return list.results
        ? { count: list.count, next: list.next, previous: list.previous, ids: list.results.map((p) => p.id) }
        : body;
    };

    it('search folds case and diacritics alike ("stedry" finds "Štedrý"), escapes wildcards, validates', async () => {
      const searches = [
        'stedry',
        'Štedrý',
        'STEDRY VECER',
        'vecer',
        'zvyky',
        'kaviarni',
        'ľ',
        'nič-také-nie-je',
        '%',
        '_',
        '\\',
        '  stedry  ',
        'x'.repeat(101),
      ];
      await same(
        searches.map((search) => ({ method: 'GET', url: `/api/blog/feed?search=${encodeURIComponent(search)}` })),
        server,
        mock,
        listView,
      );
    });

    it('pages and page sizes, including invalid ones', async () => {
      const queries = [
        '',
        '?page=2&page_size=2',
        '?page=3&page_size=2&search=a',
        '?page=99',
        '?page=0',
        '?page_size=51',
        '?page=abc',
        '?page_size=1',
      ];
      await same(
        queries.map((query) => ({ method: 'GET', url: `/api/blog/feed${query}` })),
        server,
        mock,
        listView,
      );
    });

    it('starring and reactions: the same states, and Označené in the same order', async () => {
      const { body } = await server({ method: 'GET', url: '/api/blog/feed?page_size=3' });
      const [a, b, c] = (body as { results: { id: number }[] }).results.map((p) => p.id);
      await same(
        [
          { method: 'POST', url: `/api/blog/${b}/star` },
          { method: 'POST', url: `/api/blog/${a}/star` },
          { method: 'POST', url: `/api/blog/${c}/star` },
          { method: 'DELETE', url: `/api/blog/${c}/star` },
          { method: 'GET', url: '/api/blog/starred' },
          { method: 'POST', url: `/api/blog/${a}/react?is_positive=true` },
          { method: 'POST', url: `/api/blog/${a}/react?is_positive=false` },
          { method: 'POST', url: `/api/blog/${a}/react?is_positive=maybe` },
          { method: 'DELETE', url: `/api/blog/${a}/react` },
          { method: 'GET', url: '/api/blog/999999/' },
          { method: 'POST', url: '/api/blog/abc/star' },
        ],
        server,
        mock,
        listView,
      );
    });
  });

  /** Mocks holding the server's own user and settings for a fresh user. */
  async function userScene() {
    const server = await serverUser();
    const user = (await server({ method: 'GET', url: '/api/users/me' })).body as User;
    const settings = (await server({ method: 'GET', url: '/api/users/me/settings' })).body as UserSettings;
    const bot = (await server({ method: 'GET', url: '/api/bot/status' })).body as BotStatus;
    return { server, mock: mocks(userHandlers({ user, settings, bot })) };
  }

  describe('settings', () => {
    it('the notification cascade and its refusals, language level, bad input', async () => {
      const { server, mock } = await userScene();
      const patch = (body: unknown): Step => ({ method: 'PATCH', url: '/api/users/me/settings', body });
      await same(
        [
          patch({ notify_on_study: false }),
          patch({ notify_on_new_tasks: true }),
          patch({ notify_on_study: true }),
          patch({ notify_on_new_tasks: true, notify_on_checked_tasks: true }),
          patch({ notify_on_system: false, notify_on_new_events: true }),
          patch({ notify_on_system: false }),
          patch({ notify_on_upcoming_calls: false }),
          patch({ notify_on_system: true, notify_on_upcoming_payment: true }),
          patch({ language_level: 'B1' }),
          patch({ language_level: null }),
          patch({ study_reminder_hour: 18, study_reminder_days: [5, 1, 1], time_zone: 'America/New_York' }),
          patch({ study_reminder_hour: 24 }),
          patch({ study_reminder_days: [] }),
          patch({ time_zone: 'Mars/Olympus' }),
          patch({ notify_on_study: false }),
          patch({ notify_on_study: true, notify_on_study_reminder: true }),
          patch({ language_level: 'Z9' }),
          patch({ notify_on_study: 'yes' }),
          patch({ colour: 'red' }),
          patch({}),
          { method: 'GET', url: '/api/users/me/settings' },
        ],
        server,
        mock,
      );
    });
  });

  describe('profile', () => {
    it('saves names, email and birth date, and refuses the same bad dates and fields', async () => {
      const { server, mock } = await userScene();
      const put = (body: object): Step => ({
        method: 'PUT',
        url: '/api/users/me',
        body: { first_name: 'Peťo', last_name: 'Novotný', ...body },
      });
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      await same(
        [
          put({ email: 'peto@example.sk', date_of_birth: '1990-02-28' }),
          put({ date_of_birth: '1900-01-01' }),
          put({ date_of_birth: '1899-12-31' }),
          put({ date_of_birth: '2023-02-29' }),
          put({ date_of_birth: '2024-02-29' }),
          put({ date_of_birth: tomorrow }),
          put({ date_of_birth: '12.03.1990' }),
          put({ date_of_birth: '' }),
          put({ email: 'not-an-email' }),
          put({ email: '' }),
          put({ email: null, date_of_birth: null }),
          put({ first_name: '   ' }),
          put({ last_name: 'x'.repeat(65) }),
          { method: 'GET', url: '/api/users/me' },
        ],
        server,
        mock,
      );
    });
  });

  describe('payments', () => {
    it("the list, 'Zaplatiť' (invoice) and its refusals: unknown, bad id, expired", async () => {
      const tg = newTelegramUser();
      await activateBasic(app, tg);
      const first = await chargedRegistration(app, db, tg, { monthsAhead: 1 });
      await chargedRegistration(app, db, tg, { monthsAhead: 2 });
      // The first hold runs out and the expiry job releases it; the second is still held.
      await db.query('UPDATE payments SET expires_at = now() WHERE id = $1', [first.participation.payment.id]);
      await releaseDueHolds(db, new Date(Date.now() + 1000));
      const headers = authHeaders(tg);
      const server = async ({ method, url }: Step): Promise<Answer> => {
        const response = await app.inject({ method, url, headers });
        return { status: response.statusCode, body: response.body ? response.json() : null };
      };
      const held = (await server({ method: 'GET', url: '/api/users/me/payments' })).body as Payment[];
      const mock = mocks(paymentsHandlers(createPaymentsMockState(held)));
      const pending = held.find((p) => p.status === 'pending')!;
      // Invoice links differ by design (Telegram's slug vs the mock's); their shape is compared.
      const view = (body: unknown) =>
        body && typeof body === 'object' && 'invoice_link' in body
          ? { invoice_link: String((body as { invoice_link: string }).invoice_link).replace(/\$.*/, '$…') }
          : body;
      await same(
        [
          { method: 'GET', url: '/api/users/me/payments' },
          // Paged (issue 30): the whole list on one page (next null, the totals), and the 400s.
          { method: 'GET', url: '/api/users/me/payments?page_size=100' },
          { method: 'GET', url: '/api/users/me/payments?page_size=0' },
          { method: 'GET', url: '/api/users/me/payments?page_size=101' },
          { method: 'GET', url: '/api/users/me/payments?cursor=abc' },
          { method: 'POST', url: `/api/payments/${pending.id}/invoice` },
          { method: 'POST', url: `/api/payments/${first.participation.payment.id}/invoice` },
          { method: 'POST', url: '/api/payments/999999999/invoice' },
          { method: 'POST', url: '/api/payments/abc/invoice' },
          { method: 'POST', url: '/api/payments/0/invoice' },
        ],
        server,
        mock,
        view,
      );
    });
  });

  describe('meetings', () => {
    it('registration: included, charged, refused (registered, started, closed, full), tickets, lists', async () => {
      // Two priced meetings in one month (the plan covers one), a free one, and one of each refusal.
      const [a, b, free, closed, full, started] = [
        await insertMeeting(db, { title: 'Kontrakt A', start: midMonth(2, 10) }),
        await insertMeeting(db, { title: 'Kontrakt B', start: midMonth(2, 20) }),
        await insertMeeting(db, { title: 'Kontrakt zdarma', start: midMonth(2, 12), price: 0 }),
        await insertMeeting(db, { title: 'Kontrakt zatvorené', start: midMonth(2, 13), registration_open: false }),
        await insertMeeting(db, { title: 'Kontrakt plné', start: midMonth(2, 14), capacity: 1 }),
        await insertMeeting(db, { title: 'Kontrakt začaté', start: new Date(Date.now() - 10 * 60_000) }),
      ];
      await insertOutsideSeat(db, full);
      const server = await serverUser();
      // The mocks hold the server's meetings, with what the API does not show: price, whether
      // registration is open (the fixtures' is_joinable), and seats others hold.
      const meetings: Meeting[] = [];
      for (let page = 1; ; page += 1) {
        const { body } = await server({ method: 'GET', url: `/api/meetings/feed?page=${page}&page_size=50` });
        meetings.push(...(body as MeetingPage).results);
        if (!(body as MeetingPage).next) break;
      }
      const facts = await db.query<{ id: number; price: number; registration_open: boolean; taken: number }>(
        `SELECT m.id, m.price, m.registration_open,
                (SELECT count(*)::int FROM meeting_participations p WHERE p.meeting_id = m.id AND p.status <> 'cancelled') AS taken
         FROM meetings m`,
      );
      const state = createMeetingsMockState(
        meetings.map((m) => ({ ...m, is_joinable: facts.find((f) => f.id === m.id)!.registration_open })),
      );
      for (const fact of facts) {
        state.prices[fact.id] = Number(fact.price);
        state.taken.set(fact.id, fact.taken);
      }
      const mock = mocks(meetingsHandlers(state));
      const participate = (id: number | string, body: object = validRegistration): Step => ({
        method: 'POST',
        url: `/api/meetings/${id}/participate`,
        body,
      });
      await same(
        [
          { method: 'GET', url: `/api/meetings/${a}/rate` },
          participate(a, { ...validRegistration, expected_price: 0 }),
          participate(a),
          { method: 'GET', url: `/api/meetings/${a}/rate` },
          { method: 'GET', url: `/api/meetings/${b}/rate` },
          participate(b, { ...validRegistration, expected_price: 0 }),
          participate(b),
          { method: 'GET', url: `/api/meetings/${b}/participate` },
          { method: 'GET', url: `/api/meetings/${b}/rate` },
          { method: 'GET', url: `/api/meetings/${free}/rate` },
          { method: 'GET', url: `/api/meetings/${free}/participate` },
          participate(free),
          participate(closed),
          participate(full),
          participate(started),
          participate(free, { first_name: 'Ján' }),
          { method: 'GET', url: `/api/meetings/${a}/` },
          { method: 'GET', url: `/api/meetings/${full}/` },
          { method: 'GET', url: `/api/meetings/${started}/` },
          { method: 'GET', url: '/api/meetings/999999/' },
          { method: 'GET', url: '/api/meetings/999999/rate' },
          participate(999999),
          { method: 'GET', url: '/api/meetings/abc/rate' },
          { method: 'GET', url: '/api/meetings/attended' },
          { method: 'GET', url: '/api/meetings/feed?search=kontrakt&page_size=2&page=2' },
          { method: 'GET', url: '/api/meetings/feed?search=KONTRAKT%20ZACATE' },
          { method: 'GET', url: '/api/meetings/feed?page=99' },
          { method: 'GET', url: '/api/meetings/feed?page_size=51' },
        ],
        server,
        mock,
        (body) => shapeOfVolatile(body),
      );
    });
  });

  describe('calls', () => {
    // Noon in Bratislava on the 15th of this month there: the next month starts two weeks ahead,
    // inside the booking window and far from its edges, on whatever day the suite runs.
    const thisMonth = toLocal(new Date(), SCHOOL_TIME_ZONE).date.slice(0, 7);
    const today = `${thisMonth}-15`;
    before(() => {
      instant = fromLocal(today, 12 * 60, SCHOOL_TIME_ZONE);
    });
    after(() => {
      instant = undefined;
    });

    it("rate, booking and the monthly call counted on Bratislava's clock; refusals; cancel; review", async () => {
      const now = clock().getTime();
      const speaker = await addRoundTheClockSpeaker(db, 'Kontrakt');
      const server = await serverUser();
      const me = (await server({ method: 'GET', url: '/api/users/me' })).body as User;
      // A charged call two days ago: completed, to review and to refuse cancelling.
      const pastStart = new Date(Math.floor((now - 2 * DAY) / (10 * 60_000)) * 10 * 60_000);
      await db.query(
        `INSERT INTO calls (user_id, speaker_id, start_dt, end_dt, comment, status, is_included, quota_month, price)
         VALUES ($1, $2, $3, $4, '', 'scheduled', false, $5, 5)`,
        [me.id, speaker, pastStart, new Date(pastStart.getTime() + 10 * 60_000), monthOf(pastStart, SCHOOL_TIME_ZONE)],
      );
      const speakers = (await server({ method: 'GET', url: '/api/calls/speakers' })).body as Speaker[];
      const calls = (await server({ method: 'GET', url: '/api/calls' })).body as Call[];
      const payments = (await server({ method: 'GET', url: '/api/users/me/payments' })).body as Payment[];
      const state = createCallsMockState({
        speakers,
        hours: { [speaker]: [['00:00', '24:00']] },
        calls,
        pricePerHour: { [speaker]: 30 },
        payments: createPaymentsMockState(payments),
      });
      const mock = mocks(callsHandlers(state, () => clock().getTime()));
      const [past] = calls;

      // The month boundary where UTC and Bratislava disagree: 00:30 on the 1st of next month in
      // Bratislava is still the last day of this month in UTC.
      const nextFirst = addDays(`${thisMonth}-01`, 40).slice(0, 7) + '-01';
      const wire = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
      const slot = (start: Date, minutes = 10) => ({
        start: wire(start),
        end: wire(new Date(start.getTime() + minutes * 60_000)),
      });
      const boundary = slot(fromLocal(nextFirst, 30, SCHOOL_TIME_ZONE));
      const afterBoundary = slot(fromLocal(nextFirst, 180, SCHOOL_TIME_ZONE));
      const soon = gridSlot(2 * HOUR, 10, now);
      const rate = ({ start, end }: { start: string; end: string }): Step => ({
        method: 'GET',
        url: `/api/calls/rate?speaker_id=${speaker}&start_datetime=${start}&end_datetime=${end}`,
      });
      const book = ({ start, end }: { start: string; end: string }, extra: object = {}, who = speaker): Step => ({
        method: 'POST',
        url: '/api/calls',
        body: { speaker: who, start_dt: start, end_dt: end, ...extra },
      });
      const nextId = past!.id + 1;
      await same(
        [
          rate(soon),
          book(boundary, { expected_price: 0 }),
          rate(afterBoundary),
          rate(soon),
          book(soon, { expected_price: 0, comment: 'Ahoj' }),
          rate(soon),
          book(afterBoundary, { expected_price: 0 }),
          book(afterBoundary),
          book(gridSlot(20 * 60_000, 10, now)),
          book(gridSlot(-HOUR, 10, now)),
          book(gridSlot(40 * DAY, 10, now)),
          // 25 minutes at 12:10 in Bratislava: off the speaker's 25-minute grid on the server's clock and on
          // the mocks' (the device's: UTC here, whole hours apart), whatever the time of the run.
          book(slot(fromLocal(addDays(today, 1), 12 * 60 + 10, SCHOOL_TIME_ZONE), 25)),
          book({ start: soon.end, end: soon.start }),
          book(gridSlot(3 * HOUR, 10, now), {}, 999999),
          book(slot(new Date(Date.parse(gridSlot(3 * HOUR, 10, now).start) + 3 * 60_000))),
          { method: 'GET', url: `/api/calls/${nextId + 1}/cancel` },
          { method: 'POST', url: `/api/calls/${nextId + 1}/cancel` },
          { method: 'POST', url: `/api/calls/${nextId + 1}/cancel` },
          { method: 'GET', url: `/api/calls/${nextId}/cancel` },
          { method: 'GET', url: `/api/calls/${past!.id}/cancel` },
          { method: 'POST', url: `/api/calls/${past!.id}/cancel` },
          { method: 'POST', url: `/api/calls/${past!.id}/review`, body: { rating: 9 } },
          { method: 'POST', url: `/api/calls/${past!.id}/review`, body: { rating: 5, comment: 'Super' } },
          { method: 'POST', url: `/api/calls/${past!.id}/review`, body: { rating: 4 } },
          { method: 'POST', url: `/api/calls/${nextId}/review`, body: { rating: 4 } },
          { method: 'GET', url: `/api/calls/${nextId}` },
          { method: 'GET', url: '/api/calls/999999' },
          { method: 'GET', url: '/api/calls/abc' },
          { method: 'GET', url: `/api/calls/slots?speaker_id=999999&date=${today}` },
          { method: 'GET', url: `/api/calls/slots?speaker_id=${speaker}&date=${addDays(today, -1)}` },
          { method: 'GET', url: `/api/calls/slots?speaker_id=${speaker}&date=${today}&duration=7` },
          { method: 'GET', url: `/api/calls/slots/days?speaker_id=${speaker}&tz=Europe/Bratislava` },
          { method: 'GET', url: '/api/calls/slots/days?speaker_id=999999' },
          { method: 'GET', url: `/api/calls/slots/days?speaker_id=${speaker}&duration=7` },
          { method: 'GET', url: '/api/calls' },
        ],
        server,
        mock,
        (body) => shapeOfVolatile(body),
      );
    });
  });

  describe('activities', () => {
    it("a section's tasks, submit (right, wrong, refused answers), once only; unknown sections and activities", async () => {
      const server = await serverUser();
      const today = (await server({ method: 'GET', url: '/api/activities/today?tz=Europe/Bratislava' })).body as TodayActivity;
      const sections: Section[] = [];
      for (const { section_id } of today.activity.sections)
        sections.push((await server({ method: 'GET', url: `/api/activities/section/${section_id}` })).body as Section);
      // The answer keys the server keeps to itself, read from the database as the mocks hold them.
      const keys: Record<number, MockAnswerKey> = {};
      const stored = await db.query<{ id: number; concrete_type: string; task_data: Record<string, unknown>; answer_key: never }>(
        'SELECT id, concrete_type, task_data, answer_key FROM activity_tasks WHERE section_id = ANY($1)',
        [sections.map((section) => section.id)],
      );
      for (const task of stored) {
        const key = task.answer_key as { answers?: Record<string, unknown>; gaps?: string[] };
        if (task.concrete_type === 'QuestionTask') keys[task.id] = { queries: key.answers as Record<number, string[]> };
        if (task.concrete_type === 'EvaluationTask') keys[task.id] = { questions: key.answers as MockAnswerKey['questions'] };
        if (task.concrete_type === 'GapsTask')
          keys[task.id] = { gaps: Object.fromEntries(key.gaps!.map((phrase, i) => [i + 1, phrase])) };
        if (task.concrete_type === 'MatchingTask') {
          const { left_set, right_set } = task.task_data as { left_set: string[]; right_set: string[] };
          keys[task.id] = { pairs: Object.fromEntries(left_set.map((left, i) => [left, right_set[i]!])) };
        }
      }
      const activity: MockActivity = {
        activity_id: today.activity.activity_id,
        started_at: today.activity.started_at,
        day: today.activity.day,
        sections,
        keys,
      };
      const mock = mocks(
        activitiesHandlers(createActivitiesMockState({ activities: [activity], todayId: activity.activity_id })),
      );

      const [first, second, ...rest] = sections;
      assert.ok(first && second, 'the first activity has at least two sections');
      const right = await rightAnswers(db, first);
      // Wrong answers: every right one turned wrong where the task allows it, and a near miss in diacritics.
      const wrong = (await rightAnswers(db, second)).map((item) => {
        if (item.task_type === 'QuestionTask')
          return {
            ...item,
            data: {
              queries: item.data.queries.map((q, i) => ({
                ...q,
                answer: i === 0 ? q.answer.normalize('NFD').replace(/\p{M}/gu, '') + '!' : q.answer,
              })),
            },
          };
        if (item.task_type === 'EvaluationTask')
          return {
            ...item,
            data: { questions: item.data.questions.map((q) => ({ ...q, answer: q.answer === 'true' ? 'false' : 'true' })) },
          };
        if (item.task_type === 'MatchingTask') {
          const rights = item.data.pairs.map((p) => p.right);
          return { ...item, data: { pairs: item.data.pairs.map((p, i) => ({ ...p, right: rights[(i + 1) % rights.length]! })) } };
        }
        return item;
      });
      const submit = (section: number | string, body: unknown): Step => ({
        method: 'POST',
        url: `/api/activities/submit?section_id=${section}`,
        body,
      });
      const [task] = first.tasks;
      // Answers each task refuses (unknown item, duplicate, option not offered, phrase not in the bank...).
      const refusals = first.tasks.flatMap((t): unknown[][] => {
        const item = right.find((r) => r.task_id === t.id)!;
        if (item.task_type === 'QuestionTask' && t.concrete_type === 'QuestionTask') {
          const choice = t.task_data.queries.find((q) => !q.is_manual_input);
          return [
            [{ ...item, data: { queries: [{ query_id: 999, answer: 'x' }] } }],
            [{ ...item, data: { queries: [...item.data.queries, item.data.queries[0]!] } }],
            ...(choice ? [[{ ...item, data: { queries: [{ query_id: choice.id, answer: 'nie je v ponuke' }] } }]] : []),
          ];
        }
        if (item.task_type === 'EvaluationTask')
          return [
            [{ ...item, data: { questions: [{ question_id: 999, answer: 'true' }] } }],
            [{ ...item, data: { questions: [...item.data.questions, item.data.questions[0]!] } }],
          ];
        if (item.task_type === 'MatchingTask')
          return [
            [{ ...item, data: { pairs: [{ left: 'nič', right: item.data.pairs[0]!.right }] } }],
            [{ ...item, data: { pairs: [{ left: item.data.pairs[0]!.left, right: 'nič' }] } }],
            [{ ...item, data: { pairs: [item.data.pairs[0]!, item.data.pairs[0]!] } }],
          ];
        if (item.task_type === 'GapsTask')
          return [
            [{ ...item, data: { options: [{ phrase: 'nič', position: 1 }] } }],
            [{ ...item, data: { options: [{ ...item.data.options[0]!, position: 99 }] } }],
            [{ ...item, data: { options: [item.data.options[0]!, item.data.options[0]!] } }],
          ];
        return [];
      });
      await same(
        [
          { method: 'GET', url: `/api/activities/section/${first.id}/status` },
          { method: 'GET', url: `/api/activities/section/${first.id}/submissions` },
          ...refusals.map((body) => submit(first.id, body)),
          submit(first.id, [{ task_id: 999999, task_type: task!.concrete_type, data: {} }]),
          submit(first.id, [right[0], right[0]]),
          submit(first.id, [{ ...right[0]!, task_type: task!.concrete_type === 'GapsTask' ? 'MatchingTask' : 'GapsTask' }]),
          submit(first.id, [{ task_id: task!.id, task_type: task!.concrete_type, data: { nonsense: true } }]),
          submit(first.id, { not: 'a list' }),
          submit('abc', []),
          submit(999999, []),
          submit(first.id, right),
          submit(first.id, right),
          { method: 'GET', url: `/api/activities/section/${first.id}/status` },
          { method: 'GET', url: `/api/activities/section/${first.id}/submissions` },
          submit(second.id, wrong.slice(0, -1)),
          { method: 'GET', url: `/api/activities/section/${second.id}/status` },
          ...rest.map((section) => submit(section.id, [])),
          { method: 'GET', url: `/api/activities/${activity.activity_id}/feed` },
          { method: 'GET', url: '/api/activities/999999/feed' },
          { method: 'GET', url: '/api/activities/section/999999' },
          { method: 'GET', url: '/api/activities/section/abc/status' },
        ],
        server,
        mock,
      );
    });
  });

  describe('review', () => {
    it('the summary, the items due, answers (right, right at the second try, repeated, refused) and the session’s end', async () => {
      const pupil = await learnerWithTwoSlips(app, db);
      const headers = pupil.headers;
      const server = async ({ method, url, body }: Step): Promise<Answer> => {
        const response = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
        return { status: response.statusCode, body: response.body ? response.json() : null };
      };
      // The next day on both sides' clocks; the mocks hold the server's cards and items.
      instant = new Date(Date.now() + 25 * HOUR);
      try {
        const { items } = (await server({ method: 'GET', url: '/api/review/next?tz=Europe/Bratislava' })).body as ReviewNext;
        assert.equal(items.length, 2);
        const rows = await db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM review_cards WHERE user_id = $1`, [pupil.id]);
        const cards = items.map((item) => ({ item, card: cardOf(rows.find((row) => Number(row.id) === item.card_id)!) }));
        const mock = mocks(reviewHandlers(createReviewMockState({ cards }), clock));
        const [first, second] = items as [ReviewNext['items'][number], ReviewNext['items'][number]];
        const session = '6f1c2a9e-3b8d-4c1e-9a7f-2d5e8b0c4a11';
        const answer = (key: string, cardId: number, body: object, extra: object = {}): Step => ({
          method: 'POST',
          url: '/api/review/answers?tz=Europe/Bratislava',
          body: { client_key: key, session_key: session, card_id: cardId, answer: body, ...extra },
        });
        const keys = [
          '0b7d3f3e-1c55-4c6a-8f0e-6a2b9c1d7e01',
          '0b7d3f3e-1c55-4c6a-8f0e-6a2b9c1d7e02',
          '0b7d3f3e-1c55-4c6a-8f0e-6a2b9c1d7e03',
        ];
        await same(
          [
            { method: 'GET', url: '/api/review/summary?tz=Europe/Bratislava' },
            { method: 'GET', url: '/api/review/summary?tz=Mars/Olympus' },
            { method: 'GET', url: '/api/review/next?tz=Europe/Bratislava&limit=1' },
            { method: 'GET', url: '/api/review/next?limit=21' },
            { method: 'POST', url: `/api/review/sessions/${session}/finish` },
            answer(keys[0]!, first.card_id, { ...answerTo(first, true), task_type: 'GapsTask' }),
            answer(keys[0]!, first.card_id, {
              task_id: first.task.id,
              task_type: first.task.concrete_type,
              data: { nonsense: 1 },
            }),
            answer(keys[0]!, 999_999_999, answerTo(first, true)),
            answer('not-a-uuid', first.card_id, answerTo(first, true)),
            answer(keys[0]!, first.card_id, answerTo(first, true)),
            answer(keys[0]!, first.card_id, answerTo(first, true)),
            answer(keys[0]!, second.card_id, answerTo(second, true)),
            answer(keys[1]!, first.card_id, answerTo(first, true)),
            answer(keys[2]!, second.card_id, answerTo(second, true), { second_try: true }),
            { method: 'GET', url: '/api/review/summary?tz=Europe/Bratislava' },
            { method: 'GET', url: '/api/review/next?tz=Europe/Bratislava' },
            { method: 'POST', url: `/api/review/sessions/${session}/finish` },
            { method: 'POST', url: `/api/review/sessions/${session}/finish` },
            { method: 'POST', url: '/api/review/sessions/abc/finish' },
          ],
          server,
          mock,
        );
      } finally {
        instant = undefined;
      }
    });
  });

  describe('staff', () => {
    it("the role checks: a learner and a teacher get the server's 403 on every route they may not use", async () => {
      const routes: Step[] = [
        { method: 'GET', url: '/api/staff/speaking' },
        { method: 'POST', url: '/api/staff/speaking/1/user/1/score', body: { percent: 80, feedback: 'Dobre.' } },
        { method: 'GET', url: '/api/staff/meetings' },
        { method: 'GET', url: '/api/staff/meetings/1' },
        { method: 'POST', url: '/api/staff/meetings/1/check-in', body: { qr_token: 'x' } },
        { method: 'POST', url: '/api/staff/meetings/1/participants/1/check-in' },
        { method: 'GET', url: '/api/staff/calls' },
        { method: 'POST', url: '/api/staff/calls/1/outcome', body: { outcome: 'completed' } },
        { method: 'GET', url: '/api/staff/users' },
        { method: 'GET', url: '/api/staff/speakers' },
        { method: 'PUT', url: '/api/staff/users/1/roles/organiser', body: {} },
        { method: 'DELETE', url: '/api/staff/users/1/roles/organiser' },
      ];
      const learnerTg = newTelegramUser();
      const teacherTg = newTelegramUser();
      app.staffBootstrap.teachers.add(teacherTg.id);
      try {
        for (const tg of [learnerTg, teacherTg]) {
          await activateBasic(app, tg);
          const headers = authHeaders(tg);
          const server = async ({ method, url, body }: Step): Promise<Answer> => {
            const response = await app.inject({
              method,
              url,
              headers,
              ...(body === undefined ? {} : { payload: body as object }),
            });
            return { status: response.statusCode, body: response.body ? response.json() : null };
          };
          const me = (await server({ method: 'GET', url: '/api/staff/me' })).body as StaffMe;
          const mock = mocks(staffHandlers(createStaffMockState({ me })));
          // What a teacher may do is answered from data the mocks make up: only the refusals are compared.
          const refused = [];
          for (const step of routes) if ((await server(step)).status === 403) refused.push(step);
          assert.ok(refused.length >= 8, `${me.roles.join() || 'learner'}: most staff routes are refused`);
          await same([{ method: 'GET', url: '/api/staff/me' }, ...refused], server, mock);
        }
      } finally {
        app.staffBootstrap.teachers.delete(teacherTg.id);
      }
    });
  });
});
