import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayActivity } from '@app/activities-contract';
import { http } from '@app/shared/http';
import { activitiesKey } from './activity-keys';
import { tzParams } from './time-zone';

/** GET /activities/today?tz=…: today's activity and its status; 404 when none is available (spec section 7). */
export async function getToday(): Promise<TodayActivity> {
  return (await http.get<TodayActivity>('/activities/today', { params: tzParams() })).data;
}

export const todayQuery = () => queryOptions({ queryKey: [...activitiesKey, 'today'] as const, queryFn: getToday });

export const useToday = () => useQuery(todayQuery());
