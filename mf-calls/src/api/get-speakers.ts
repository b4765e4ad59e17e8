import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Speaker } from '@app/calls-contract';
import { http } from '@app/shared/http';
import { callsKey } from './calls-keys';

/** GET /calls/speakers (spec section 7). */
export async function getSpeakers(): Promise<Speaker[]> {
  return (await http.get<Speaker[]>('/calls/speakers')).data;
}

export const speakersQuery = () =>
  queryOptions({ queryKey: [...callsKey, 'speakers'] as const, queryFn: getSpeakers, staleTime: 5 * 60_000 });

export const useSpeakers = () => useQuery(speakersQuery());
