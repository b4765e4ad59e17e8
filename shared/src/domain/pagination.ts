/**
 * Which pages a paginated list answer links to. `next` when rows follow this page; `previous` for
 * any page after the first, and a page past the end points back to the last page that has
 * results (not to page - 1, which may be empty too).
 */
export function pageNeighbours({
  count,
  page,
  pageSize,
  returned,
}: {
  count: number;
  page: number;
  pageSize: number;
  returned: number;
}) {
  const offset = (page - 1) * pageSize;
  return {
    next: offset + returned < count ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, Math.max(1, Math.ceil(count / pageSize))) : null,
  };
}

/**
 * The URL of another page of the same list request (search and page size kept), as `next` and
 * `previous` carry it: path and query, no origin. `url` is the request's (absolute or a path).
 */
export const pageLinkOf = (url: string) => (page: number) => {
  const next = new URL(url, 'http://localhost');
  next.searchParams.set('page', String(page));
  return `${next.pathname}${next.search}`;
};

/** The page envelope of one page of a list (the blog, the meetings feed, the staff lists; server and mocks). */
export function pageOf<T>(
  results: T[],
  count: number,
  query: { page: number; page_size: number },
  link: (page: number) => string,
): { count: number; next: string | null; previous: string | null; results: T[] } {
  const { next, previous } = pageNeighbours({ count, page: query.page, pageSize: query.page_size, returned: results.length });
  return { count, next: next === null ? null : link(next), previous: previous === null ? null : link(previous), results };
}
