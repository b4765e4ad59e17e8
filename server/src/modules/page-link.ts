import type { FastifyRequest } from 'fastify';

/** The URL of another page of this same list request (search and page size kept): `next`/`previous`. */
export const pageLink = (request: FastifyRequest) => (page: number) => {
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
};

/** The page envelope of a list read with LIMIT/OFFSET (as the blog and the meetings feed answer). */
export function pageOf<T>(
  results: T[],
  count: number,
  query: { page: number; page_size: number },
  link: (page: number) => string,
): { count: number; next: string | null; previous: string | null; results: T[] } {
  const offset = (query.page - 1) * query.page_size;
  return {
    count,
    next: offset + results.length < count ? link(query.page + 1) : null,
    // A page past the end still points back to the last page that has results.
    previous: query.page > 1 ? link(Math.min(query.page - 1, Math.max(1, Math.ceil(count / query.page_size)))) : null,
    results,
  };
}
