import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Meeting } from '@app/meetings-contract';
import { http } from '@app/shared/http';
import { meetingsKey } from './meetings-keys';

/** GET /meetings/{id}/ (spec section 7; trailing slash as specified). */
export async function getMeeting(id: number): Promise<Meeting> {
  return (await http.get<Meeting>(`/meetings/${id}/`)).data;
}

export const meetingQuery = (id: number) =>
  queryOptions({ queryKey: [...meetingsKey, 'meeting', id] as const, queryFn: () => getMeeting(id) });

export const useMeeting = (id: number, enabled = true) => useQuery({ ...meetingQuery(id), enabled });
