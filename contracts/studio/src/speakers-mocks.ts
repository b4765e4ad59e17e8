import { http, HttpResponse } from 'msw';
import { SCHOOL_TIME_ZONE } from '@app/shared/domain';
import {
  speakerOverlapMessage,
  studioSpeakerCollisionQuery,
  studioSpeakerInput,
  studioSpeakerSave,
  type StudioHistoryEntry,
  type StudioSpeaker,
  type StudioSpeakerCollision,
  type StudioSpeakerCollisionQuery,
} from './index';

/**
 * MSW handlers of the studio's speaker API for mf-studio's tests and standalone run: in-memory
 * speakers with the rules a screen can notice (409 on a stale version, 400 at `hours.N.start` for
 * overlapping ranges, the collision report of booked calls). The server's full checks live in
 * server/src/modules/studio/speakers/checks.ts.
 */
export interface SpeakerMockBooking {
  call_id: number;
  speaker_id: number;
  /** On the school's clock. */
  date: string;
  weekday: number;
  start: string;
  end: string;
  learner_first_name: string;
}

export interface SpeakerMockState {
  speakers: StudioSpeaker[];
  bookings: SpeakerMockBooking[];
  history: Map<number, StudioHistoryEntry[]>;
  /** Who the 409 names as the editor who saved in between. */
  otherEditor: string;
  me: string;
}

const at = '2026-01-05T08:00:00.000Z';

export function createSpeakerMockState(over: Partial<SpeakerMockState> = {}): SpeakerMockState {
  return {
    speakers: [
      {
        id: 1,
        first_name: 'Katarína',
        last_name: 'Horváthová',
        username: 'katka_hovori_po_slovensky',
        bio: '',
        photo_file_id: null,
        photo_url: null,
        languages: ['slovenčina', 'angličtina'],
        price_per_hour: 24,
        hidden: false,
        hours: [{ weekday: 3, start: '10:00', end: '12:00' }],
        days_off: [],
        time_zone: SCHOOL_TIME_ZONE,
        version: 1,
        updated_at: at,
        updated_by: null,
        staff_user: null,
        upcoming_calls: 1,
      },
    ],
    bookings: [
      {
        call_id: 7,
        speaker_id: 1,
        date: '2030-01-09',
        weekday: 3,
        start: '10:00',
        end: '10:30',
        learner_first_name: 'Emma',
      },
    ],
    history: new Map([[1, [{ version: 1, action: 'created', summary: '', by: null, at }]]]),
    otherEditor: 'Ján Druhý',
    me: 'Emma Demo',
    ...over,
  };
}

const error = (status: number, message: string, field?: string) =>
  HttpResponse.json(field ? { message, field } : { message }, { status });

function collisionsOf(bookings: SpeakerMockBooking[], proposal: StudioSpeakerCollisionQuery): StudioSpeakerCollision[] {
  return bookings.flatMap((b) => {
    const reason = proposal.hidden
      ? 'hidden'
      : proposal.days_off.includes(b.date)
        ? 'day_off'
        : proposal.hours.some((h) => h.weekday === b.weekday && h.start <= b.start && b.end <= h.end)
          ? null
          : 'hours';
    return reason
      ? [
          {
            call_id: b.call_id,
            date: b.date,
            start: b.start,
            end: b.end,
            start_dt: `${b.date}T09:00:00Z`,
            learner_first_name: b.learner_first_name,
            reason,
          },
        ]
      : [];
  });
}

export function speakerHandlers(state: SpeakerMockState = createSpeakerMockState()) {
  const find = (id: number) => state.speakers.find((s) => s.id === id);
  const bookingsOf = (id: number) => state.bookings.filter((b) => b.speaker_id === id);
  const record = (id: number, entry: Omit<StudioHistoryEntry, 'at' | 'by'>) =>
    state.history.set(id, [{ ...entry, at: new Date().toISOString(), by: state.me }, ...(state.history.get(id) ?? [])]);
  // The server's rule (speakers/checks.ts): the first range that overlaps an earlier one of its weekday, and that one.
  const overlap = (hours: StudioSpeaker['hours']) => {
    for (const [index, h] of hours.entries()) {
      const earlier = hours.find((o, j) => j < index && o.weekday === h.weekday && o.start < h.end && h.start < o.end);
      if (earlier) return { index, earlier };
    }
    return null;
  };

  return [
    http.get('*/api/studio/speakers', () =>
      HttpResponse.json({
        results: state.speakers.map(
          ({ id, first_name, last_name, photo_url, languages, price_per_hour, hidden, upcoming_calls }) => ({
            id,
            first_name,
            last_name,
            photo_url,
            languages,
            price_per_hour,
            hidden,
            upcoming_calls,
          }),
        ),
      }),
    ),
    http.get('*/api/studio/speakers/:id', ({ params }) => {
      const speaker = find(Number(params.id));
      return speaker ? HttpResponse.json(speaker) : error(404, `Speaker ${params.id} not found`);
    }),
    http.get('*/api/studio/speakers/:id/history', ({ params }) =>
      HttpResponse.json({ results: state.history.get(Number(params.id)) ?? [] }),
    ),
    http.post('*/api/studio/speakers/:id/collisions', async ({ params, request }) => {
      const parsed = studioSpeakerCollisionQuery.safeParse(await request.json());
      if (!parsed.success) return error(400, parsed.error.issues[0]!.message, parsed.error.issues[0]!.path.join('.'));
      const proposal = parsed.data;
      return HttpResponse.json({ results: collisionsOf(bookingsOf(Number(params.id)), proposal) });
    }),
    http.post('*/api/studio/speakers', async ({ request }) => {
      const input = studioSpeakerInput.parse(await request.json());
      const id = Math.max(0, ...state.speakers.map((s) => s.id)) + 1;
      const speaker: StudioSpeaker = {
        ...input,
        id,
        photo_url: null,
        time_zone: SCHOOL_TIME_ZONE,
        version: 1,
        updated_at: new Date().toISOString(),
        updated_by: state.me,
        staff_user: null,
        upcoming_calls: 0,
      };
      state.speakers.push(speaker);
      record(id, { version: 1, action: 'created', summary: '' });
      return HttpResponse.json(speaker, { status: 201 });
    }),
    http.put('*/api/studio/speakers/:id', async ({ params, request }) => {
      const speaker = find(Number(params.id));
      if (!speaker) return error(404, `Speaker ${params.id} not found`);
      const parsed = studioSpeakerSave.safeParse(await request.json());
      if (!parsed.success) return error(400, parsed.error.issues[0]!.message, parsed.error.issues[0]!.path.join('.'));
      const { version, ...input } = parsed.data;
      if (version !== speaker.version)
        return error(409, `Medzitým to upravil(a) ${state.otherEditor}. Vaše úpravy zostali vo formulári.`, 'version');
      const clash = overlap(input.hours);
      if (clash) return error(400, speakerOverlapMessage(clash.earlier), `hours.${clash.index}.start`);
      const collisions = collisionsOf(bookingsOf(speaker.id), input);
      Object.assign(speaker, input, { version: version + 1, updated_at: new Date().toISOString(), updated_by: state.me });
      record(speaker.id, { version: speaker.version, action: 'saved', summary: '' });
      return HttpResponse.json({ speaker, collisions });
    }),
  ];
}
