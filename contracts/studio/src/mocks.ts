import { http, HttpResponse } from 'msw';
import {
  STUDIO_HARDEST_MIN_ANSWERED,
  STUDIO_HARDEST_PER_DAY,
  studioDayInput,
  studioDaySave,
  type StudioCourse,
  type StudioCourseAnalysis,
  type StudioDayAnalysis,
  type StudioDay,
  type StudioHistoryEntry,
  type StudioSection,
} from './index';

/**
 * MSW handlers of the studio's API for mf-studio's tests and standalone run: an in-memory course
 * with the server's rules a screen can notice (version check with 409, a choice whose answer is
 * not an option answers 400 naming the field, publish). The server's full checks live in
 * server/src/modules/studio/day-checks.ts.
 */
export interface StudioMockState {
  days: StudioDay[];
  history: Map<number, StudioHistoryEntry[]>;
  waiting: number;
  reached: Map<number, number>;
  /** Item analysis per day id (GET /studio/days/{id}/analysis); the course's hardest items follow from it as on the server. */
  analysis: Map<number, StudioDayAnalysis>;
  /** Who the 409 names as the editor who saved in between. */
  otherEditor: string;
  me: string;
}

const at = '2026-01-05T08:00:00.000Z';

const section = (id: number, over: Partial<StudioSection> = {}): StudioSection => ({
  id,
  section_type: 'reading',
  title: 'Moja rodina',
  text: 'Volám sa Tomáš.',
  time_required: 3,
  audio_file_id: null,
  audio: null,
  opened: 0,
  tasks: [
    {
      id: id * 10,
      type: 'QuestionTask',
      instructions: 'Odpovedzte.',
      queries: [{ question: 'Ako sa volá?', options: ['Tomáš', 'Peter'], accepted: ['Tomáš'] }],
      answered: 0,
      versions: 1,
    },
  ],
  ...over,
});

export function createStudioMockState(over: Partial<StudioMockState> = {}): StudioMockState {
  return {
    days: [
      {
        id: 1,
        day: 1,
        state: 'published',
        available_on: '2025-09-01',
        version: 2,
        updated_at: at,
        updated_by: null,
        published_at: at,
        draft: null,
        sections: [section(1, { opened: 4, tasks: section(1).tasks.map((t) => ({ ...t, answered: 3 })) })],
      },
      {
        id: 2,
        day: 2,
        state: 'draft',
        available_on: '2025-09-02',
        version: 1,
        updated_at: at,
        updated_by: 'Eva Editorová',
        published_at: null,
        sections: [section(2, { title: 'V kaviarni' })],
      },
    ],
    history: new Map([[2, [{ version: 1, action: 'created', summary: '1 časť, 1 úloha', by: 'Eva Editorová', at }]]]),
    waiting: 12,
    reached: new Map([[1, 12]]),
    analysis: new Map([
      [
        1,
        {
          day_id: 1,
          tasks: [
            {
              task_id: 10,
              task_type: 'QuestionTask',
              answered: 3,
              items: [{ key: 'q:ako sa volá', label: 'Ako sa volá?', answered: 3, wrong: 2 }],
            },
          ],
        },
      ],
    ]),
    otherEditor: 'Ján Druhý',
    me: 'Emma Demo',
    ...over,
  };
}

const error = (status: number, message: string, field?: string) =>
  HttpResponse.json(field ? { message, field } : { message }, { status });

export function studioHandlers(state: StudioMockState = createStudioMockState()) {
  const find = (id: number) => state.days.find((d) => d.id === id);
  // The draft of a live day: what learners keep seeing, and what publishing it will say.
  const live = new Map<number, StudioDay>();
  const pending = new Map<number, string[]>();
  const course = (): StudioCourse => ({
    days: state.days.map((d) => ({
      id: d.id,
      day: d.day,
      state: d.state,
      available_on: d.available_on,
      titles: d.sections.map((s) => s.title),
      tasks: d.sections.reduce((n, s) => n + s.tasks.length, 0),
      reached: state.reached.get(d.id) ?? 0,
      has_draft: Boolean(d.draft),
    })),
    waiting: state.waiting,
  });
  // The server's rule (server/src/modules/studio/item-analysis.ts): per published day, the largest share wrong first.
  const courseAnalysis = (): StudioCourseAnalysis => ({
    days: state.days
      .filter((d) => d.state === 'published')
      .map((d) => ({
        day_id: d.id,
        hardest: (state.analysis.get(d.id)?.tasks ?? [])
          .flatMap((task) =>
            task.items
              .filter((i) => i.wrong > 0 && i.answered >= STUDIO_HARDEST_MIN_ANSWERED)
              .map((i) => ({
                ...i,
                task_id: task.task_id,
                section_title: d.sections.find((s) => s.tasks.some((x) => x.id === task.task_id))?.title ?? '',
              })),
          )
          .sort((a, b) => b.wrong / b.answered - a.wrong / a.answered || b.wrong - a.wrong)
          .slice(0, STUDIO_HARDEST_PER_DAY),
      }))
      .filter((d) => d.hardest.length > 0),
  });
  const record = (id: number, entry: Omit<StudioHistoryEntry, 'at' | 'by'>) =>
    state.history.set(id, [{ ...entry, at: new Date().toISOString(), by: state.me }, ...(state.history.get(id) ?? [])]);

  return [
    http.get('*/api/studio/course', () => HttpResponse.json(course())),
    http.get('*/api/studio/course/analysis', () => HttpResponse.json(courseAnalysis())),
    http.get('*/api/studio/days/:id/analysis', ({ params }) => {
      const day = find(Number(params.id));
      if (!day) return error(404, 'Tento deň neexistuje.');
      const tasks = day.sections.flatMap((s) => s.tasks);
      const known = state.analysis.get(day.id)?.tasks ?? [];
      return HttpResponse.json({
        day_id: day.id,
        tasks: tasks.map(
          (task) =>
            known.find((k) => k.task_id === task.id) ?? { task_id: task.id!, task_type: task.type, answered: 0, items: [] },
        ),
      } satisfies StudioDayAnalysis);
    }),
    http.get('*/api/studio/days/:id', ({ params }) => {
      const day = find(Number(params.id));
      return day ? HttpResponse.json(day) : error(404, `Day ${params.id} not found`);
    }),
    http.get('*/api/studio/days/:id/history', ({ params }) =>
      HttpResponse.json({ results: state.history.get(Number(params.id)) ?? [] }),
    ),
    http.post('*/api/studio/days', async ({ request }) => {
      const input = studioDayInput.parse(await request.json());
      const id = Math.max(0, ...state.days.map((d) => d.id)) + 1;
      const day: StudioDay = {
        id,
        day: state.days.length + 1,
        state: 'draft',
        available_on: input.available_on,
        version: 1,
        updated_at: new Date().toISOString(),
        updated_by: state.me,
        published_at: null,
        draft: null,
        sections: [],
      };
      state.days.push(day);
      record(id, { version: 1, action: 'created', summary: '' });
      return HttpResponse.json(day, { status: 201 });
    }),
    // The server's rules (days.ts deleteDraftDay): never a published day, only from the version read.
    http.delete('*/api/studio/days/:id', ({ params, request }) => {
      const day = find(Number(params.id));
      if (!day) return error(404, `Day ${params.id} not found`);
      if (day.state === 'published') return error(409, 'Publikovaný deň sa nedá odstrániť: študenti ho už môžu mať.', 'version');
      if (Number(new URL(request.url).searchParams.get('version')) !== day.version)
        return error(409, `Medzitým to upravil(a) ${state.otherEditor}. Vaše úpravy zostali vo formulári.`, 'version');
      state.days = state.days.filter((d) => d.id !== day.id);
      return HttpResponse.json({ id: day.id });
    }),
    http.put('*/api/studio/days/:id', async ({ params, request }) => {
      const day = find(Number(params.id));
      if (!day) return error(404, `Day ${params.id} not found`);
      const save = studioDaySave.parse(await request.json());
      if (save.version !== day.version)
        return error(409, `Medzitým to upravil(a) ${state.otherEditor}. Vaše úpravy zostali vo formulári.`, 'version');
      for (const [i, s] of save.sections.entries()) {
        for (const [j, task] of s.tasks.entries()) {
          if (task.type !== 'QuestionTask') continue;
          for (const [q, query] of task.queries.entries()) {
            if (query.options.length > 0 && !query.options.includes(query.accepted[0] ?? ''))
              return error(
                400,
                `Správna odpoveď „${query.accepted[0] ?? ''}“ nie je medzi možnosťami.`,
                `sections.${i}.tasks.${j}.queries.${q}.accepted`,
              );
          }
        }
      }
      const effects: string[] = [];
      let nextId = 1000 + day.version * 100;
      const sections: StudioSection[] = save.sections.map((s) => {
        const old = day.sections.find((x) => x.id === s.id);
        return {
          ...s,
          id: s.id ?? nextId++,
          audio: old?.audio_file_id === s.audio_file_id ? (old?.audio ?? null) : null,
          opened: old?.opened ?? 0,
          tasks: s.tasks.map((task, j) => {
            const was = old?.tasks.find((x) => x.id === task.id);
            const changed =
              was &&
              JSON.stringify({ ...was, answered: 0, versions: 0 }) !== JSON.stringify({ ...task, answered: 0, versions: 0 });
            if (was && changed && was.answered > 0) {
              effects.push(
                `„${s.title}“, úloha ${j + 1}: ${was.answered} študenti už odpovedali; ich odpovede a skóre zostávajú, nová verzia platí pre ďalších.`,
              );
              return { ...task, id: nextId++, answered: 0, versions: was.versions + 1 };
            }
            return { ...task, id: task.id ?? nextId++, answered: was?.answered ?? 0, versions: was?.versions ?? 1 };
          }),
        };
      });
      const now = new Date().toISOString();
      if (day.state === 'published') {
        if (!live.has(day.id)) live.set(day.id, structuredClone(day));
        pending.set(day.id, effects);
      }
      Object.assign(day, {
        available_on: save.available_on,
        sections,
        version: day.version + 1,
        updated_by: state.me,
        updated_at: now,
        ...(day.state === 'published' && { draft: { saved_at: now, saved_by: state.me } }),
      });
      record(day.id, { version: day.version, action: 'saved', summary: day.draft ? 'koncept' : '' });
      return HttpResponse.json({ day, effects });
    }),
    http.post('*/api/studio/days/:id/draft/publish', async ({ params, request }) => {
      const day = find(Number(params.id));
      if (!day) return error(404, `Day ${params.id} not found`);
      const { version } = (await request.json()) as { version: number };
      if (version !== day.version) return error(409, `Medzitým to upravil(a) ${state.otherEditor}.`, 'version');
      if (!day.draft) return error(409, 'Tento deň nemá neuverejnené zmeny.', 'version');
      Object.assign(day, { draft: null, version: day.version + 1 });
      live.delete(day.id);
      record(day.id, { version: day.version, action: 'published', summary: '' });
      return HttpResponse.json({ day, effects: pending.get(day.id) ?? [] });
    }),
    http.post('*/api/studio/days/:id/draft/discard', async ({ params, request }) => {
      const day = find(Number(params.id));
      if (!day) return error(404, `Day ${params.id} not found`);
      const { version } = (await request.json()) as { version: number };
      if (version !== day.version) return error(409, `Medzitým to upravil(a) ${state.otherEditor}.`, 'version');
      const kept = live.get(day.id);
      if (!day.draft || !kept) return error(409, 'Tento deň nemá neuverejnené zmeny.', 'version');
      Object.assign(day, { ...kept, draft: null, version: day.version + 1 });
      live.delete(day.id);
      record(day.id, { version: day.version, action: 'saved', summary: 'koncept zahodený' });
      return HttpResponse.json(day);
    }),
    http.post('*/api/studio/days/:id/publish', async ({ params, request }) => {
      const day = find(Number(params.id));
      if (!day) return error(404, `Day ${params.id} not found`);
      const { version } = (await request.json()) as { version: number };
      // The server's order (days.ts publishDay): the day's state and content first, then the version.
      if (day.state === 'published') return error(409, 'Tento deň je už publikovaný.', 'version');
      if (day.sections.length === 0) return error(400, 'Deň potrebuje aspoň jednu časť.', 'sections');
      if (version !== day.version) return error(409, `Medzitým to upravil(a) ${state.otherEditor}.`, 'version');
      Object.assign(day, { state: 'published', published_at: new Date().toISOString(), version: day.version + 1 });
      record(day.id, { version: day.version, action: 'published', summary: '' });
      return HttpResponse.json(day);
    }),
    http.post('*/api/studio/media', async ({ request }) => {
      const name = new URL(request.url).searchParams.get('name') ?? 'nahravka.mp3';
      const size = (await request.arrayBuffer()).byteLength;
      return HttpResponse.json(
        {
          file_id: 77,
          url: '/api/media/' + 'a'.repeat(64),
          hash: 'a'.repeat(64),
          mime: 'audio/mpeg',
          size,
          duration_seconds: 32.5,
          filename: name,
        },
        { status: 201 },
      );
    }),
  ];
}
