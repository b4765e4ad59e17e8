import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicationPage } from '@app/shared/contract';
import { http } from '@app/shared/http';

/** GET /blog/feed?page_size=1: the newest publication, for the blog row's subtitle on home. */
export async function getLatestPublication(): Promise<string | null> {
  const page = (await http.get<PublicationPage>('/blog/feed', { params: { page_size: 1 } })).data;
  return page.results[0]?.title ?? null;
}

export const latestPublicationQuery = () =>
  queryOptions({ queryKey: ['blog', 'latest'] as const, queryFn: getLatestPublication, staleTime: 5 * 60_000 });

/** The newest publication's title; null while loading, on failure (only logged) or with an empty blog. */
export function useLatestPublicationTitle(): string | null {
  return useQuery(latestPublicationQuery()).data ?? null;
}
