import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StudioHistory,
  StudioSpeaker,
  StudioSpeakerCollisionQuery,
  StudioSpeakerCollisions,
  StudioSpeakerInput,
  StudioSpeakerList,
  StudioSpeakerSave,
  StudioSpeakerSaveResult,
} from '@app/studio-contract';
import { http } from '@app/shared/http';
import { useMutation } from '@app/shared/query';
import { studioKey } from './studio';

const speakersKey = [...studioKey, 'speakers'] as const;
export const fetchSpeaker = async (id: number) => (await http.get<StudioSpeaker>(`/studio/speakers/${id}`)).data;

const listQuery = queryOptions({
  queryKey: speakersKey,
  queryFn: async () => (await http.get<StudioSpeakerList>('/studio/speakers')).data,
});
const speakerQuery = (id: number) => queryOptions({ queryKey: [...speakersKey, id], queryFn: () => fetchSpeaker(id) });
const historyQuery = (id: number) =>
  queryOptions({
    queryKey: [...speakersKey, id, 'history'],
    queryFn: async () => (await http.get<StudioHistory>(`/studio/speakers/${id}/history`)).data,
  });

export const useSpeakers = () => useQuery(listQuery);
export const useSpeaker = (id: number) => useQuery(speakerQuery(id));
export { historyQuery as speakerHistoryQuery };

/** The booked calls these hours would collide with, asked as the editor edits (nothing is saved). */
const collisionsQuery = (id: number, proposal: StudioSpeakerCollisionQuery) =>
  queryOptions({
    queryKey: [...speakersKey, id, 'collisions', proposal],
    queryFn: async ({ signal }) =>
      (await http.post<StudioSpeakerCollisions>(`/studio/speakers/${id}/collisions`, proposal, { signal })).data,
    retry: false,
  });
export const useCollisions = (id: number, proposal: StudioSpeakerCollisionQuery, enabled: boolean) =>
  useQuery({ ...collisionsQuery(id, proposal), enabled });

export function useCreateSpeaker() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: StudioSpeakerInput) => (await http.post<StudioSpeaker>('/studio/speakers', input)).data,
    onSuccess: async (speaker) => {
      client.setQueryData(speakerQuery(speaker.id).queryKey, speaker);
      await client.invalidateQueries({ queryKey: listQuery.queryKey, exact: true });
    },
  });
}

export function useSaveSpeaker(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (save: StudioSpeakerSave) => (await http.put<StudioSpeakerSaveResult>(`/studio/speakers/${id}`, save)).data,
    onSuccess: async (result) => {
      client.setQueryData(speakerQuery(id).queryKey, result.speaker);
      await client.invalidateQueries({ queryKey: listQuery.queryKey, exact: true });
      await client.invalidateQueries({ queryKey: historyQuery(id).queryKey });
    },
  });
}
