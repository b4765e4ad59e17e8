import type { FastifyRequest } from 'fastify';
import { pageNeighbours } from '@app/shared/domain';

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
  const { next, previous } = pageNeighbours({ count, page: query.page, pageSize: query.page_size, returned: results.length });
  return { count, next: next === null ? null : link(next), previous: previous === null ? null : link(previous), results };
}
