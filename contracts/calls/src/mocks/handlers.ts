import { http, HttpResponse } from 'msw';
import {
  CALL_BOOKING_WINDOW_DAYS,
  callBookingWindow,
  CALL_DEFAULT_TIME_ZONE,
  CALL_DURATION_STEP_MINUTES,
  CALL_MAX_DURATION_MINUTES,
  CALL_MIN_DURATION_MINUTES,
  CALL_MIN_NOTICE_MINUTES,
  CALL_REFUND_MIN_HOURS,
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
  type Slot,
  type Speaker,
} from '..';
import { UNPAID_HOLDS_FIELD } from '@app/shared/contract';
import { describeInputIssue, type InputIssue } from '@app/shared/domain';
import { callFixtures, MOCK_CALL_PRICE, speakerFixtures, speakerHoursFixtures, toInstant } from './fixtures';
import {
  createPaymentsMockState,
  mockHold,
  mockPaymentSummary,
  setMockPaymentStatus,
  type PaymentsMockState,
} from '@app/shared/mocks';

/** The payment's title as the server words it: names, then the start on the service's clock. */
function paymentTitle(speaker: Speaker, start: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: CALL_DEFAULT_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
      .formatToParts(new Date(start))
      .map((part) => [part.type, part.value]),
  );
  return `Hovor: ${speaker.first_name} ${speaker.last_name}, ${parts.day}. ${parts.month}. ${parts.year} ${Number(parts.hour)}:${parts.minute}`;
}

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

/** yyyy-MM on the service's clock: the plan's monthly call counts by it, as on the server. */
const quotaMonth = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CALL_DEFAULT_TIME_ZONE, year: 'numeric', month: '2-digit' }).format(new Date(iso));

/** The server's booking window, one rule for slots, rate and booking: the learner's days in `tz`. */
const bookingWindow = (now: number, tz: string | undefined) => callBookingWindow(new Date(now), tz ?? CALL_DEFAULT_TIME_ZONE);

const isAllowedDuration = (minutes: number) =>
  Number.isInteger(minutes) &&
  minutes >= CALL_MIN_DURATION_MINUTES &&
  minutes <= CALL_MAX_DURATION_MINUTES &&
  minutes % CALL_DURATION_STEP_MINUTES === 0;

const MINUTE = 60_000;
/** The calendar day after a yyyy-MM-dd one. */
const nextDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Status by time, as the server reads it: a scheduled call whose end has passed is completed. */
const withStatus = (call: Call, now: number): Call =>
  call.status === 'scheduled' && Date.parse(call.end_dt) <= now ? { ...call, status: 'completed' } : call;

const overlaps = (a: { start_dt: string; end_dt: string }, b: { start_dt: string; end_dt: string }) =>
  Date.parse(a.start_dt) < Date.parse(b.end_dt) && Date.parse(b.start_dt) < Date.parse(a.end_dt);

/**
 * Stateful handlers for the calls endpoints, following the server's rules (server/README.md
 * "## Calls") closely enough for the screens: slots are cut from each speaker's daily hours on the
 * device's clock (where the tests and the standalone page run), minus booked calls, a minimum
 * notice and the booking window; one included call per month; cancel refunds 24 h ahead; a call is
 * reviewed once, after it ended. `clock` is "now" in ms (the device's; a test passes the clock it
 * gave the server, to choose its instants).
 */
export function callsHandlers(state: CallsMockState = createCallsMockState(), clock: () => number = () => Date.now()) {
  /** A call as the server answers it: status by time, its payment as it stands now. */
  const present = (call: Call, now: number): Call => ({
    ...withStatus(call, now),
    payment: mockPaymentSummary(state.payments, call.payment?.id) ?? call.payment,
  });
  const live = (now: number) => state.calls.map((call) => present(call, now));

  function slotsFor(speakerId: number, date: string, duration: number, now: number, tz: string | undefined): Slot[] {
    const window = bookingWindow(now, tz);
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const slots: Slot[] = [];
    for (const [from, to] of state.hours[speakerId] ?? []) {
      for (let minutes = toMinutes(from); minutes + duration <= toMinutes(to); minutes += duration) {
        const start = new Date(y, m - 1, d, 0, minutes);
        const end = new Date(start.getTime() + duration * MINUTE);
        const candidate = {
          slot_start: hhmm(minutes),
          slot_end: hhmm(minutes + duration),
          start_dt: toInstant(start),
          end_dt: toInstant(end),
        };
        const tooSoon = start < window.earliest;
        const tooFar = start >= window.end;
        const taken = state.calls.some(
          (call) => call.status === 'scheduled' && call.speaker.id === speakerId && overlaps(call, candidate),
        );
        if (!tooSoon && !tooFar && !taken) slots.push(candidate);
      }
    }
    return slots.sort((a, b) => a.start_dt.localeCompare(b.start_dt));
  }

  /** On the speaker's grid: a slot of exactly this length cut from one of their hours that day. */
  function onGrid(speakerId: number, start: string, end: string): boolean {
    const local = new Date(start);
    const midnight = new Date(local.getFullYear(), local.getMonth(), local.getDate());
    const duration = (Date.parse(end) - Date.parse(start)) / MINUTE;
    return (state.hours[speakerId] ?? []).some(([from, to]) => {
      for (let minutes = toMinutes(from); minutes + duration <= toMinutes(to); minutes += duration) {
        const slot = new Date(midnight.getFullYear(), midnight.getMonth(), midnight.getDate(), 0, minutes).getTime();
        if (slot === Date.parse(start)) return true;
      }
      return false;
    });
  }

  /** Why the slot cannot be booked now, as [field, message] in the server's words, or null (free-ness aside). */
  function slotProblem(
    speaker: Speaker,
    start: string,
    end: string,
    now: number,
    tz: string | undefined,
    fields: { start: string; end: string },
  ) {
    const at = Date.parse(start);
    if (at <= now) return [fields.start, `${fields.start}: is in the past`] as const;
    if (at < now + CALL_MIN_NOTICE_MINUTES * MINUTE)
      return [
        fields.start,
        `${fields.start}: is too soon; calls are booked at least ${CALL_MIN_NOTICE_MINUTES} minutes ahead`,
      ] as const;
    if (at >= bookingWindow(now, tz).end.getTime())
      return [fields.start, `${fields.start}: is beyond the booking window (today + ${CALL_BOOKING_WINDOW_DAYS} days)`] as const;
    const minutes = (Date.parse(end) - at) / MINUTE;
    if (!isAllowedDuration(minutes)) return [fields.end, `${fields.end}: a call of ${minutes} minutes is not offered`] as const;
    if (!onGrid(speaker.id, start, end))
      return [fields.start, `${fields.start}: ${speaker.first_name} ${speaker.last_name} offers no call at this time`] as const;
    return null;
  }

  /** Scheduled calls of the speaker or of the user overlapping the slot (both block it). */
  // The mocks hold one user's calls, so every scheduled call is either the speaker's or the user's.
  const busy = (slot: { start_dt: string; end_dt: string }, now: number) =>
    live(now).filter((c) => c.status === 'scheduled' && overlaps(c, slot));

  /** The plan's one included call a month (on the service's clock): used unless cancelled with a refund. */
  function includedUsed(start: string): boolean {
    const month = quotaMonth(start);
    return state.calls.some(
      (call) => call.is_included && quotaMonth(call.start_dt) === month && !state.refunded.includes(call.id) && !call.is_refunded,
    );
  }

  function priceOf(speakerId: number, start: string, end: string): number {
    const perHour = state.pricePerHour[speakerId] ?? MOCK_CALL_PRICE * 6;
    return Math.round(((perHour * (Date.parse(end) - Date.parse(start))) / (60 * MINUTE)) * 100) / 100;
  }

  function quote(speakerId: number, start: string, end: string) {
    const included = !includedUsed(start);
    return { is_included: included, price: included ? 0 : priceOf(speakerId, start, end) };
  }

  function cancellationOf(call: Call, now: number): CancellationInfo {
    const start = Date.parse(call.start_dt);
    const cancellable = call.status === 'scheduled' && start > now;
    return {
      is_cancellable: cancellable,
      // A cancelled call reports what was decided when it was cancelled.
      is_refunded:
        call.status === 'cancelled' ? call.is_refunded : cancellable && start - now >= CALL_REFUND_MIN_HOURS * 60 * MINUTE,
      is_paid: call.is_paid,
      price: call.price,
      refund_deadline: toInstant(new Date(start - CALL_REFUND_MIN_HOURS * 60 * MINUTE)),
    };
  }

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
      if (date < bookingWindow(now, tz).today) return badRequest('date: must not be in the past', 'date');
      return HttpResponse.json(slotsFor(speaker_id, date, duration, now, tz));
    }),

    http.get('*/api/calls/slots/days', ({ request }) => {
      const parsed = slotDaysQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalid(parsed.error.issues, 'query');
      const { speaker_id, duration, tz } = parsed.data;
      if (!state.speakers.some((s) => s.id === speaker_id)) return unknownSpeaker(speaker_id, 'speaker_id');
      const now = clock();
      const { today, lastDay } = bookingWindow(now, tz);
      // The days the slots handler above answers non-empty: the same cutting, day by day.
      const days: string[] = [];
      for (let date = today; date <= lastDay; date = nextDay(date)) {
        if (slotsFor(speaker_id, date, duration, now, tz).length > 0) days.push(date);
      }
      return HttpResponse.json(days);
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
      const problem = slotProblem(speaker, start_datetime, end_datetime, now, tz, {
        start: 'start_datetime',
        end: 'end_datetime',
      });
      const free = busy({ start_dt: start_datetime, end_dt: end_datetime }, now).length === 0;
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
      const problem = slotProblem(speaker, start_dt, end_dt, now, tz, { start: 'start_dt', end: 'end_dt' });
      if (problem) return badRequest(problem[1], problem[0]);
      const rate = quote(speakerId, start_dt, end_dt);
      if (expected_price !== undefined && Math.abs(expected_price - rate.price) > 0.004)
        return conflict(`The price of this call is now ${rate.price} €: check the rate and book again`);
      const slot = { start_dt, end_dt };
      const scheduled = live(now).filter((c) => c.status === 'scheduled' && overlaps(c, slot));
      if (scheduled.some((c) => c.speaker.id === speakerId))
        return conflict('This slot has just been booked by someone else: choose another one');
      if (scheduled.length) return conflict('You already have a call at this time');
      const { id, first_name, last_name, username, photo_url } = speaker;
      const hold = rate.is_included
        ? null
        : mockHold(state.payments, { kind: 'call', title: paymentTitle(speaker, start_dt), amount: rate.price }, now);
      if (hold && 'refused' in hold)
        return HttpResponse.json({ message: hold.refused, field: UNPAID_HOLDS_FIELD }, { status: 409 });
      const booked: Call = {
        id: state.nextId++,
        status: 'scheduled',
        start_dt: toInstant(new Date(start_dt)),
        end_dt: toInstant(new Date(end_dt)),
        speaker: { id, first_name, last_name, username, photo_url },
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
