import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Participation } from '@app/meetings-contract';
import { http } from '@app/shared/http';
import { meetingsKey } from './meetings-keys';

/** GET /meetings/{id}/participate: the user's ticket; 404 when they have none for the meeting. */
export async function getParticipation(id: number): Promise<Participation> {
  return (await http.get<Participation>(`/meetings/${id}/participate`)).data;
}

export const participationQuery = (id: number) =>
  queryOptions({ queryKey: [...meetingsKey, 'participation', id] as const, queryFn: () => getParticipation(id) });

export const useParticipation = (id: number, enabled = true) => useQuery({ ...participationQuery(id), enabled });
