import { http, HttpResponse } from 'msw';
import { pageLinkOf, pageOf, SCHOOL_TIME_ZONE } from '@app/shared/domain';
import type { Person } from '@app/shared/mocks';
import { NOT_LINKED_SPEAKER, roleRefusal, ticketRefusal } from '../rules';
import {
  encodeSpeakerCallCursor,
  speakerCallQuery,
  speakingQueueQuery,
  speakingScoreBody,
  staffPageQuery,
  ticketScanBody,
  type CheckInResult,
  type SpeakerCall,
  type SpeakerCallQuery,
  type SpeakingQueueItem,
  type StaffMe,
  type StaffMeetingDetail,
  type StaffParticipant,
  type StaffUser,
} from '..';

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** The demo's valid ticket for meeting 1: what the standalone page's scanner stand-in reads. */
export const MOCK_TICKET_TOKEN = 'demoTicketToken_0123456789abcdef';

/** What the staff endpoints answer; tests read and change it to set the scene. */
export interface StaffMockState {
  me: StaffMe;
  queue: SpeakingQueueItem[];
  /** Who scored which `section_id:user_id` first (the next score is a 409 naming them). */
  scored: Record<string, string>;
  /** The percent of the last correction per `section_id:user_id`. */
  corrected?: Record<string, number>;
  meetings: StaffMeetingDetail[];
  /** qr_token → [meeting id, participant id] */
  tokens: Record<string, [number, number]>;
  calls: SpeakerCall[];
  users: StaffUser[];
}

const participant = (id: number, first_name: string, last_name: string, status: StaffParticipant['status'] = 'joined') => ({
  id,
  first_name,
  last_name,
  username: `${first_name.toLowerCase()}_${id}`,
  status,
  checked_in_at: null,
});

/** The speakers row the demo's speaker role is linked to. */
const DEMO_SPEAKER: StaffMe['speaker'] = {
  id: 1,
  first_name: 'Katarína',
  last_name: 'Horváthová',
  time_zone: SCHOOL_TIME_ZONE,
};

/**
 * GET /staff/me for a user holding `roles` (their /users/me `staff_roles`), as the server answers
 * it from the same rows: a speaker role is linked to the demo speaker, no other role is.
 */
export const staffMeFor = (roles: readonly StaffMe['roles'][number][] = []): StaffMe => ({
  roles: [...roles],
  speaker: roles.includes('speaker') ? structuredClone(DEMO_SPEAKER) : null,
});

export const createStaffMockState = (overrides: Partial<StaffMockState> = {}): StaffMockState => ({
  me: staffMeFor(['admin', 'teacher', 'organiser', 'speaker']),
  queue: [
    {
      section_id: 3,
      section_title: 'Rozprávanie: predstavte sa',
      activity_id: 1,
      submitted_at: iso(-5 * HOUR),
      learner: { id: 7, telegram_id: 100000007, username: 'jana_uci', first_name: 'Jana', last_name: 'Malá' },
      tasks: [
        {
          task_id: 5,
          instructions: 'Nahrajte hlasovú správu a pošlite ju lektorovi.',
          prompt: 'Predstavte sa: meno, odkiaľ ste a čo robíte.',
          chat_url: 'https://t.me/slovencina_lektor',
          is_skipped: false,
        },
      ],
    },
  ],
  scored: {},
  meetings: [
    {
      id: 1,
      title: 'Prechádzka starým mestom',
      place: 'Bratislava, Hlavné námestie',
      format: 'offline',
      start_time: iso(HOUR),
      end_time: iso(3 * HOUR),
      capacity: 20,
      counts: { joined: 2, pending: 1, checked_in: 0, no_show: 0 },
      // The server's default window: 2 h before the start until 2 h after the end.
      check_in_opens_at: iso(-HOUR),
      check_in_closes_at: iso(5 * HOUR),
      cancelled_at: null,
      participants: [
        participant(11, 'Eva', 'Malá'),
        participant(12, 'Peter', 'Novák'),
        participant(13, 'Ján', 'Kováč', 'pending'),
      ],
    },
  ],
  tokens: { [MOCK_TICKET_TOKEN]: [1, 11] },
  calls: [
    {
      id: 21,
      start_dt: iso(-3 * HOUR),
      end_dt: iso(-2.5 * HOUR),
      status: 'completed',
      learner: { id: 7, telegram_id: 100000007, username: 'jana_uci', first_name: 'Jana', last_name: 'Malá' },
      comment: 'Chcem sa rozprávať o počasí.',
      can_mark: true,
      outcome: null,
      can_undo: false,
    },
  ],
  users: [{ id: 7, telegram_id: 100000007, username: 'jana_uci', first_name: 'Jana', last_name: 'Malá', roles: [] }],
  ...overrides,
});

/** The server's 403 of a role check, in its words (requireStaffRole). */
const forbidden = (role: StaffMe['roles'][number]) => HttpResponse.json({ message: roleRefusal([role]) }, { status: 403 });

function counts(meeting: StaffMeetingDetail) {
  const live = meeting.participants;
  meeting.counts = {
    joined: live.filter((p) => p.status === 'joined').length,
    pending: live.filter((p) => p.status === 'pending').length,
    checked_in: live.filter((p) => p.checked_in_at).length,
    no_show: live.filter((p) => p.status === 'no-show').length,
  };
}

/** A speaker role not linked to a speaker (server: linkedSpeaker). */
const notLinked = () => HttpResponse.json({ message: NOT_LINKED_SPEAKER }, { status: 403 });

/** The server's check-in rules (server/src/modules/staff/README.md) on the mock state. */
function checkIn(state: StaffMockState, meetingId: number, participantId: number | undefined): CheckInResult {
  const meeting = state.meetings.find((m) => m.participants.some((p) => p.id === participantId));
  const p = meeting?.participants.find((x) => x.id === participantId);
  const now = new Date();
  if (!meeting || !p) return ticketRefusal(null, meetingId, { opens: now, closed: false }, now)!;
  const door = {
    opens: new Date(meeting.check_in_opens_at),
    closed: now > new Date(meeting.check_in_closes_at),
    cancelled: meeting.cancelled_at !== null,
  };
  const refusal = ticketRefusal({ participant: p, meetingId: meeting.id }, meetingId, door, now);
  if (refusal) return refusal;
  p.checked_in_at = new Date().toISOString();
  counts(meeting);
  return { result: 'checked_in', participant: p };
}

/** One page of a list as the server answers it (count, next, previous, results). */
const page = <T>(request: Request, all: T[], query: { page: number; page_size: number }) =>
  HttpResponse.json(
    pageOf(
      all.slice((query.page - 1) * query.page_size, query.page * query.page_size),
      all.length,
      query,
      pageLinkOf(request.url),
    ),
  );

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** A 400 as the server answers a query it cannot read: the message names the field. */
function badQuery(error: { issues: Array<{ path: PropertyKey[]; message: string }> }) {
  const field = String(error.issues[0]?.path[0] ?? 'query');
  return HttpResponse.json({ message: `${field}: ${error.issues[0]?.message}`, field }, { status: 400 });
}

/**
 * A page of the speaker's calls as the server cuts it: upcoming (ending after the first page's
 * instant) soonest first, then past latest first, continued after the cursor's (start, id).
 */
function callsPage(calls: SpeakerCall[], query: SpeakerCallQuery) {
  const at = query.cursor?.at ?? new Date();
  const keyOf = (c: SpeakerCall) => ({ part: new Date(c.end_dt) > at ? 0 : 1, start: Date.parse(c.start_dt), id: c.id });
  type Key = ReturnType<typeof keyOf>;
  const order = (a: Key, b: Key) =>
    a.part - b.part || (a.part === 0 ? a.start - b.start || a.id - b.id : b.start - a.start || b.id - a.id);
  const cursor = query.cursor && { part: query.cursor.part, start: query.cursor.start.getTime(), id: query.cursor.id };
  const rest = calls
    .map((call) => ({ call, key: keyOf(call) }))
    .filter(({ key }) => !cursor || order(key, cursor) > 0)
    .sort((a, b) => order(a.key, b.key));
  const shown = rest.slice(0, query.page_size);
  const last = shown.at(-1);
  const next =
    rest.length > query.page_size && last
      ? encodeSpeakerCallCursor({ at, part: last.key.part as 0 | 1, start: new Date(last.key.start), id: last.key.id })
      : null;
  return { results: shown.map(({ call }) => call), next };
}

/** Stateful handlers for the /staff endpoints; a user without roles gets 403 as from the server. */
export function staffHandlers(state: StaffMockState = createStaffMockState()) {
  const has = (role: StaffMe['roles'][number]) => state.me.roles.includes('admin') || state.me.roles.includes(role);
  return [
    http.get('*/api/staff/me', () => HttpResponse.json(state.me)),
    http.get('*/api/staff/speaking', ({ request }) => {
      if (!has('teacher')) return forbidden('teacher');
      const query = speakingQueueQuery.parse(queryOf(request));
      const items = state.queue.filter(
        (q) =>
          (query.section_id === undefined || q.section_id === query.section_id) &&
          (query.user_id === undefined || q.learner.id === query.user_id),
      );
      return page(request, items, query);
    }),
    http.post('*/api/staff/speaking/:section/user/:user/score', async ({ params, request }) => {
      if (!has('teacher')) return forbidden('teacher');
      const body = speakingScoreBody.safeParse(await request.json());
      if (!body.success) {
        const field = String(body.error.issues[0]?.path[0] ?? 'body');
        return HttpResponse.json({ message: `${field}: ${body.error.issues[0]?.message}`, field }, { status: 400 });
      }
      const key = `${String(params.section)}:${String(params.user)}`;
      if (state.scored[key]) return HttpResponse.json({ message: `Already scored by ${state.scored[key]}` }, { status: 409 });
      state.scored[key] = 'Katarína Horváthová';
      state.queue = state.queue.filter((q) => `${q.section_id}:${q.learner.id}` !== key);
      return HttpResponse.json({ ...body.data, evaluated_at: new Date().toISOString(), evaluated_by: 'Katarína Horváthová' });
    }),
    http.put('*/api/staff/speaking/:section/user/:user/score', async ({ params, request }) => {
      if (!has('teacher')) return forbidden('teacher');
      const body = speakingScoreBody.safeParse(await request.json());
      if (!body.success) {
        const field = String(body.error.issues[0]?.path[0] ?? 'body');
        return HttpResponse.json({ message: `${field}: ${body.error.issues[0]?.message}`, field }, { status: 400 });
      }
      const key = `${String(params.section)}:${String(params.user)}`;
      if (!state.scored[key])
        return HttpResponse.json({ message: 'The section has no score yet: score it first' }, { status: 409 });
      state.corrected = { ...state.corrected, [key]: body.data.percent };
      return HttpResponse.json({ ...body.data, evaluated_at: new Date().toISOString(), evaluated_by: 'Katarína Horváthová' });
    }),
    http.get('*/api/staff/meetings', ({ request }) =>
      has('organiser')
        ? page(
            request,
            state.meetings.map(({ participants: _p, ...m }) => m),
            staffPageQuery.parse(queryOf(request)),
          )
        : forbidden('organiser'),
    ),
    http.get('*/api/staff/meetings/:id', ({ params }) => {
      if (!has('organiser')) return forbidden('organiser');
      const meeting = state.meetings.find((m) => m.id === Number(params.id));
      return meeting ? HttpResponse.json(meeting) : HttpResponse.json({ message: 'Meeting not found' }, { status: 404 });
    }),
    http.post('*/api/staff/meetings/:id/check-in', async ({ params, request }) => {
      if (!has('organiser')) return forbidden('organiser');
      const body = ticketScanBody.parse(await request.json());
      const target = state.tokens[body.qr_token.trim()];
      return HttpResponse.json(checkIn(state, Number(params.id), target?.[1]));
    }),
    http.post('*/api/staff/meetings/:id/participants/:pid/check-in', ({ params }) =>
      has('organiser') ? HttpResponse.json(checkIn(state, Number(params.id), Number(params.pid))) : forbidden('organiser'),
    ),
    http.delete('*/api/staff/meetings/:id/participants/:pid/check-in', ({ params }) => {
      if (!has('organiser')) return forbidden('organiser');
      const meeting = state.meetings.find((m) => m.id === Number(params.id));
      const p = meeting?.participants.find((x) => x.id === Number(params.pid));
      if (!meeting || !p) return HttpResponse.json({ message: 'Participant not found' }, { status: 404 });
      if (!p.checked_in_at)
        return HttpResponse.json({ message: 'The participant is not checked in', field: 'participant_id' }, { status: 409 });
      p.checked_in_at = null;
      counts(meeting);
      return HttpResponse.json({ participant: p });
    }),
    http.get('*/api/staff/calls', ({ request }) => {
      if (!has('speaker')) return forbidden('speaker');
      if (!state.me.speaker) return notLinked();
      const query = speakerCallQuery.safeParse(queryOf(request));
      if (!query.success) return badQuery(query.error);
      return HttpResponse.json({
        time_zone: state.me.speaker.time_zone,
        ...callsPage(state.calls, query.data),
        hours: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 2, start: '09:00', end: '12:00' },
          { weekday: 2, start: '14:00', end: '16:00' },
        ],
        days_off: ['2030-01-09'],
      });
    }),
    http.post('*/api/staff/calls/:id/outcome', async ({ params, request }) => {
      if (!has('speaker')) return forbidden('speaker');
      if (!state.me.speaker) return notLinked();
      const { outcome } = (await request.json()) as { outcome: 'completed' | 'missed' };
      const c = state.calls.find((x) => x.id === Number(params.id));
      if (!c) return HttpResponse.json({ message: 'Call not found' }, { status: 404 });
      if (!c.can_mark) return HttpResponse.json({ message: 'Already marked' }, { status: 409 });
      Object.assign(c, { can_mark: false, outcome, can_undo: true, status: outcome === 'missed' ? 'missed' : 'completed' });
      return HttpResponse.json(c);
    }),
    http.delete('*/api/staff/calls/:id/outcome', ({ params }) => {
      if (!has('speaker')) return forbidden('speaker');
      if (!state.me.speaker) return notLinked();
      const c = state.calls.find((x) => x.id === Number(params.id));
      if (!c) return HttpResponse.json({ message: 'Call not found' }, { status: 404 });
      if (!c.can_undo) return HttpResponse.json({ message: 'Not marked, or the mark is final' }, { status: 409 });
      Object.assign(c, { can_mark: true, outcome: null, can_undo: false, status: 'completed' });
      return HttpResponse.json(c);
    }),
    http.get('*/api/staff/users', ({ request }) => {
      if (!has('admin')) return forbidden('admin');
      const search = (new URL(request.url).searchParams.get('search') ?? '').replace(/^@/, '').toLowerCase();
      const results = state.users.filter((u) =>
        search ? `${u.first_name} ${u.last_name} ${u.username ?? ''}`.toLowerCase().includes(search) : u.roles.length > 0,
      );
      return HttpResponse.json({ results });
    }),
    http.get('*/api/staff/speakers', () =>
      has('admin')
        ? HttpResponse.json({ results: [{ id: 1, first_name: 'Katarína', last_name: 'Horváthová', linked_user_id: null }] })
        : forbidden('admin'),
    ),
    http.put('*/api/staff/users/:id/roles/:role', async ({ params, request }) => {
      if (!has('admin')) return forbidden('admin');
      const user = state.users.find((u) => u.id === Number(params.id));
      if (!user) return HttpResponse.json({ message: 'User not found' }, { status: 404 });
      const body = ((await request.json().catch(() => ({}))) ?? {}) as { speaker_id?: number };
      const role = params.role as StaffMe['roles'][number];
      if (!user.roles.some((r) => r.role === role))
        user.roles.push({ role, source: 'granted', speaker_id: body.speaker_id ?? null });
      return HttpResponse.json(user);
    }),
    http.delete('*/api/staff/users/:id/roles/:role', ({ params }) => {
      if (!has('admin')) return forbidden('admin');
      const user = state.users.find((u) => u.id === Number(params.id));
      if (!user) return HttpResponse.json({ message: 'User not found' }, { status: 404 });
      user.roles = user.roles.filter((r) => r.role !== params.role || r.source === 'env');
      return HttpResponse.json(user);
    }),
  ];
}

/**
 * The staff handlers as the server answers `person` (a standalone page's or a test's, from
 * `@app/shared/mocks`): /staff/me holds the roles their /users/me does, as both read one table on
 * the server. `state` sets the rest of the scene; its `me` is replaced.
 */
export const staffHandlersFor =
  (state: StaffMockState = createStaffMockState()) =>
  (person: Person) => {
    state.me = staffMeFor(person.user.staff_roles);
    return staffHandlers(state);
  };
