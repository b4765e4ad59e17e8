import { http, HttpResponse } from 'msw';
import { describeInputIssue, fromLocal, SCHOOL_TIME_ZONE, timeToMinutes } from '@app/shared/domain';
import { meetingProblem } from './meeting-rules';
import {
  studioMeetingInput,
  studioMeetingSave,
  type StudioHistoryEntry,
  type StudioMeeting,
  type StudioMeetingInput,
  type StudioMeetingList,
} from './index';

/**
 * MSW handlers of /api/studio/meetings for mf-studio's tests and standalone run: an in-memory list
 * with the server's rules a screen can notice (409 on an older version, 400 `capacity` below the
 * seats taken, the form's checks of ./meeting-rules.ts that the server applies too, cancel once).
 * server/test/studio-mocks-contract.test.ts holds them to the server's answers.
 */
export interface StudioMeetingsMockState {
  meetings: StudioMeeting[];
  history: Map<number, StudioHistoryEntry[]>;
  /** Who the 409 names as the editor who saved in between. */
  otherEditor: string;
  me: string;
}

const at = '2026-01-05T08:00:00.000Z';

export const mockMeeting = (id: number, over: Partial<StudioMeeting> = {}): StudioMeeting => ({
  id,
  title: 'Prechádzka starým mestom',
  subtitle: 'Bratislava krok za krokom',
  subdescription: 'Korunovačná cesta a Michalská brána.',
  description: 'Dve hodiny pešo historickým centrom.',
  format: 'offline',
  place: 'Hlavné námestie, Bratislava',
  link: '',
  starts_at: '2031-05-14T16:00',
  ends_at: '2031-05-14T18:00',
  capacity: 12,
  price: 5,
  registration_open: true,
  categories: ['Kultúra'],
  photo_file_ids: [],
  photos: [],
  state: 'upcoming',
  zone: SCHOOL_TIME_ZONE,
  version: 1,
  updated_at: at,
  updated_by: 'Eva Editorová',
  cancelled_at: null,
  participants: { joined: 4, pending: 1 },
  ...over,
});

export function createStudioMeetingsMockState(over: Partial<StudioMeetingsMockState> = {}): StudioMeetingsMockState {
  return {
    meetings: [
      mockMeeting(1),
      mockMeeting(2, {
        title: 'Kvíz o zvykoch',
        format: 'online',
        link: 'https://meet.jit.si/kviz',
        state: 'past',
        starts_at: '2025-03-01T18:00',
        ends_at: '2025-03-01T19:00',
        participants: { joined: 9, pending: 0 },
      }),
      mockMeeting(3, { title: 'Vianočné trhy', state: 'cancelled', cancelled_at: at, participants: { joined: 0, pending: 0 } }),
    ],
    history: new Map([[1, [{ version: 1, action: 'created', summary: '', by: 'Eva Editorová', at }]]]),
    otherEditor: 'Ján Druhý',
    me: 'Emma Demo',
    ...over,
  };
}

const error = (status: number, message: string, field?: string) =>
  HttpResponse.json(field ? { message, field } : { message }, { status });
const missing = (id: unknown) => error(404, `Meeting ${Number(id)} not found`);
const invalid = (issues: Parameters<typeof describeInputIssue>[0][]) =>
  HttpResponse.json(describeInputIssue(issues[0]!), { status: 400 });
/** yyyy-MM-ddTHH:mm on the school's clock → the instant. */
const schoolInstant = (local: string) => {
  const [date, time] = local.split('T') as [string, string];
  return fromLocal(date, timeToMinutes(time), SCHOOL_TIME_ZONE);
};

/** What the screen shows of a stored input: photos echo as URLs of the mock media. */
const stored = (meeting: StudioMeeting, input: StudioMeetingInput): StudioMeeting => ({
  ...meeting,
  ...input,
  photos: input.photo_file_ids.map(
    (file_id) => meeting.photos.find((p) => p.file_id === file_id) ?? { file_id, url: `/api/media/${file_id}` },
  ),
});

const CHANGES: Array<[keyof StudioMeetingInput, string]> = [
  ['starts_at', 'čas'],
  ['ends_at', 'čas'],
  ['place', 'miesto'],
  ['link', 'odkaz'],
  ['format', 'formát'],
  ['title', 'názov'],
  ['description', 'popis'],
];

export function studioMeetingsHandlers(state: StudioMeetingsMockState = createStudioMeetingsMockState()) {
  const find = (id: number) => state.meetings.find((m) => m.id === id);
  const record = (id: number, entry: Omit<StudioHistoryEntry, 'at' | 'by'>) =>
    state.history.set(id, [{ ...entry, at: new Date().toISOString(), by: state.me }, ...(state.history.get(id) ?? [])]);
  const check = (input: StudioMeetingInput) => {
    const problem = meetingProblem(input, schoolInstant(input.starts_at), schoolInstant(input.ends_at));
    return problem ? error(400, problem.message, problem.field) : null;
  };

  return [
    http.get('*/api/studio/meetings', () => {
      const list: StudioMeetingList = { zone: SCHOOL_TIME_ZONE, upcoming: [], past: [], cancelled: [] };
      for (const m of state.meetings)
        list[m.state].push({
          id: m.id,
          title: m.title,
          state: m.state,
          starts_at: m.starts_at,
          ends_at: m.ends_at,
          format: m.format,
          place: m.place,
          capacity: m.capacity,
          price: m.price,
          participants: m.participants,
          thumbnail_url: m.photos[0]?.url ?? null,
        });
      return HttpResponse.json(list);
    }),
    http.get('*/api/studio/meetings/:id', ({ params }) => {
      const meeting = find(Number(params.id));
      return meeting ? HttpResponse.json(meeting) : missing(params.id);
    }),
    http.get('*/api/studio/meetings/:id/history', ({ params }) =>
      HttpResponse.json({ results: state.history.get(Number(params.id)) ?? [] }),
    ),
    http.post('*/api/studio/meetings', async ({ request }) => {
      const parsed = studioMeetingInput.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      const bad = check(parsed.data);
      if (bad) return bad;
      const id = Math.max(0, ...state.meetings.map((m) => m.id)) + 1;
      const meeting = stored(mockMeeting(id, { participants: { joined: 0, pending: 0 }, updated_by: state.me }), parsed.data);
      state.meetings.push(meeting);
      record(id, { version: 1, action: 'created', summary: '' });
      return HttpResponse.json(meeting, { status: 201 });
    }),
    http.put('*/api/studio/meetings/:id', async ({ params, request }) => {
      const meeting = find(Number(params.id));
      if (!meeting) return missing(params.id);
      const parsed = studioMeetingSave.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      const { version, ...input } = parsed.data;
      if (meeting.state === 'cancelled') return error(409, 'Stretnutie je zrušené; už sa nedá upravovať.', 'version');
      if (version !== meeting.version)
        return error(409, `Medzitým to upravil(a) ${state.otherEditor}. Vaše úpravy zostali vo formulári.`, 'version');
      const bad = check(input);
      if (bad) return bad;
      const taken = meeting.participants.joined + meeting.participants.pending;
      if (input.capacity < taken)
        return error(400, `Prihlásených je už ${taken}; kapacita nemôže byť menšia (najmenej ${taken}).`, 'capacity');
      const changed = [...new Set(CHANGES.filter(([key]) => meeting[key] !== input[key]).map(([, name]) => name))];
      Object.assign(meeting, stored(meeting, input), { version: meeting.version + 1, updated_by: state.me });
      record(meeting.id, { version: meeting.version, action: 'saved', summary: changed.join(', ') });
      return HttpResponse.json({ meeting, notified: changed.length ? taken : 0, changed });
    }),
    http.post('*/api/studio/meetings/:id/cancel', async ({ params, request }) => {
      const meeting = find(Number(params.id));
      if (!meeting) return missing(params.id);
      const { version } = (await request.json()) as { version: number };
      if (meeting.state === 'cancelled') return error(409, 'Stretnutie už je zrušené.', 'version');
      if (version !== meeting.version) return error(409, `Medzitým to upravil(a) ${state.otherEditor}.`, 'version');
      const notified = meeting.participants.joined + meeting.participants.pending;
      Object.assign(meeting, {
        state: 'cancelled',
        cancelled_at: new Date().toISOString(),
        version: meeting.version + 1,
        participants: { joined: 0, pending: 0 },
      });
      record(meeting.id, { version: meeting.version, action: 'cancelled', summary: '' });
      return HttpResponse.json({ meeting, notified, refunds: 1 });
    }),
  ];
}
