import { http, HttpResponse } from 'msw';
import { fromLocal, SCHOOL_TIME_ZONE, timeToMinutes } from '@app/shared/domain';
import {
  studioGoLive,
  studioNewsInput,
  studioNewsSave,
  studioPublicationInput,
  studioPublicationSave,
  type StudioHistoryEntry,
  type StudioItemState,
  type StudioNews,
  type StudioPublication,
} from './index';

/** yyyy-MM-ddTHH:mm on the school's clock → the instant. */
const schoolInstant = (local: string): Date => {
  const [date, time] = local.split('T') as [string, string];
  return fromLocal(date, timeToMinutes(time), SCHOOL_TIME_ZONE);
};

/**
 * MSW handlers of the studio's publications and news (mf-studio's tests and standalone run): an
 * in-memory list with the rules a screen can notice (version check with 409, a blank title and an
 * audio publication without its recording answer 400 naming the field, scheduling, withdrawal).
 * The server's full checks live in server/src/modules/studio/publications/.
 */
export interface StudioPublicationsMockState {
  publications: StudioPublication[];
  news: StudioNews[];
  history: Map<string, StudioHistoryEntry[]>;
  otherEditor: string;
  me: string;
}

const at = '2026-01-05T08:00:00.000Z';
const state0 = { withdrawn_at: null, updated_at: at, updated_by: 'Eva Editorová' };

export function createStudioPublicationsMockState(over: Partial<StudioPublicationsMockState> = {}): StudioPublicationsMockState {
  return {
    publications: [
      {
        ...state0,
        id: 1,
        state: 'published',
        version: 3,
        published_at: at,
        title: 'Pozdravy a predstavenie',
        type: 'audio',
        description: 'Jana a Peter sa zoznamujú.',
        content: '',
        duration: 1,
        thumbnail_file_id: 10,
        thumbnail: { file_id: 10, url: '/media/blog/pozdravy.jpg', filename: 'pozdravy.jpg' },
        audio_file_id: 11,
        audio: { file_id: 11, url: '/media/blog/pozdravy.mp3', filename: 'pozdravy.mp3', duration_seconds: 41 },
        video_file_id: null,
        video: null,
        transcript: 'Dobrý deň! Volám sa Jana.',
        author_id: 1,
        categories: ['Rozhovory'],
        series_title: 'Slovenčina na každý deň',
        sequence_order: 1,
      },
      {
        ...state0,
        id: 2,
        state: 'draft',
        version: 1,
        published_at: null,
        title: 'Káva po slovensky',
        type: 'text',
        description: 'Ako si objednať kávu.',
        content: '## Káva\n\nDám si **kávu**, prosím.',
        duration: 1,
        thumbnail_file_id: null,
        thumbnail: null,
        audio_file_id: null,
        audio: null,
        video_file_id: null,
        video: null,
        transcript: '',
        author_id: 2,
        categories: ['Kultúra'],
        series_title: '',
        sequence_order: null,
      },
    ],
    news: [
      {
        ...state0,
        id: 1,
        state: 'published',
        version: 1,
        published_at: at,
        title: 'Nová epizóda: V kaviarni',
        description: 'Podcast pokračuje.',
        thumbnail_file_id: null,
        thumbnail: null,
        type: 'Info',
        chip_tag: 'Podcast',
        instant_redirect: true,
        redirect_code: 'blog',
        blog_publication_id: 1,
        meeting_id: null,
        priority: 40,
      },
    ],
    history: new Map([['publications:2', [{ version: 1, action: 'created', summary: '', by: 'Eva Editorová', at }]]]),
    otherEditor: 'Ján Druhý',
    me: 'Emma Demo',
    ...over,
  };
}

const error = (status: number, message: string, field?: string) =>
  HttpResponse.json(field ? { message, field } : { message }, { status });
/** The server's 404: 'publication 7 not found', 'news 7 not found'. */
const missing = (kind: 'publications' | 'news', id: unknown) =>
  error(404, `${kind === 'publications' ? 'publication' : 'news'} ${Number(id)} not found`);

export function studioPublicationsHandlers(state: StudioPublicationsMockState = createStudioPublicationsMockState()) {
  const authors = [
    { id: 1, name: 'Jana Kováčová', photo_url: null },
    { id: 2, name: 'Peter Horváth', photo_url: null },
  ];
  const record = (key: string, version: number, action: StudioHistoryEntry['action']) =>
    state.history.set(key, [
      { version, action, summary: '', by: state.me, at: new Date().toISOString() },
      ...(state.history.get(key) ?? []),
    ]);
  const touched = (version: number) => ({ version: version + 1, updated_at: new Date().toISOString(), updated_by: state.me });
  const stale = () => error(409, `Medzitým to upravil(a) ${state.otherEditor}. Vaše úpravy zostali vo formulári.`, 'version');
  const filtered = <T extends { state: StudioItemState }>(items: T[], request: Request) => {
    const wanted = new URL(request.url).searchParams.get('state');
    return wanted ? items.filter((i) => i.state === wanted) : items;
  };

  const lifecycle = <T extends StudioPublication | StudioNews>(kind: 'publications' | 'news', items: () => T[]) => [
    http.get(`*/api/studio/${kind}/:id/history`, ({ params }) =>
      HttpResponse.json({ results: state.history.get(`${kind}:${Number(params.id)}`) ?? [] }),
    ),
    http.post(`*/api/studio/${kind}/:id/publish`, async ({ params, request }) => {
      const item = items().find((i) => i.id === Number(params.id));
      if (!item) return missing(kind, params.id);
      const body = studioGoLive.parse(await request.json());
      if (body.version !== item.version) return stale();
      if ('audio_file_id' in item && item.type === 'audio' && item.audio_file_id === null)
        return error(400, 'Audio publikácia potrebuje nahrávku.', 'audio_file_id');
      if ('video_file_id' in item && item.type === 'video' && item.video_file_id === null)
        return error(400, 'Video publikácia potrebuje video.', 'video_file_id');
      // Written on the school's clock, as the server reads it: summer and winter alike.
      const scheduled = body.publish_at ? schoolInstant(body.publish_at) : null;
      if (scheduled && scheduled.getTime() <= Date.now())
        return error(400, 'Čas zverejnenia musí byť v budúcnosti.', 'publish_at');
      Object.assign(item, touched(item.version), {
        state: scheduled ? 'scheduled' : 'published',
        published_at: (scheduled ?? new Date()).toISOString(),
        withdrawn_at: null,
      });
      record(`${kind}:${item.id}`, item.version, scheduled ? 'scheduled' : 'published');
      return HttpResponse.json(item);
    }),
    http.post(`*/api/studio/${kind}/:id/withdraw`, async ({ params, request }) => {
      const item = items().find((i) => i.id === Number(params.id));
      if (!item) return missing(kind, params.id);
      const { version } = (await request.json()) as { version: number };
      if (version !== item.version) return stale();
      Object.assign(item, touched(item.version), { state: 'withdrawn', withdrawn_at: new Date().toISOString() });
      record(`${kind}:${item.id}`, item.version, 'withdrawn');
      return HttpResponse.json(item);
    }),
  ];

  /**
   * One kind's list, item, create and save. `summary` is a row of the list; `check` refuses a save
   * the way the server does for that kind; `apply` writes a save into the item.
   */
  const crud = <T extends StudioPublication | StudioNews, C extends object, S extends { version: number }>(
    kind: 'publications' | 'news',
    items: () => T[],
    rules: {
      summary: (item: T) => object;
      listExtra?: object;
      create: (body: unknown) => C;
      newItem: (input: C, id: number) => T;
      save: (body: unknown) => S;
      check: (input: S) => Response | undefined;
      apply: (item: T, input: S) => void;
    },
  ) => [
    http.get(`*/api/studio/${kind}`, ({ request }) =>
      HttpResponse.json({
        results: filtered(items(), request).map(rules.summary),
        ...rules.listExtra,
        time_zone: SCHOOL_TIME_ZONE,
      }),
    ),
    http.get(`*/api/studio/${kind}/:id`, ({ params }) => {
      const item = items().find((i) => i.id === Number(params.id));
      return item ? HttpResponse.json(item) : missing(kind, params.id);
    }),
    http.post(`*/api/studio/${kind}`, async ({ request }) => {
      const id = Math.max(0, ...items().map((i) => i.id)) + 1;
      const item = rules.newItem(rules.create(await request.json()), id);
      items().push(item);
      record(`${kind}:${id}`, 1, 'created');
      return HttpResponse.json(item, { status: 201 });
    }),
    http.put(`*/api/studio/${kind}/:id`, async ({ params, request }) => {
      const item = items().find((i) => i.id === Number(params.id));
      if (!item) return missing(kind, params.id);
      const input = rules.save(await request.json());
      if (input.version !== item.version) return stale();
      const refused = rules.check(input);
      if (refused) return refused;
      rules.apply(item, input);
      Object.assign(item, touched(item.version));
      record(`${kind}:${item.id}`, item.version, 'saved');
      return HttpResponse.json(item);
    }),
    ...lifecycle(kind, items),
  ];
  const fresh = { ...state0, updated_by: state.me, state: 'draft' as const, version: 1, published_at: null, thumbnail: null };

  return [
    ...crud('publications', () => state.publications, {
      summary: (p) => ({
        id: p.id,
        state: p.state,
        version: p.version,
        published_at: p.published_at,
        withdrawn_at: p.withdrawn_at,
        updated_at: p.updated_at,
        updated_by: p.updated_by,
        title: p.title,
        type: p.type,
        thumbnail_url: p.thumbnail?.url ?? null,
        categories: p.categories,
      }),
      listExtra: { authors },
      create: (body) => studioPublicationInput.parse(body),
      newItem: (input, id): StudioPublication => ({ ...input, ...fresh, id, duration: 1, audio: null, video: null }),
      save: (body) => studioPublicationSave.parse(body),
      check: (input) => (input.title.trim() ? undefined : error(400, 'Napíšte názov.', 'title')),
      apply: (item, { version: _, ...input }) =>
        Object.assign(item, input, {
          thumbnail:
            input.thumbnail_file_id === null
              ? null
              : { file_id: input.thumbnail_file_id, url: `/api/media/${'b'.repeat(64)}`, filename: 'obalka.jpg' },
          audio:
            input.audio_file_id === null
              ? null
              : (item.audio ?? {
                  file_id: input.audio_file_id,
                  url: `/api/media/${'a'.repeat(64)}`,
                  filename: 'nahravka.mp3',
                  duration_seconds: 32.5,
                }),
          video:
            input.video_file_id === null
              ? null
              : (item.video ?? {
                  file_id: input.video_file_id,
                  url: `/api/media/${'c'.repeat(64)}`,
                  filename: 'video.mp4',
                  duration_seconds: 75,
                }),
        }),
    }),
    ...crud('news', () => state.news, {
      summary: (n) => ({
        id: n.id,
        state: n.state,
        version: n.version,
        published_at: n.published_at,
        withdrawn_at: n.withdrawn_at,
        updated_at: n.updated_at,
        updated_by: n.updated_by,
        title: n.title,
        chip_tag: n.chip_tag,
        priority: n.priority,
        redirect_code: n.redirect_code,
      }),
      create: (body) => studioNewsInput.parse(body),
      newItem: (input, id): StudioNews => ({ ...input, ...fresh, id }),
      save: (body) => studioNewsSave.parse(body),
      check: (input) =>
        input.redirect_code === 'blog' && input.blog_publication_id === null
          ? error(400, 'Vyberte publikáciu, na ktorú novinka vedie.', 'blog_publication_id')
          : undefined,
      apply: (item, { version: _, ...input }) => Object.assign(item, input),
    }),
  ];
}
