import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityPreview, SubmitBody, TaskResults } from '@app/activities-contract';
import { http } from '@app/shared/http';
import { useMutation } from '@app/shared/query';
import { activitiesKey } from './activity-keys';

/** GET /activities/preview/{id} (editors): a day as learners are served it, drafts included. */
const previewQuery = (id: number) =>
  queryOptions({
    queryKey: [...activitiesKey, 'preview', id],
    queryFn: async () => (await http.get<ActivityPreview>(`/activities/preview/${id}`)).data,
  });
export const usePreview = (id: number) => useQuery(previewQuery(id));

/** POST /activities/preview/submit: the server's scoring of these answers, stored nowhere. */
export const usePreviewCheck = (sectionId: number) =>
  useMutation({
    mutationFn: async (body: SubmitBody) =>
      (await http.post<TaskResults>('/activities/preview/submit', body, { params: { section_id: sectionId } })).data,
  });
