import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudioCourseAnalysis, StudioDayAnalysis } from '@app/studio-contract';
import { http } from '@app/shared/http';
import { studioKey } from './studio';

/** GET /studio/days/{id}/analysis: under the day's key, so a save's refetch of the day refreshes it too. */
export const dayAnalysisQuery = (id: number) =>
  queryOptions({
    queryKey: [...studioKey, 'day', id, 'analysis'],
    queryFn: async () => (await http.get<StudioDayAnalysis>(`/studio/days/${id}/analysis`)).data,
  });

/** GET /studio/course/analysis: each published day's hardest items. */
export const courseAnalysisQuery = queryOptions({
  queryKey: [...studioKey, 'course', 'analysis'],
  queryFn: async () => (await http.get<StudioCourseAnalysis>('/studio/course/analysis')).data,
});

export const useDayAnalysis = (id: number, enabled: boolean) => useQuery({ ...dayAnalysisQuery(id), enabled });
export const useCourseAnalysis = () => useQuery(courseAnalysisQuery);
