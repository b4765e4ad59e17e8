import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Section, SectionProgress, TaskResults } from '@app/activities-contract';
import { http } from '@app/shared/http';
import { sectionKey } from './activity-keys';

/** GET /activities/section/{id}: the section with its tasks (answer keys never come with it). */
export async function getSection(id: number): Promise<Section> {
  return (await http.get<Section>(`/activities/section/${id}`)).data;
}

/** GET /activities/section/{id}/status: status and score (a fraction). */
export async function getSectionStatus(id: number): Promise<SectionProgress> {
  return (await http.get<SectionProgress>(`/activities/section/${id}/status`)).data;
}

/** GET /activities/section/{id}/submissions: the task results, once submitted. */
export async function getSubmissions(id: number): Promise<TaskResults> {
  return (await http.get<TaskResults>(`/activities/section/${id}/submissions`)).data;
}

export const sectionQuery = (id: number) =>
  queryOptions({ queryKey: [...sectionKey(id), 'detail'] as const, queryFn: () => getSection(id), staleTime: Infinity });

export const sectionStatusQuery = (id: number) =>
  queryOptions({ queryKey: [...sectionKey(id), 'status'] as const, queryFn: () => getSectionStatus(id) });

export const submissionsQuery = (id: number) =>
  queryOptions({ queryKey: [...sectionKey(id), 'submissions'] as const, queryFn: () => getSubmissions(id) });

export const useSection = (id: number, enabled = true) => useQuery({ ...sectionQuery(id), enabled });
export const useSectionStatus = (id: number, enabled = true) => useQuery({ ...sectionStatusQuery(id), enabled });
/** Spec section 4: results load only when the status is not started. */
export const useSubmissions = (id: number, enabled: boolean) => useQuery({ ...submissionsQuery(id), enabled });
