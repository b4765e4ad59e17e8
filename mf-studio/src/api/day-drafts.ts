import { useQueryClient } from '@tanstack/react-query';
import type { StudioDay, StudioSaveResult } from '@app/studio-contract';
import { http } from '@app/shared/http';
import { useMutation } from '@app/shared/query';
import { courseKey, dayKey, historyQuery } from './studio';

/** After either: the day (already answered), the course list and the history change. */
function useRefreshDay(id: number) {
  const client = useQueryClient();
  return async (day: StudioDay) => {
    client.setQueryData(dayKey(id), day);
    await client.invalidateQueries({ queryKey: courseKey });
    await client.invalidateQueries({ queryKey: historyQuery(id).queryKey });
  };
}

/** 'Publikovať' on a published day with saved changes: they go live; effects say what that did to results. */
export function usePublishDraft(id: number) {
  const refresh = useRefreshDay(id);
  return useMutation({
    mutationFn: async (version: number) =>
      (await http.post<StudioSaveResult>(`/studio/days/${id}/draft/publish`, { version })).data,
    onSuccess: (result) => refresh(result.day),
  });
}

/** 'Zahodiť koncept': the live version stays. */
export function useDiscardDraft(id: number) {
  const refresh = useRefreshDay(id);
  return useMutation({
    mutationFn: async (version: number) => (await http.post<StudioDay>(`/studio/days/${id}/draft/discard`, { version })).data,
    onSuccess: refresh,
  });
}
