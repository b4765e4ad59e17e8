import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { MeetingPage } from '@app/meetings-contract';
import { http } from '@app/shared/http';
import { meetingListsKey } from './meetings-keys';

/** The two paginated lists of spec section 7: GET /meetings/feed (Všetky) and GET /meetings/attended (Zúčastnené). */
export type MeetingList = 'feed' | 'attended';

export async function getMeetings(list: MeetingList, search: string | null, page: number): Promise<MeetingPage> {
  const params: Record<string, string | number> = { page };
  if (search) params.search = search;
  return (await http.get<MeetingPage>(`/meetings/${list}`, { params })).data;
}

export const meetingsQuery = (list: MeetingList, search: string | null) =>
  infiniteQueryOptions({
    queryKey: [...meetingListsKey, list, { search }] as const,
    queryFn: ({ pageParam }) => getMeetings(list, search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });

/** A new search keeps the list on screen until its results arrive (no flash of the loading text). */
export const useMeetings = (list: MeetingList, search: string | null) =>
  useInfiniteQuery({ ...meetingsQuery(list, search), placeholderData: keepPreviousData });
