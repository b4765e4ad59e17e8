import { http, HttpResponse } from 'msw';
import {
  CALL_BOOKING_WINDOW_DAYS,
  CALL_MIN_NOTICE_MINUTES,
  CALL_REFUND_MIN_HOURS,
  callBookingRequest,
  callIdParam,
  callRateQuery,
  callReviewRequest,
  slotsQuery,
  type Call,
  type CallCancellation,
  type CallRate,
  type CancellationInfo,
  type Slot,
  type Speaker,
  UNPAID_HOLDS_FIELD,
} from '../contract';
import { callFixtures, MOCK_CALL_PRICE, speakerFixtures, speakerHoursFixtures, toInstant } from './calls-fixtures';
import {
  createPaymentsMockState,
  mockHold,
  mockPaymentSummary,
  setMockPaymentStatus,
  type PaymentsMockState,
} from './payments-handlers';

export * from './calls-fixtures';

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
    ...overrides,
  };
};

type Issue = { path: PropertyKey[]; message: string };
const invalid = (issues: Issue[]) => {
  const field = String(issues[0]?.path[0] ?? 'body');
  return HttpResponse.json({ message: `${field}: ${issues[0]?.message}`, field }, { status: 400 });
};
const badRequest = (message: string, field: string) => HttpResponse.json({ message, field }, { status: 400 });
const notFound = () => HttpResponse.json({ message: 'Call not found' }, { status: 404 });
const conflict = (message: string) => HttpResponse.json({ message }, { status: 409 });

const MINUTE = 60_000;
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
 * reviewed once, after it ended.
 */
export function callsHandlers(state: CallsMockState = createCallsMockState()) {
  /** A call as the server answers it: status by time, its payment as it stands now. */
  const present = (call: Call, now: number): Call => ({
    ...withStatus(call, now),
    payment: mockPaymentSummary(state.payments, call.payment?.id) ?? call.payment,
  });
  const live = (now: number) => state.calls.map((call) => present(call, now));

  function slotsFor(speakerId: number, date: string, duration: number, now: number): Slot[] {
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
        const tooSoon = start.getTime() < now + CALL_MIN_NOTICE_MINUTES * MINUTE;
        // Whole days, as on the server: up to the end of today + 30 on this clock.
        const today = new Date(now);
        const tooFar = start >= new Date(today.getFullYear(), today.getMonth(), today.getDate() + CALL_BOOKING_WINDOW_DAYS + 1);
        const taken = state.calls.some(
          (call) => call.status === 'scheduled' && call.speaker.id === speakerId && overlaps(call, candidate),
        );
        if (!tooSoon && !tooFar && !taken) slots.push(candidate);
      }
    }
    return slots.sort((a, b) => a.start_dt.localeCompare(b.start_dt));
  }

  /** Offered means: the speaker's own slot of that length, still free and bookable now. */
  function isOffered(speakerId: number, start: string, end: string, now: number): boolean {
    const local = new Date(start);
    const date = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    const duration = (Date.parse(end) - Date.parse(start)) / MINUTE;
    return slotsFor(speakerId, date, duration, now).some((slot) => Date.parse(slot.start_dt) === Date.parse(start));
  }

  /** The plan's one included call a month: used by an included call unless it was cancelled with a refund. */
  function includedUsed(start: string): boolean {
    const month = start.slice(0, 7);
    return state.calls.some(
      (call) => call.is_included && call.start_dt.slice(0, 7) === month && !state.refunded.includes(call.id),
    );
  }

  function rateFor(speakerId: number, start: string, end: string, now: number): CallRate {
    const included = !includedUsed(start);
    return { price: included ? 0 : MOCK_CALL_PRICE, is_included: included, is_available: isOffered(speakerId, start, end, now) };
  }

  function cancellationOf(call: Call, now: number): CancellationInfo {
    const start = Date.parse(call.start_dt);
    const cancellable = call.status === 'scheduled' && start > now;
    return {
      is_cancellable: cancellable,
      is_refunded: cancellable && start - now >= CALL_REFUND_MIN_HOURS * 60 * MINUTE,
      is_paid: call.is_paid,
      price: call.price,
      refund_deadline: toInstant(new Date(start - CALL_REFUND_MIN_HOURS * 60 * MINUTE)),
    };
  }

  const findCall = (params: Record<string, unknown>) => {
    const parsed = callIdParam.safeParse(params);
    if (!parsed.success) return { error: invalid(parsed.error.issues) } as const;
    const found = state.calls.find((call) => call.id === parsed.data.id);
    return found ? ({ call: found } as const) : ({ error: notFound() } as const);
  };

  return [
    http.get('*/api/calls/speakers', () => HttpResponse.json(state.speakers)),

    http.get('*/api/calls/slots', ({ request }) => {
      const parsed = slotsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalid(parsed.error.issues);
      const { speaker_id, date, duration } = parsed.data;
      if (!state.speakers.some((s) => s.id === speaker_id)) return badRequest('speaker_id: unknown speaker', 'speaker_id');
      return HttpResponse.json(slotsFor(speaker_id, date, duration, Date.now()));
    }),

    http.get('*/api/calls/rate', ({ request }) => {
      const parsed = callRateQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalid(parsed.error.issues);
      const { speaker_id, start_datetime, end_datetime } = parsed.data;
      if (!state.speakers.some((s) => s.id === speaker_id)) return badRequest('speaker_id: unknown speaker', 'speaker_id');
      if (Date.parse(end_datetime) <= Date.parse(start_datetime))
        return badRequest('end_datetime: must be after start_datetime', 'end_datetime');
      return HttpResponse.json(rateFor(speaker_id, start_datetime, end_datetime, Date.now()));
    }),

    http.get('*/api/calls', () => {
      const now = Date.now();
      const calls = live(now);
      const upcoming = calls.filter((c) => c.status === 'scheduled').sort((a, b) => a.start_dt.localeCompare(b.start_dt));
      const rest = calls.filter((c) => c.status !== 'scheduled').sort((a, b) => b.start_dt.localeCompare(a.start_dt));
      return HttpResponse.json([...upcoming, ...rest]);
    }),

    http.post('*/api/calls', async ({ request }) => {
      const parsed = callBookingRequest.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return invalid(parsed.error.issues);
      const { speaker: speakerId, start_dt, end_dt, comment, expected_price } = parsed.data;
      const speaker = state.speakers.find((s) => s.id === speakerId);
      if (!speaker) return badRequest('speaker: unknown speaker', 'speaker');
      if (Date.parse(end_dt) <= Date.parse(start_dt)) return badRequest('end_dt: must be after start_dt', 'end_dt');
      const now = Date.now();
      const slot = { start_dt, end_dt };
      if (state.calls.some((c) => c.status === 'scheduled' && c.speaker.id === speakerId && overlaps(c, slot))) {
        return conflict('The slot is no longer free');
      }
      if (state.calls.some((c) => c.status === 'scheduled' && overlaps(c, slot)))
        return conflict('You already have a call at that time');
      if (!isOffered(speakerId, start_dt, end_dt, now))
        return badRequest('start_dt: the speaker does not offer this slot', 'start_dt');
      const rate = rateFor(speakerId, start_dt, end_dt, now);
      if (expected_price !== undefined && expected_price !== rate.price) return conflict('The price has changed');
      const { id, first_name, last_name, username, photo_url } = speaker;
      const hold = rate.is_included
        ? null
        : mockHold(state.payments, { kind: 'call', title: `Hovor: ${first_name} ${last_name}`, amount: rate.price }, now);
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

    http.get('*/api/calls/:id/cancel', ({ params }) => {
      const found = findCall(params);
      if ('error' in found) return found.error;
      return HttpResponse.json(cancellationOf(withStatus(found.call, Date.now()), Date.now()));
    }),

    http.post('*/api/calls/:id/cancel', ({ params }) => {
      const found = findCall(params);
      if ('error' in found) return found.error;
      const now = Date.now();
      const info = cancellationOf(withStatus(found.call, now), now);
      if (!info.is_cancellable) return conflict('The call can no longer be cancelled');
      Object.assign(found.call, { status: 'cancelled', is_refunded: info.is_refunded });
      if (info.is_refunded) state.refunded.push(found.call.id);
      // Unpaid: the hold ends. Paid and cancelled 24 h ahead: the Stars go back through the bot's queue.
      const payment = present(found.call, now).payment;
      if (payment?.status === 'pending') setMockPaymentStatus(state.payments, payment.id, 'cancelled');
      if (payment?.status === 'paid' && info.is_refunded) {
        setMockPaymentStatus(state.payments, payment.id, 'refund_pending');
        found.call.payment = { ...payment, status: 'refund_pending' };
      }
      const body: CallCancellation = { ...info, call: present(found.call, now) };
      return HttpResponse.json(body);
    }),

    http.post('*/api/calls/:id/review', async ({ params, request }) => {
      const found = findCall(params);
      if ('error' in found) return found.error;
      const parsed = callReviewRequest.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return invalid(parsed.error.issues);
      const call = found.call;
      if (withStatus(call, Date.now()).status !== 'completed') return conflict('Only a completed call can be reviewed');
      if (call.review) return conflict('The call has already been reviewed');
      call.review = { rating: parsed.data.rating, comment: parsed.data.comment ?? '', created_at: toInstant(new Date()) };
      return HttpResponse.json(call.review, { status: 201 });
    }),
  ];
}
