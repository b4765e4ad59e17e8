import { http, HttpResponse } from 'msw';
import { idParam } from '@app/shared/contract';
import {
  publicationListQuery,
  publicationReactQuery,
  type Publication,
  type PublicationPage,
  type PublicationReaction,
  type PublicationState,
} from '..';
import { describeInputIssue, matchesSearch, pageLinkOf, pageOf, type InputIssue } from '@app/shared/domain';
import { blogFileFixtures, publicationFixtures, toSummary } from './fixtures';

export interface BlogMockState {
  publications: Publication[];
  /** Ids of the starred publications, most recently starred first (the order of Označené). */
  starredOrder: number[];
}

export const createBlogMockState = (publications: Publication[] = publicationFixtures): BlogMockState => ({
  publications: structuredClone(publications),
  starredOrder: publications.filter((p) => p.starred).map((p) => p.id),
});

const badRequest = (issues: readonly InputIssue[], where: 'query' | 'params' = 'query') =>
  HttpResponse.json(describeInputIssue(issues[0]!, where), { status: 400 });
const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

// The server's orders: the feed newest first, Označené most recently starred first.
const newestFirst = (a: Publication, b: Publication) => b.published_at.localeCompare(a.published_at) || b.id - a.id;

const stateOf = (p: Publication): PublicationState => ({
  id: p.id,
  starred: p.starred,
  reaction: p.reaction,
  like_count: p.like_count,
  dislike_count: p.dislike_count,
});

/** Stateful handlers for the blog and file calls, validated and paginated like the server. */
export function blogHandlers(state: BlogMockState = createBlogMockState()) {
  const list =
    (starredOnly: boolean) =>
    ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const parsed = publicationListQuery.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) return badRequest(parsed.error.issues);
      const { search, page, page_size } = parsed.data;
      // Publications a test marks starred directly (p.starred = true) follow the ones starred here.
      const starredRank = (p: Publication) => {
        const at = state.starredOrder.indexOf(p.id);
        return at === -1 ? state.starredOrder.length + state.publications.indexOf(p) : at;
      };
      const matches = starredOnly
        ? state.publications.filter((p) => p.starred).sort((a, b) => starredRank(a) - starredRank(b))
        : [...state.publications].sort(newestFirst);
      const found = matches.filter((p) => !search || [p.title, p.description, p.content].some((t) => matchesSearch(t, search)));
      const results = found.slice((page - 1) * page_size, page * page_size).map(toSummary);
      const body: PublicationPage = pageOf(results, found.length, parsed.data, pageLinkOf(request.url));
      return HttpResponse.json(body);
    };

  const find = (params: Record<string, unknown>) => {
    const parsed = idParam.safeParse(params);
    if (!parsed.success) return { error: badRequest(parsed.error.issues, 'params') } as const;
    const publication = state.publications.find((p) => p.id === parsed.data.id);
    if (!publication) return { error: notFound(`Publication ${parsed.data.id} not found`) } as const;
    return { publication } as const;
  };

  const react = (publication: Publication, reaction: PublicationReaction | null) => {
    const count = (value: PublicationReaction) =>
      (value === 'like' ? publication.like_count : publication.dislike_count) -
      (publication.reaction === value ? 1 : 0) +
      (reaction === value ? 1 : 0);
    Object.assign(publication, { reaction, like_count: count('like'), dislike_count: count('dislike') });
    return HttpResponse.json(stateOf(publication));
  };

  return [
    http.get('*/api/blog/feed', list(false)),
    http.get('*/api/blog/starred', list(true)),
    http.get('*/api/blog/:id/', ({ params }) => {
      const found = find(params);
      return found.error ?? HttpResponse.json(found.publication);
    }),
    http.post('*/api/blog/:id/star', ({ params }) => {
      const found = find(params);
      if (found.error) return found.error;
      if (!found.publication.starred) state.starredOrder.unshift(found.publication.id);
      found.publication.starred = true;
      return HttpResponse.json(stateOf(found.publication));
    }),
    http.delete('*/api/blog/:id/star', ({ params }) => {
      const found = find(params);
      if (found.error) return found.error;
      state.starredOrder = state.starredOrder.filter((id) => id !== found.publication.id);
      found.publication.starred = false;
      return HttpResponse.json(stateOf(found.publication));
    }),
    http.post('*/api/blog/:id/react', ({ params, request }) => {
      const found = find(params);
      if (found.error) return found.error;
      const query = publicationReactQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return badRequest(query.error.issues);
      return react(found.publication, query.data.is_positive ? 'like' : 'dislike');
    }),
    http.delete('*/api/blog/:id/react', ({ params }) => {
      const found = find(params);
      return found.error ?? react(found.publication, null);
    }),
    http.get('*/api/file/:id/', ({ params }) => {
      const parsed = idParam.safeParse(params);
      if (!parsed.success) return badRequest(parsed.error.issues, 'params');
      const file = blogFileFixtures.find((f) => f.id === parsed.data.id);
      return file ? HttpResponse.json(file) : notFound(`File ${parsed.data.id} not found`);
    }),
  ];
}
