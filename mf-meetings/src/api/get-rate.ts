import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingRate } from '@app/meetings-contract';
import { http } from '@app/shared/http';
import { meetingsKey } from './meetings-keys';

/** GET /meetings/{id}/rate: the price for this user, whether the plan covers it, and their status. */
export async function getRate(id: number): Promise<MeetingRate> {
  return (await http.get<MeetingRate>(`/meetings/${id}/rate`)).data;
}

export const rateQuery = (id: number) =>
  queryOptions({ queryKey: [...meetingsKey, 'rate', id] as const, queryFn: () => getRate(id) });

export const useRate = (id: number, enabled = true) => useQuery({ ...rateQuery(id), enabled });
