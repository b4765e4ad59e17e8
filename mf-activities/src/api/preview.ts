import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityPreview, PreviewVersion, SubmitBody, TaskResults } from '@app/activities-contract';
import { http } from '@app/shared/http';
import { useMutation } from '@app/shared/query';
import { activitiesKey } from './activity-keys';

/**
 * GET /activities/preview/{id}?version= (editors): a day as learners are served it, a live day's
 * unpublished changes by default. The studio saves, publishes and discards drafts without knowing
 * this remote's keys, so the preview is never served from the cache: fetched on every visit
 * (gcTime 0) and again on focus (staleTime 0), so it shows what the studio left.
 */
export const previewQuery = (id: number, version: PreviewVersion) =>
  queryOptions({
    queryKey: [...activitiesKey, 'preview', id, version],
    queryFn: async () => (await http.get<ActivityPreview>(`/activities/preview/${id}`, { params: { version } })).data,
    staleTime: 0,
    gcTime: 0,
  });
export const usePreview = (id: number, version: PreviewVersion) => useQuery(previewQuery(id, version));

/** POST /activities/preview/submit: the server's scoring of these answers in that version, stored nowhere. */
export const usePreviewCheck = (sectionId: number, version: PreviewVersion) =>
  useMutation({
    mutationFn: async (body: SubmitBody) =>
      (await http.post<TaskResults>('/activities/preview/submit', body, { params: { section_id: sectionId, version } })).data,
  });
