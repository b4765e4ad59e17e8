import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StudioCourse,
  StudioDay,
  StudioDayInput,
  StudioDaySave,
  StudioHistory,
  StudioMedia,
  StudioSaveResult,
} from '@app/studio-contract';
import { http } from '@app/shared/http';
import { useMutation } from '@app/shared/query';

export const studioKey = ['studio'] as const;
export const fetchDay = async (id: number) => (await http.get<StudioDay>(`/studio/days/${id}`)).data;

const courseQuery = queryOptions({
  queryKey: [...studioKey, 'course'],
  queryFn: async () => (await http.get<StudioCourse>('/studio/course')).data,
});
const dayQuery = (id: number) => queryOptions({ queryKey: [...studioKey, 'day', id], queryFn: () => fetchDay(id) });
export const historyQuery = (id: number) =>
  queryOptions({
    queryKey: [...studioKey, 'day', id, 'history'],
    queryFn: async () => (await http.get<StudioHistory>(`/studio/days/${id}/history`)).data,
  });
export const courseKey = courseQuery.queryKey;
export const dayKey = (id: number) => dayQuery(id).queryKey;

export const useCourse = () => useQuery(courseQuery);
export const useDay = (id: number) => useQuery(dayQuery(id));

export function useCreateDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: StudioDayInput) => (await http.post<StudioDay>('/studio/days', input)).data,
    onSuccess: async (day) => {
      client.setQueryData(dayKey(day.id), day);
      await client.invalidateQueries({ queryKey: courseKey });
    },
  });
}

/** DELETE /studio/days/{id}: a draft day, from the version read; the course is read again. */
export function useDeleteDay(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) =>
      (await http.delete<{ id: number }>(`/studio/days/${id}`, { params: { version } })).data,
    onSuccess: async () => {
      client.removeQueries({ queryKey: dayKey(id) });
      await client.invalidateQueries({ queryKey: courseKey });
    },
  });
}

export function useSaveDay(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (save: StudioDaySave) => (await http.put<StudioSaveResult>(`/studio/days/${id}`, save)).data,
    onSuccess: async (result) => {
      client.setQueryData(dayKey(id), result.day);
      await client.invalidateQueries({ queryKey: courseKey });
      await client.invalidateQueries({ queryKey: historyQuery(id).queryKey });
    },
  });
}

export function usePublishDay(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) => (await http.post<StudioDay>(`/studio/days/${id}/publish`, { version })).data,
    onSuccess: async (day) => {
      client.setQueryData(dayKey(id), day);
      await client.invalidateQueries({ queryKey: courseKey });
      await client.invalidateQueries({ queryKey: historyQuery(id).queryKey });
    },
  });
}

/** POST /studio/media: the file's bytes; the server reads its type from them. */
export async function uploadMedia(file: File): Promise<StudioMedia> {
  return (
    await http.post<StudioMedia>('/studio/media', file, {
      params: { name: file.name },
      headers: { 'Content-Type': 'application/octet-stream' },
    })
  ).data;
}
