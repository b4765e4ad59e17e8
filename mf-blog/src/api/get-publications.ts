import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PublicationPage } from '@app/blog-contract';
import { http } from '@app/shared/http';
import { blogListsKey } from './blog-keys';

/** The two paginated lists of spec section 7: GET /blog/feed (Všetky) and GET /blog/starred (Označené). */
export type PublicationList = 'feed' | 'starred';

export async function getPublications(list: PublicationList, search: string | null, page: number): Promise<PublicationPage> {
  const params: Record<string, string | number> = { page };
  if (search) params.search = search;
  return (await http.get<PublicationPage>(`/blog/${list}`, { params })).data;
}

export const publicationsQuery = (list: PublicationList, search: string | null) =>
  infiniteQueryOptions({
    queryKey: [...blogListsKey, list, { search }] as const,
    queryFn: ({ pageParam }) => getPublications(list, search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });

/** A new search keeps the list on screen until its results arrive (no flash of the loading text). */
export const usePublications = (list: PublicationList, search: string | null) =>
  useInfiniteQuery({ ...publicationsQuery(list, search), placeholderData: keepPreviousData });
