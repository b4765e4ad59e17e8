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
