import { http, HttpResponse } from 'msw';
import {
  idParam,
  publicationListQuery,
  publicationReactQuery,
  type Publication,
  type PublicationPage,
  type PublicationReaction,
  type PublicationState,
} from '../contract';
import { blogFileFixtures, publicationFixtures, toSummary } from './blog-fixtures';

export interface BlogMockState {
  publications: Publication[];
}

export const createBlogMockState = (publications: Publication[] = publicationFixtures): BlogMockState => ({
  publications: structuredClone(publications),
});

const badRequest = (issues: { path: PropertyKey[]; message: string }[]) => {
  const field = String(issues[0]?.path[0] ?? '');
  return HttpResponse.json({ message: `${field}: ${issues[0]?.message}`, field }, { status: 400 });
};
const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

const stateOf = (p: Publication): PublicationState => ({
  id: p.id,
  starred: p.starred,
  reaction: p.reaction,
  like_count: p.like_count,
  dislike_count: p.dislike_count,
});

/** Stateful handlers for the blog and file calls, validated and paginated like the server. */
export function blogHandlers(state: BlogMockState = createBlogMockState()) {
  const list = (starredOnly: boolean) => ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const parsed = publicationListQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return badRequest(parsed.error.issues);
    const { search, page, page_size } = parsed.data;
    const needle = search?.toLocaleLowerCase('sk');
    const matches = state.publications.filter(
      (p) =>
        (!starredOnly || p.starred) &&
        (!needle || [p.title, p.description, p.content].some((t) => t.toLocaleLowerCase('sk').includes(needle))),
    );
    const link = (n: number) => {
      const next = new URL(url);
      next.searchParams.set('page', String(n));
      return `${next.pathname}${next.search}`;
    };
    const end = page * page_size;
    const body: PublicationPage = {
      count: matches.length,
      next: end < matches.length ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: matches.slice(end - page_size, end).map(toSummary),
    };
    return HttpResponse.json(body);
  };

  const find = (params: Record<string, unknown>) => {
    const parsed = idParam.safeParse(params);
    if (!parsed.success) return { error: badRequest(parsed.error.issues) } as const;
    const publication = state.publications.find((p) => p.id === parsed.data.id);
    if (!publication) return { error: notFound('Publication not found') } as const;
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
      found.publication.starred = true;
      return HttpResponse.json(stateOf(found.publication));
    }),
    http.delete('*/api/blog/:id/star', ({ params }) => {
      const found = find(params);
      if (found.error) return found.error;
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
      if (!parsed.success) return badRequest(parsed.error.issues);
      const file = blogFileFixtures.find((f) => f.id === parsed.data.id);
      return file ? HttpResponse.json(file) : notFound('File not found');
    }),
  ];
}

export { blogFileFixtures, publicationFixtures, placeholderImage, toSummary } from './blog-fixtures';
