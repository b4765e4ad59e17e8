import { http, HttpResponse } from 'msw';
import { describeInputIssue } from '@app/shared/domain';
import { studioAuthorInput, studioAuthorSave, type StudioAuthorDetail, type StudioHistoryEntry } from './index';

/**
 * MSW handlers of the studio's authors API for mf-studio's tests and standalone run: in-memory
 * authors with the rules a screen can notice (409 on a stale version, 400 `first_name` /
 * `last_name` for a blank or taken name). The server's checks live in
 * server/src/modules/studio/authors/service.ts.
 */
export interface AuthorMockState {
  authors: StudioAuthorDetail[];
  history: Map<number, StudioHistoryEntry[]>;
  /** Who the 409 names as the editor who saved in between. */
  otherEditor: string;
  me: string;
  /** Photo URLs by uploaded file id (the media mock's answers). */
  photos: Map<number, string>;
}

const at = '2026-01-05T08:00:00.000Z';

export function createAuthorMockState(over: Partial<AuthorMockState> = {}): AuthorMockState {
  return {
    authors: [
      {
        id: 1,
        first_name: 'Jana',
        last_name: 'Kováčová',
        photo_file_id: null,
        photo_url: '/media/blog/authors/jana.jpg',
        version: 1,
        updated_at: at,
        updated_by: null,
        publications: 3,
      },
    ],
    history: new Map([[1, [{ version: 1, action: 'created', summary: 'Jana Kováčová', by: null, at }]]]),
    otherEditor: 'Ján Druhý',
    me: 'Emma Demo',
    photos: new Map(),
    ...over,
  };
}

const error = (status: number, message: string, field?: string) =>
  HttpResponse.json(field ? { message, field } : { message }, { status });

export function authorHandlers(state: AuthorMockState = createAuthorMockState()) {
  const find = (id: number) => state.authors.find((a) => a.id === id);
  const record = (id: number, entry: Omit<StudioHistoryEntry, 'at' | 'by'>) =>
    state.history.set(id, [{ ...entry, at: new Date().toISOString(), by: state.me }, ...(state.history.get(id) ?? [])]);
  const refused = (input: { first_name: string; last_name: string }, id: number | null) => {
    if (!input.first_name.trim()) return error(400, 'Zadajte meno autora.', 'first_name');
    if (!input.last_name.trim()) return error(400, 'Zadajte priezvisko autora.', 'last_name');
    const taken = state.authors.some(
      (a) => a.id !== id && a.first_name === input.first_name.trim() && a.last_name === input.last_name.trim(),
    );
    return taken ? error(400, 'Autor s týmto menom už existuje.', 'last_name') : null;
  };

  return [
    http.get('*/api/studio/authors', () => HttpResponse.json({ results: state.authors })),
    http.get('*/api/studio/authors/:id', ({ params }) => {
      const author = find(Number(params.id));
      return author ? HttpResponse.json(author) : error(404, `Author ${Number(params.id)} not found`);
    }),
    http.get('*/api/studio/authors/:id/history', ({ params }) =>
      HttpResponse.json({ results: state.history.get(Number(params.id)) ?? [] }),
    ),
    http.post('*/api/studio/authors', async ({ request }) => {
      const parsed = studioAuthorInput.safeParse(await request.json());
      if (!parsed.success) return HttpResponse.json(describeInputIssue(parsed.error.issues[0]!), { status: 400 });
      const input = parsed.data;
      const refusal = refused(input, null);
      if (refusal) return refusal;
      const id = Math.max(0, ...state.authors.map((a) => a.id)) + 1;
      const author: StudioAuthorDetail = {
        first_name: input.first_name.trim(),
        last_name: input.last_name.trim(),
        photo_file_id: input.photo_file_id,
        photo_url: input.photo_file_id === null ? null : (state.photos.get(input.photo_file_id) ?? null),
        id,
        version: 1,
        updated_at: new Date().toISOString(),
        updated_by: state.me,
        publications: 0,
      };
      state.authors.push(author);
      record(id, { version: 1, action: 'created', summary: `${author.first_name} ${author.last_name}` });
      return HttpResponse.json(author, { status: 201 });
    }),
    http.put('*/api/studio/authors/:id', async ({ params, request }) => {
      const author = find(Number(params.id));
      if (!author) return error(404, `Author ${Number(params.id)} not found`);
      const parsed = studioAuthorSave.safeParse(await request.json());
      if (!parsed.success) return HttpResponse.json(describeInputIssue(parsed.error.issues[0]!), { status: 400 });
      const { version, ...input } = parsed.data;
      if (version !== author.version)
        return error(409, `Medzitým to upravil(a) ${state.otherEditor}. Vaše úpravy zostali vo formulári.`, 'version');
      const refusal = refused(input, author.id);
      if (refusal) return refusal;
      Object.assign(author, {
        first_name: input.first_name.trim(),
        last_name: input.last_name.trim(),
        photo_url:
          input.photo_file_id === author.photo_file_id
            ? author.photo_url
            : input.photo_file_id === null
              ? null
              : (state.photos.get(input.photo_file_id) ?? null),
        photo_file_id: input.photo_file_id,
        version: version + 1,
        updated_at: new Date().toISOString(),
        updated_by: state.me,
      });
      record(author.id, { version: author.version, action: 'saved', summary: '' });
      return HttpResponse.json(author);
    }),
  ];
}
