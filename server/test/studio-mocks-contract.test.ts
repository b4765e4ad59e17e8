/**
 * The studio's MSW mocks (@app/studio-contract's mocks and *-mocks: the course's days, speakers,
 * authors, publications, meetings; what mf-studio's tests and its standalone
 * run answer from) against this server, as mocks-contract.test.ts does for the learners' remotes:
 * the mocks are loaded with what the server holds, the same steps run on both sides, and every
 * answer is compared (status, and the body or the error's message and field). Values each side
 * makes by itself (instants of "now", ids of new rows) are compared by type.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type {
  StudioAuthorDetail,
  StudioCourse,
  StudioDay,
  StudioDayAnalysis,
  StudioSpeaker,
  StudioHistoryEntry,
  StudioMeeting,
  StudioMeetingList,
  StudioPublication,
} from '@app/studio-contract';
import { createStudioMeetingsMockState, studioMeetingsHandlers } from '@app/studio-contract/meetings-mocks';
import { authorHandlers, createAuthorMockState } from '@app/studio-contract/authors-mocks';
import { createStudioPublicationsMockState, studioPublicationsHandlers } from '@app/studio-contract/publications-mocks';
import { createStudioMockState, studioHandlers } from '@app/studio-contract/mocks';
import { createSpeakerMockState, speakerHandlers } from '@app/studio-contract/speakers-mocks';
import type { Db } from '../src/db/types';
import { createTestApp } from './helpers';
import { mocks, same, type Answer, type Step } from './mocks-contract-support';
import { staffUser } from './staff-support';
import { meetingForm, toSave } from './studio-meetings-support';
import { textPublication } from './studio-publications-support';
import { dayNine, toSave as toSaveDay } from './studio-support';
import { newSpeaker, toSave as toSaveSpeaker } from './studio-speakers-support';

const EDITOR = { first_name: 'Eva', last_name: 'Editorová' };
const EDITOR_NAME = `${EDITOR.first_name} ${EDITOR.last_name}`;

/** Instants of "now" (when a row was saved, a history entry written) differ by design: compared by type. */
const NOW_FIELDS = new Set(['updated_at', 'at']);
function withoutNow(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutNow);
  if (!body || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, NOW_FIELDS.has(key) && value !== null ? typeof value : withoutNow(value)]),
  );
}

let app: FastifyInstance;
let db: Db;
let server: (step: Step) => Promise<Answer>;
before(async () => {
  ({ app, db } = await createTestApp());
  const { headers } = await staffUser(app, db, ['editor'], undefined, EDITOR);
  server = async ({ method, url, body }) => {
    const response = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
});
after(() => app.close());

describe("the studio's mocks answer like the server", () => {
  it('authors: the list, the checks of a name (blank, taken, malformed), a stale save and an unknown author', async () => {
    const authors = ((await server({ method: 'GET', url: '/api/studio/authors' })).body as { results: StudioAuthorDetail[] })
      .results;
    const jana = authors.find((a) => a.last_name === 'Kováčová');
    assert.ok(jana, 'the seed wrote Jana Kováčová');
    const mock = mocks(
      authorHandlers(
        createAuthorMockState({
          authors: structuredClone(authors),
          history: new Map(),
          me: EDITOR_NAME,
          otherEditor: EDITOR_NAME,
        }),
      ),
    );
    const input = (over: object) => ({ first_name: 'Mária', last_name: 'Nováková', photo_file_id: null, ...over });
    const nextId = Math.max(...authors.map((a) => a.id)) + 1;
    await same(
      [
        { method: 'GET', url: '/api/studio/authors' },
        { method: 'GET', url: `/api/studio/authors/${jana.id}` },
        { method: 'GET', url: '/api/studio/authors/999999' },
        // The new author first: a refused insert still takes a number from the server's sequence.
        { method: 'POST', url: '/api/studio/authors', body: input({ first_name: ' Mária ' }) },
        { method: 'POST', url: '/api/studio/authors', body: input({ first_name: '  ' }) },
        { method: 'POST', url: '/api/studio/authors', body: input({ last_name: '' }) },
        { method: 'POST', url: '/api/studio/authors', body: input({ first_name: jana.first_name, last_name: jana.last_name }) },
        { method: 'POST', url: '/api/studio/authors', body: { first_name: 'Mária' } },
        { method: 'GET', url: `/api/studio/authors/${nextId}/history` },
        { method: 'PUT', url: `/api/studio/authors/${nextId}`, body: { ...input({ last_name: 'Nová' }), version: 1 } },
        { method: 'PUT', url: `/api/studio/authors/${nextId}`, body: { ...input({ last_name: 'Novejšia' }), version: 1 } },
        { method: 'PUT', url: '/api/studio/authors/999999', body: { ...input({}), version: 1 } },
      ],
      server,
      mock,
      withoutNow,
    );
  });

  it("publications: scheduled on the school's clock in summer and in winter, never in the past, never over a stale version", async () => {
    const created = await server({ method: 'POST', url: '/api/studio/publications', body: textPublication(1) });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const draft = created.body as StudioPublication;
    const twin = { method: 'POST' as const, url: '/api/studio/publications', body: textPublication(1) };
    const second = (await server(twin)).body as StudioPublication;
    const history = new Map<string, StudioHistoryEntry[]>();
    for (const { id } of [draft, second]) {
      const { body } = await server({ method: 'GET', url: `/api/studio/publications/${id}/history` });
      history.set(`publications:${id}`, (body as { results: StudioHistoryEntry[] }).results);
    }
    const mock = mocks(
      studioPublicationsHandlers(
        createStudioPublicationsMockState({
          publications: structuredClone([draft, second]),
          news: [],
          history,
          me: EDITOR_NAME,
          otherEditor: EDITOR_NAME,
        }),
      ),
    );
    const publish = (id: number, version: number, publishAt?: string): Step => ({
      method: 'POST',
      url: `/api/studio/publications/${id}/publish`,
      body: publishAt === undefined ? { version } : { version, publish_at: publishAt },
    });
    await same(
      [
        { method: 'GET', url: `/api/studio/publications/${draft.id}` },
        { method: 'GET', url: '/api/studio/publications/999999' },
        publish(draft.id, draft.version, '2020-01-01T10:00'),
        publish(draft.id, draft.version + 1, '2031-07-01T10:00'),
        // 10:00 in Bratislava is 08:00 UTC in summer (CEST) and 09:00 UTC in winter (CET).
        publish(draft.id, draft.version, '2031-07-01T10:00'),
        publish(second.id, second.version, '2031-12-01T10:00'),
        { method: 'GET', url: `/api/studio/publications/${draft.id}/history` },
      ],
      server,
      mock,
      withoutNow,
    );
  });

  it("meetings: the list, the form's checks (one rule, meetingProblem), a malformed body, a stale save, an unknown meeting", async () => {
    const list = (await server({ method: 'GET', url: '/api/studio/meetings' })).body as StudioMeetingList;
    const meetings: StudioMeeting[] = [];
    for (const { id } of [...list.upcoming, ...list.past, ...list.cancelled])
      meetings.push((await server({ method: 'GET', url: `/api/studio/meetings/${id}` })).body as StudioMeeting);
    const upcoming = meetings.find((m) => m.state === 'upcoming');
    assert.ok(upcoming, 'the seed has an upcoming meeting');
    const mock = mocks(
      studioMeetingsHandlers(
        createStudioMeetingsMockState({
          meetings: structuredClone(meetings),
          history: new Map(),
          me: EDITOR_NAME,
          // The server's 409 names who saved the row last: here the seed, which has no name.
          otherEditor: upcoming.updated_by ?? 'niekto iný',
        }),
      ),
    );
    const create = (over: Parameters<typeof meetingForm>[0]): Step => ({
      method: 'POST',
      url: '/api/studio/meetings',
      body: meetingForm(over),
    });
    const form = meetingForm();
    await same(
      [
        { method: 'GET', url: '/api/studio/meetings' },
        { method: 'GET', url: `/api/studio/meetings/${upcoming.id}` },
        { method: 'GET', url: '/api/studio/meetings/999999' },
        { method: 'POST', url: '/api/studio/meetings', body: { title: 'Len názov' } },
        create({ title: '  ' }),
        create({ ends_at: form.starts_at }),
        create({ place: ' ' }),
        create({ format: 'online', link: '' }),
        create({ format: 'online', link: 'meet.jit.si/kviz' }),
        create({ categories: ['Kultúra', ' kultúra '] }),
        create({ categories: ['Kultúra', ''] }),
        create({ photo_file_ids: [7, 7] }),
        {
          method: 'PUT',
          url: `/api/studio/meetings/${upcoming.id}`,
          body: { ...toSave(upcoming), version: upcoming.version + 1 },
        },
        { method: 'PUT', url: '/api/studio/meetings/999999', body: toSave(upcoming) },
      ],
      server,
      mock,
      withoutNow,
    );
  });

  it("days: the course, a day, a new day, the form's checks, a stale save, deleting and publishing", async () => {
    const course = (await server({ method: 'GET', url: '/api/studio/course' })).body as StudioCourse;
    const days: StudioDay[] = [];
    const history = new Map<number, StudioHistoryEntry[]>();
    const analysis = new Map<number, StudioDayAnalysis>();
    for (const { id } of course.days) {
      days.push((await server({ method: 'GET', url: `/api/studio/days/${id}` })).body as StudioDay);
      history.set(
        id,
        ((await server({ method: 'GET', url: `/api/studio/days/${id}/history` })).body as { results: StudioHistoryEntry[] })
          .results,
      );
      analysis.set(id, (await server({ method: 'GET', url: `/api/studio/days/${id}/analysis` })).body as StudioDayAnalysis);
    }
    const published = days.find((d) => d.state === 'published');
    assert.ok(published, 'the seed has a published day');
    const mock = mocks(
      studioHandlers(
        createStudioMockState({
          days: structuredClone(days),
          history,
          waiting: course.waiting,
          reached: new Map(course.days.map((d) => [d.id, d.reached])),
          analysis,
          me: EDITOR_NAME,
          otherEditor: EDITOR_NAME,
        }),
      ),
    );
    const nextId = Math.max(...days.map((d) => d.id)) + 1;
    const fresh = dayNine(null);
    const draft = { ...toSaveDay({ ...days[0]!, sections: [] }), available_on: fresh.available_on, version: 1 };
    const wrongAnswer = structuredClone(fresh.sections);
    const question = wrongAnswer[0]!.tasks[0]!;
    if (question.type === 'QuestionTask') question.queries[0]!.accepted = ['Do Košíc'];
    await same(
      [
        { method: 'GET', url: '/api/studio/course' },
        { method: 'GET', url: `/api/studio/days/${published.id}` },
        { method: 'GET', url: '/api/studio/days/999999' },
        { method: 'GET', url: `/api/studio/days/${published.id}/analysis` },
        { method: 'POST', url: '/api/studio/days', body: { available_on: fresh.available_on, sections: [] } },
        { method: 'PUT', url: `/api/studio/days/${nextId}`, body: { ...draft, sections: wrongAnswer } },
        { method: 'PUT', url: `/api/studio/days/${nextId}`, body: { ...draft, version: 2 } },
        { method: 'PUT', url: '/api/studio/days/999999', body: draft },
        { method: 'DELETE', url: `/api/studio/days/${published.id}?version=${published.version}` },
        { method: 'DELETE', url: `/api/studio/days/${nextId}?version=7` },
        { method: 'POST', url: `/api/studio/days/${nextId}/publish`, body: { version: 7 } },
        { method: 'POST', url: '/api/studio/days/999999/publish', body: { version: 1 } },
        { method: 'POST', url: `/api/studio/days/${published.id}/publish`, body: { version: published.version } },
        { method: 'DELETE', url: `/api/studio/days/${nextId}?version=1` },
      ],
      server,
      mock,
      withoutNow,
    );
  });

  it('speakers: the list, a speaker, overlapping hours, a stale save, the collisions of new hours, an unknown speaker', async () => {
    const created = await server({ method: 'POST', url: '/api/studio/speakers', body: newSpeaker() });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const list = ((await server({ method: 'GET', url: '/api/studio/speakers' })).body as { results: Array<{ id: number }> })
      .results;
    const speakers: StudioSpeaker[] = [];
    const history = new Map<number, StudioHistoryEntry[]>();
    for (const { id } of list) {
      speakers.push((await server({ method: 'GET', url: `/api/studio/speakers/${id}` })).body as StudioSpeaker);
      history.set(
        id,
        ((await server({ method: 'GET', url: `/api/studio/speakers/${id}/history` })).body as { results: StudioHistoryEntry[] })
          .results,
      );
    }
    const jana = speakers.find((s) => s.id === (created.body as StudioSpeaker).id)!;
    const mock = mocks(
      speakerHandlers(
        createSpeakerMockState({
          speakers: structuredClone(speakers),
          bookings: [],
          history,
          me: EDITOR_NAME,
          otherEditor: EDITOR_NAME,
        }),
      ),
    );
    const overlapping = [
      { weekday: 3, start: '10:00', end: '12:00' },
      { weekday: 3, start: '11:00', end: '13:00' },
    ];
    await same(
      [
        { method: 'GET', url: '/api/studio/speakers' },
        { method: 'GET', url: `/api/studio/speakers/${jana.id}` },
        { method: 'GET', url: '/api/studio/speakers/999999' },
        { method: 'GET', url: `/api/studio/speakers/${jana.id}/history` },
        {
          method: 'POST',
          url: `/api/studio/speakers/${jana.id}/collisions`,
          body: { hours: [], days_off: [], hidden: false },
        },
        { method: 'PUT', url: `/api/studio/speakers/${jana.id}`, body: toSaveSpeaker(jana, { hours: overlapping }) },
        { method: 'PUT', url: `/api/studio/speakers/${jana.id}`, body: { ...toSaveSpeaker(jana), version: jana.version + 1 } },
        { method: 'PUT', url: '/api/studio/speakers/999999', body: toSaveSpeaker(jana) },
        { method: 'PUT', url: `/api/studio/speakers/${jana.id}`, body: toSaveSpeaker(jana, { price_per_hour: 22 }) },
      ],
      server,
      mock,
      withoutNow,
    );
  });
});
