import { http, HttpResponse } from 'msw';
import { idParam, UNPAID_HOLDS_FIELD } from '@app/shared/contract';
import { meetingListQuery, meetingRegistration, type Meeting, type MeetingPage, type MeetingRate, type Participation } from '..';
import {
  describeInputIssue,
  matchesSearch,
  monthOf,
  pageLinkOf,
  pageOf,
  SCHOOL_TIME_ZONE,
  type InputIssue,
} from '@app/shared/domain';
import { meetingFixtures, meetingPrices } from './fixtures';
import {
  isJoinable,
  meetingPaymentTitle,
  priceChangedRefusal,
  registrationCharge,
  registrationRefusal,
  seatsLeft,
} from '../rules';
import { createPaymentsMockState, mockHold, mockPaymentSummary, type PaymentsMockState } from '@app/shared/mocks';

export interface MeetingsMockState {
  meetings: Meeting[];
  /** The current user's participation per meeting id. */
  participations: Map<number, Participation>;
  /** Seats other users hold, per meeting id. */
  taken: Map<number, number>;
  prices: Record<number, number>;
  /** Where pending registrations hold their payment (share it with paymentsHandlers). */
  payments: PaymentsMockState;
}

export const createMeetingsMockState = (
  meetings: Meeting[] = meetingFixtures(),
  participations: Participation[] = [],
  payments: PaymentsMockState = createPaymentsMockState(),
): MeetingsMockState => {
  const state: MeetingsMockState = {
    meetings: structuredClone(meetings),
    participations: new Map(structuredClone(participations).map((p) => [p.meeting_id, p])),
    taken: new Map(),
    prices: { ...meetingPrices },
    payments,
  };
  // Paid: the registration is joined and its ticket gets the meeting link, as the server does.
  payments.onPaid.push((payment) => {
    for (const participation of state.participations.values()) {
      if (participation.payment?.id !== payment.id || participation.status !== 'pending') continue;
      const meeting = state.meetings.find((m) => m.id === participation.meeting_id);
      participation.status = 'joined';
      participation.meeting_link = meeting ? linkOf(meeting) : null;
    }
  });
  return state;
};

const linkOf = (meeting: Meeting) =>
  meeting.format === 'online'
    ? `https://meet.jit.si/mock-${meeting.id}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(meeting.place)}`;

const badRequest = (issues: readonly InputIssue[], where: 'query' | 'params' | 'body') =>
  HttpResponse.json(describeInputIssue(issues[0]!, where), { status: 400 });
const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });
const conflict = (message: string) => HttpResponse.json({ message }, { status: 409 });

/** A live participation holds a seat; a cancelled one does not (the user may register again). */
const isLive = (p: Participation | undefined): p is Participation => !!p && p.status !== 'cancelled';
/** Registered without a charge: the plan covered it (a free meeting takes nothing from the quota either). */
const wasCovered = (p: Participation) => !p.payment;

/** The quota counts meetings by the calendar month they take place in, on the server's clock. */
const month = (iso: string) => monthOf(new Date(iso), SCHOOL_TIME_ZONE);

/** The server's order: meetings to come or under way first, soonest first; then past ones, latest first. */
const byServerOrder = (now: number) => (a: Meeting, b: Meeting) => {
  const pastA = Date.parse(a.end_time) <= now;
  const pastB = Date.parse(b.end_time) <= now;
  if (pastA !== pastB) return pastA ? 1 : -1;
  const order = pastA ? b.start_time.localeCompare(a.start_time) : a.start_time.localeCompare(b.start_time);
  return order || a.id - b.id;
};

const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

/**
 * Stateful handlers for the meetings calls, validated, ordered and paginated like the server
 * (server/src/modules/meetings/service.ts): search folds diacritics; the Basic plan covers one
 * priced meeting a month, by the month the meeting takes place in (spec section 1); a free meeting
 * is always included; seats are counted; only a joined participant gets the meeting link.
 */
export function meetingsHandlers(state: MeetingsMockState = createMeetingsMockState()) {
  const seatsTaken = (id: number) => (state.taken.get(id) ?? 0) + (isLive(state.participations.get(id)) ? 1 : 0);
  /** By the server's rules; the fixture's is_joinable stands for the organiser's switch (registration open). */
  const present = (m: Meeting): Meeting => ({
    ...m,
    is_joinable: isJoinable(
      { registrationOpen: m.is_joinable, cancelled: m.is_cancelled, start: new Date(m.start_time), capacity: m.capacity },
      seatsTaken(m.id),
      new Date(),
    ),
    seats_left: seatsLeft(m.capacity, seatsTaken(m.id)),
  });
  const meetingOf = (id: number) => state.meetings.find((m) => m.id === id);
  /** A registration with its payment as it stands now. */
  const presentParticipation = (p: Participation): Participation => ({
    ...p,
    payment: mockPaymentSummary(state.payments, p.payment?.id) ?? p.payment ?? null,
  });
  const price = (id: number) => state.prices[id] ?? 0;
  /**
   * Whether the plan covers meeting `id`: free, or (Basic: one a month) no other priced meeting
   * the plan covered that month. A live registration reports whether it was covered.
   */
  const included = (id: number) => {
    if (price(id) === 0) return true;
    const own = state.participations.get(id);
    if (isLive(own)) return wasCovered(own);
    const target = month(meetingOf(id)!.start_time);
    return ![...state.participations.values()].some((p) => {
      const other = meetingOf(p.meeting_id);
      return (
        p.meeting_id !== id &&
        isLive(p) &&
        wasCovered(p) &&
        price(p.meeting_id) > 0 &&
        !!other &&
        month(other.start_time) === target
      );
    });
  };

  const list =
    (attendedOnly: boolean) =>
    ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const parsed = meetingListQuery.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) return badRequest(parsed.error.issues, 'query');
      const { search, page, page_size } = parsed.data;
      const matches = state.meetings
        .filter((m) => !attendedOnly || isLive(state.participations.get(m.id)))
        .filter(
          (m) =>
            !search ||
            [m.title, m.subtitle, m.subdescription, m.description, m.place, ...m.categories.map((c) => c.title)].some((text) =>
              matchesSearch(text, search),
            ),
        )
        .sort(byServerOrder(Date.now()));
      const end = page * page_size;
      const body: MeetingPage = pageOf(
        matches.slice(end - page_size, end).map(present),
        matches.length,
        parsed.data,
        pageLinkOf(request.url),
      );
      return HttpResponse.json(body);
    };

  const find = (params: Record<string, unknown>) => {
    const parsed = idParam.safeParse(params);
    if (!parsed.success) return { error: badRequest(parsed.error.issues, 'params') } as const;
    const meeting = state.meetings.find((m) => m.id === parsed.data.id);
    if (!meeting) return { error: notFound(`Meeting ${parsed.data.id} not found`) } as const;
    return { meeting } as const;
  };

  return [
    http.get('*/api/meetings/feed', list(false)),
    http.get('*/api/meetings/attended', list(true)),
    http.get('*/api/meetings/:id/', ({ params }) => {
      const found = find(params);
      return found.error ?? HttpResponse.json(present(found.meeting));
    }),
    http.get('*/api/meetings/:id/rate', ({ params }) => {
      const found = find(params);
      if (found.error) return found.error;
      const { id } = found.meeting;
      const rate: MeetingRate = {
        price: price(id),
        is_included: included(id),
        status: state.participations.get(id)?.status ?? null,
      };
      return HttpResponse.json(rate);
    }),
    http.get('*/api/meetings/:id/participate', ({ params }) => {
      const found = find(params);
      if (found.error) return found.error;
      const participation = state.participations.get(found.meeting.id);
      return participation
        ? HttpResponse.json(presentParticipation(participation))
        : notFound(`You are not registered for meeting ${found.meeting.id}`);
    }),
    http.post('*/api/meetings/:id/participate', async ({ params, request }) => {
      const found = find(params);
      if (found.error) return found.error;
      const { meeting } = found;
      const body = meetingRegistration.safeParse(await request.json().catch(() => undefined));
      if (!body.success) return badRequest(body.error.issues, 'body');
      const id = meeting.id;
      const refusal = registrationRefusal(
        id,
        {
          registered: isLive(state.participations.get(id)),
          cancelled: meeting.is_cancelled,
          start: new Date(meeting.start_time),
          registrationOpen: meeting.is_joinable,
          capacity: meeting.capacity,
          taken: seatsTaken(id),
        },
        new Date(),
      );
      if (refusal) return conflict(refusal);
      const { status, charged } = registrationCharge(price(id), included(id));
      const priceChanged = priceChangedRefusal(body.data.expected_price, charged);
      if (priceChanged) return HttpResponse.json({ message: priceChanged, field: 'expected_price' }, { status: 409 });
      const covered = status === 'joined';
      const hold = covered
        ? null
        : mockHold(state.payments, { kind: 'meeting', title: meetingPaymentTitle(meeting.title), amount: charged });
      if (hold && 'refused' in hold)
        return HttpResponse.json({ message: hold.refused, field: UNPAID_HOLDS_FIELD }, { status: 409 });
      const participation: Participation = {
        meeting_id: meeting.id,
        first_name: body.data.first_name,
        last_name: body.data.last_name,
        email: body.data.email ?? '',
        status: covered ? 'joined' : 'pending',
        qr_token: randomToken(),
        meeting_link: covered ? linkOf(meeting) : null,
        created_at: new Date().toISOString(),
        payment: hold ? mockPaymentSummary(state.payments, hold.id) : null,
      };
      state.participations.set(meeting.id, participation);
      return HttpResponse.json(presentParticipation(participation), { status: 201 });
    }),
  ];
}
