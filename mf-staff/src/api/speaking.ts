import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { SpeakingQueue, SpeakingScore, SpeakingScoreBody } from '@app/staff-contract';
import { http } from '@app/shared/http';
import { staffKey } from './staff-keys';

const key = [...staffKey, 'speaking'] as const;
/** GET /staff/speaking, a page at a time, oldest first. */
export const speakingQueueQuery = () =>
  infiniteQueryOptions({
    queryKey: [...key, 'list'],
    queryFn: async ({ pageParam }) => (await http.get<SpeakingQueue>('/staff/speaking', { params: { page: pageParam } })).data,
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
export const useSpeakingQueue = () => useInfiniteQuery(speakingQueueQuery());

/** The one queued item the score screen opens, wherever it sits in the queue (null once scored). */
export const speakingItemQuery = (sectionId: number, userId: number) =>
  queryOptions({
    queryKey: [...key, 'item', sectionId, userId],
    queryFn: async () =>
      (await http.get<SpeakingQueue>('/staff/speaking', { params: { section_id: sectionId, user_id: userId } })).data
        .results[0] ?? null,
  });
export const useSpeakingItem = (sectionId: number, userId: number) => useQuery(speakingItemQuery(sectionId, userId));

export function useScoreSpeaking(sectionId: number, userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SpeakingScoreBody) =>
      (await http.post<SpeakingScore>(`/staff/speaking/${sectionId}/user/${userId}/score`, body)).data,
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Corrects a score already given (PUT): the last one counts. */
export function useCorrectSpeaking(sectionId: number, userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SpeakingScoreBody) =>
      (await http.put<SpeakingScore>(`/staff/speaking/${sectionId}/user/${userId}/score`, body)).data,
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
