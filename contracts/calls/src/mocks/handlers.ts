import { http, HttpResponse } from 'msw';
import {
  callBookingWindow,
  callBookingRequest,
  callIdParam,
  callRateQuery,
  callReviewRequest,
  slotDaysQuery,
  slotsQuery,
  type Call,
  type CallCancellation,
  type CallRate,
  type CancellationInfo,
  type Speaker,
} from '..';
import {
  callPaymentTitle,
  callPrice,
  freeSlots,
  overlaps as overlapping,
  quotaMonthOf,
  callStatusAt,
  cancellationAt,
  slotDays,
  slotProblem,
  type AvailabilityWindow,
  type Interval,
} from '../rules';
import { UNPAID_HOLDS_FIELD } from '@app/shared/contract';
import { describeInputIssue, learnerTimeZone, SCHOOL_TIME_ZONE, type InputIssue } from '@app/shared/domain';
import { callFixtures, MOCK_CALL_PRICE, speakerFixtures, speakerHoursFixtures, toInstant } from './fixtures';
import {
  createPaymentsMockState,
  mockHold,
  mockPaymentSummary,
  setMockPaymentStatus,
  type PaymentsMockState,
} from '@app/shared/mocks';

/** What the calls endpoints answer; tests read and change it to set the scene. */
export interface CallsMockState {
  speakers: Speaker[];
  hours: Record<number, Array<[string, string]>>;
  calls: Call[];
  nextId: number;
  /** Ids of calls cancelled with a refund (their included call counts no more). */
  refunded: number[];
  /** Where charged bookings hold their payment (share it with paymentsHandlers). */
  payments: PaymentsMockState;
  /** Euros an hour per speaker id, charged pro rata (unlisted: a 10-minute call costs MOCK_CALL_PRICE). */
  pricePerHour: Record<number, number>;
}

export const createCallsMockState = (overrides: Partial<CallsMockState> = {}): CallsMockState => {
  const calls = overrides.calls ?? callFixtures();
  return {
    speakers: structuredClone(speakerFixtures),
    hours: structuredClone(speakerHoursFixtures),
    calls: structuredClone(calls),
    nextId: Math.max(0, ...calls.map((c) => c.id)) + 1,
    refunded: [],
    payments: createPaymentsMockState(),
    pricePerHour: {},
    ...overrides,
  };
};

const invalid = (issues: readonly InputIssue[], where: 'query' | 'params' | 'body') =>
  HttpResponse.json(describeInputIssue(issues[0]!, where), { status: 400 });
const badRequest = (message: string, field: string) => HttpResponse.json({ message, field }, { status: 400 });
const notFound = (id: number) => HttpResponse.json({ message: `Call ${id} not found` }, { status: 404 });
const conflict = (message: string) => HttpResponse.json({ message }, { status: 409 });

/** The mocks' speakers keep their hours on the clock where the page runs (the school's where it names none). */
const deviceZone = learnerTimeZone;

/** The daily hours as the rules' weekly windows: the same hours every day of the week. */
const weeklyWindows = (hours: Array<[string, string]>): AvailabilityWindow[] =>
  hours.flatMap(([from, to]) =>
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start_minutes: toMinutes(from), end_minutes: toMinutes(to) })),
  );
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const interval = (call: { start_dt: string; end_dt: string }): Interval => ({
  start: new Date(call.start_dt),
  end: new Date(call.end_dt),
});

/** Status by time, by the server's rule. */
const withStatus = (call: Call, now: number): Call => ({
  ...call,
  status: callStatusAt(
    { cancelled: call.status === 'cancelled', missed: call.status === 'missed', end: new Date(call.end_dt) },
    new Date(now),
  ),
});

const overlaps = (a: { start_dt: string; end_dt: string }, b: { start_dt: string; end_dt: string }) =>
  overlapping(interval(a), interval(b));

/**
 * Stateful handlers for the calls endpoints. The rules are the server's own (`../rules`: slot
 * cutting, the booking window, refusals, price, quota month, refund deadline, payment title); the
 * mocks keep the state they apply to: speakers' daily hours on the device's clock (where the tests
 * and the standalone page run), one user's calls, one included call a month. `clock` is "now" in ms (the device's; a test passes the clock it
 * gave the server, to choose its instants).
 */
export function callsHandlers(state: CallsMockState = createCallsMockState(), clock: () => number = () => Date.now()) {
  /** A call as the server answers it: status by time, its payment as it stands now. */
  const present = (call: Call, now: number): Call => ({
    ...withStatus(call, now),
    payment: mockPaymentSummary(state.payments, call.payment?.id) ?? call.payment,
  });
  const live = (now: number) => state.calls.map((call) => present(call, now));

  /** What the rules need of the state: the speaker's hours as weekly windows on the device's clock, the busy calls. */
  const ruleInput = (speakerId: number, duration: number, now: number, tz: string | undefined) => ({
    windows: weeklyWindows(state.hours[speakerId] ?? []),
    speakerZone: deviceZone(),
    userZone: tz ?? SCHOOL_TIME_ZONE,
    duration,
    now: new Date(now),
    busy: busy(now).map(interval),
  });

  /** Scheduled calls of the speaker or of the user (both block a slot). */
  // The mocks hold one user's calls, so every scheduled call is either the speaker's or the user's.
  const busy = (now: number) => live(now).filter((c) => c.status === 'scheduled');

  /** Why the slot cannot be booked now, as [field, message] in the server's words, or null (free-ness aside). */
  const problemOf = (
    speaker: Speaker,
    start: string,
    end: string,
    now: number,
    tz: string | undefined,
    fields: { start: string; end: string },
  ) =>
    slotProblem(
      { windows: weeklyWindows(state.hours[speaker.id] ?? []) },
      { ...speaker, time_zone: deviceZone() },
      interval({ start_dt: start, end_dt: end }),
      new Date(now),
      tz ?? SCHOOL_TIME_ZONE,
      fields,
    );

  /** The plan's one included call a month (on the service's clock): used unless cancelled with a refund. */
  function includedUsed(start: string): boolean {
    const month = quotaMonthOf(new Date(start));
    return state.calls.some(
      (call) =>
        call.is_included &&
        quotaMonthOf(new Date(call.start_dt)) === month &&
        !state.refunded.includes(call.id) &&
        !call.is_refunded,
    );
  }

  function quote(speakerId: number, start: string, end: string) {
    const included = !includedUsed(start);
    const perHour = state.pricePerHour[speakerId] ?? MOCK_CALL_PRICE * 6;
    return { is_included: included, price: included ? 0 : callPrice(perHour, interval({ start_dt: start, end_dt: end })) };
  }

  const cancellationOf = (call: Call, now: number): CancellationInfo =>
    cancellationAt(
      {
        cancelled: call.status === 'cancelled',
        refunded: call.is_refunded,
        start: new Date(call.start_dt),
        included: call.is_included,
        price: call.price,
      },
      new Date(now),
    );

  const findCall = (params: Record<string, unknown>) => {
    const parsed = callIdParam.safeParse(params);
    if (!parsed.success) return { error: invalid(parsed.error.issues, 'params') } as const;
    const found = state.calls.find((call) => call.id === parsed.data.id);
    return found ? ({ call: found } as const) : ({ error: notFound(parsed.data.id) } as const);
  };
  const unknownSpeaker = (id: number, field: string) => badRequest(`${field}: no speaker with id ${id}`, field);

  return [
    http.get('*/api/calls/speakers', () => HttpResponse.json(state.speakers)),

    http.get('*/api/calls/slots', ({ request }) => {
      const parsed = slotsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalid(parsed.error.issues, 'query');
      const { speaker_id, date, duration, tz } = parsed.data;
      if (!state.speakers.some((s) => s.id === speaker_id)) return unknownSpeaker(speaker_id, 'speaker_id');
      const now = clock();
      if (date < callBookingWindow(new Date(now), tz ?? SCHOOL_TIME_ZONE).today)
        return badRequest('date: must not be in the past', 'date');
      return HttpResponse.json(freeSlots({ ...ruleInput(speaker_id, duration, now, tz), date }));
    }),

    http.get('*/api/calls/slots/days', ({ request }) => {
      const parsed = slotDaysQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalid(parsed.error.issues, 'query');
      const { speaker_id, duration, tz } = parsed.data;
      if (!state.speakers.some((s) => s.id === speaker_id)) return unknownSpeaker(speaker_id, 'speaker_id');
      const now = clock();
      return HttpResponse.json(slotDays(ruleInput(speaker_id, duration, now, tz)));
    }),

    http.get('*/api/calls/rate', ({ request }) => {
      const parsed = callRateQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalid(parsed.error.issues, 'query');
      const { speaker_id, start_datetime, end_datetime, tz } = parsed.data;
      if (Date.parse(end_datetime) <= Date.parse(start_datetime))
        return badRequest('end_datetime: must be after the start', 'end_datetime');
      const speaker = state.speakers.find((s) => s.id === speaker_id);
      if (!speaker) return unknownSpeaker(speaker_id, 'speaker_id');
      const now = clock();
      const problem = problemOf(speaker, start_datetime, end_datetime, now, tz, {
        start: 'start_datetime',
        end: 'end_datetime',
      });
      const free = !busy(now).some((c) => overlaps(c, { start_dt: start_datetime, end_dt: end_datetime }));
      const rate: CallRate = { ...quote(speaker_id, start_datetime, end_datetime), is_available: problem === null && free };
      return HttpResponse.json(rate);
    }),

    http.get('*/api/calls', () => {
      const now = clock();
      const calls = live(now);
      const upcoming = calls.filter((c) => c.status === 'scheduled').sort((a, b) => a.start_dt.localeCompare(b.start_dt));
      const rest = calls.filter((c) => c.status !== 'scheduled').sort((a, b) => b.start_dt.localeCompare(a.start_dt));
      return HttpResponse.json([...upcoming, ...rest]);
    }),

    http.post('*/api/calls', async ({ request }) => {
      const parsed = callBookingRequest.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return invalid(parsed.error.issues, 'body');
      const { speaker: speakerId, start_dt, end_dt, comment, expected_price, tz } = parsed.data;
      // The server's order: the interval, the speaker, the slot; then the price; then who is free.
      if (Date.parse(end_dt) <= Date.parse(start_dt)) return badRequest('end_dt: must be after the start', 'end_dt');
      const speaker = state.speakers.find((s) => s.id === speakerId);
      if (!speaker) return unknownSpeaker(speakerId, 'speaker');
      const now = clock();
      const problem = problemOf(speaker, start_dt, end_dt, now, tz, { start: 'start_dt', end: 'end_dt' });
      if (problem) return badRequest(problem[1], problem[0]);
      const rate = quote(speakerId, start_dt, end_dt);
      if (expected_price !== undefined && Math.abs(expected_price - rate.price) > 0.004)
        return conflict(`The price of this call is now ${rate.price} €: check the rate and book again`);
      const slot = { start_dt, end_dt };
      const scheduled = busy(now).filter((c) => overlaps(c, slot));
      if (scheduled.some((c) => c.speaker.id === speakerId))
        return conflict('This slot has just been booked by someone else: choose another one');
      if (scheduled.length) return conflict('You already have a call at this time');
      const { id, first_name, last_name, username, photo_url } = speaker;
      // As the server: null for a photo that is not an uploaded image.
      const photo_variants = speaker.photo_variants ?? null;
      const hold = rate.is_included
        ? null
        : mockHold(
            state.payments,
            { kind: 'call', title: callPaymentTitle(speaker, new Date(start_dt)), amount: rate.price },
            now,
          );
      if (hold && 'refused' in hold)
        return HttpResponse.json({ message: hold.refused, field: UNPAID_HOLDS_FIELD }, { status: 409 });
      const booked: Call = {
        id: state.nextId++,
        status: 'scheduled',
        start_dt: toInstant(new Date(start_dt)),
        end_dt: toInstant(new Date(end_dt)),
        speaker: { id, first_name, last_name, username, photo_url, photo_variants },
        comment: comment ?? '',
        is_paid: !rate.is_included,
        price: rate.price,
        is_included: rate.is_included,
        is_refunded: false,
        review: null,
        payment: hold ? mockPaymentSummary(state.payments, hold.id) : null,
      };
      state.calls.push(booked);
      return HttpResponse.json(present(booked, now), { status: 201 });
    }),

    http.get('*/api/calls/:id', ({ params }) => {
      const found = findCall(params);
      return 'error' in found ? found.error : HttpResponse.json(present(found.call, clock()));
    }),

    http.get('*/api/calls/:id/cancel', ({ params }) => {
      const found = findCall(params);
      if ('error' in found) return found.error;
      return HttpResponse.json(cancellationOf(withStatus(found.call, clock()), clock()));
    }),

    http.post('*/api/calls/:id/cancel', ({ params }) => {
      const found = findCall(params);
      if ('error' in found) return found.error;
      const now = clock();
      const info = cancellationOf(withStatus(found.call, now), now);
      if (found.call.status === 'cancelled') return conflict(`Call ${found.call.id} is already cancelled`);
      if (!info.is_cancellable) return conflict(`Call ${found.call.id} has already started and can no longer be cancelled`);
      Object.assign(found.call, { status: 'cancelled', is_refunded: info.is_refunded });
      if (info.is_refunded) state.refunded.push(found.call.id);
      // Unpaid: the hold ends. Paid and cancelled 24 h ahead: the Stars go back through the bot's queue.
      const payment = present(found.call, now).payment;
      if (payment?.status === 'pending') setMockPaymentStatus(state.payments, payment.id, 'cancelled');
      if (payment?.status === 'paid' && info.is_refunded) {
        setMockPaymentStatus(state.payments, payment.id, 'refund_pending');
        found.call.payment = { ...payment, status: 'refund_pending' };
      }
      // What the call reads now that it is cancelled, as the server answers.
      const body: CallCancellation = { ...cancellationOf(found.call, now), call: present(found.call, now) };
      return HttpResponse.json(body);
    }),

    http.post('*/api/calls/:id/review', async ({ params, request }) => {
      const found = findCall(params);
      if ('error' in found) return found.error;
      const parsed = callReviewRequest.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return invalid(parsed.error.issues, 'body');
      const call = found.call;
      const status = withStatus(call, clock()).status;
      if (status !== 'completed') return conflict(`Call ${call.id} is ${status}: only a completed call can be reviewed`);
      if (call.review) return conflict(`Call ${call.id} has already been reviewed`);
      call.review = { rating: parsed.data.rating, comment: parsed.data.comment ?? '', created_at: toInstant(new Date(clock())) };
      return HttpResponse.json(call.review, { status: 201 });
    }),
  ];
}
