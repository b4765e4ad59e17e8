import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { SpeakingQueue, SpeakingScore, SpeakingScoreBody } from '@app/staff-contract';
import { http } from '@app/shared/http';
import { staffKey } from './staff-keys';

const key = [...staffKey, 'speaking'] as const;
export const speakingQueueQuery = () =>
  queryOptions({ queryKey: key, queryFn: async () => (await http.get<SpeakingQueue>('/staff/speaking')).data });
export const useSpeakingQueue = () => useQuery(speakingQueueQuery());

export function useScoreSpeaking(sectionId: number, userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SpeakingScoreBody) =>
      (await http.post<SpeakingScore>(`/staff/speaking/${sectionId}/user/${userId}/score`, body)).data,
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
