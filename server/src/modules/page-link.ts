import type { FastifyRequest } from 'fastify';

/** The URL of another page of this same list request (search and page size kept): `next`/`previous`. */
export const pageLink = (request: FastifyRequest) => (page: number) => {
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
};
