import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityFeed } from '@app/activities-contract';
import { http } from '@app/shared/http';
import { activitiesKey } from './activity-keys';

/** GET /activities/{id}/feed: the "meeting feed" of activity details, status plus the activity (path: contract). */
export async function getActivityFeed(id: number): Promise<ActivityFeed> {
  return (await http.get<ActivityFeed>(`/activities/${id}/feed`)).data;
}

export const activityFeedQuery = (id: number) =>
  queryOptions({ queryKey: [...activitiesKey, 'feed', id] as const, queryFn: () => getActivityFeed(id) });

export const useActivityFeed = (id: number, enabled = true) => useQuery({ ...activityFeedQuery(id), enabled });
