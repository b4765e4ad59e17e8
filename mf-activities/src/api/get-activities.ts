import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityList } from '@app/activities-contract';
import { http } from '@app/shared/http';
import { activitiesKey } from './activity-keys';
import { tzParams } from './time-zone';

/** GET /activities/status?tz=…: every activity the user has reached, newest first ('Všetky úlohy'). */
export async function getActivities(): Promise<ActivityList> {
  return (await http.get<ActivityList>('/activities/status', { params: tzParams() })).data;
}

export const activitiesQuery = () => queryOptions({ queryKey: [...activitiesKey, 'list'] as const, queryFn: getActivities });

export const useActivities = (enabled = true) => useQuery({ ...activitiesQuery(), enabled });
