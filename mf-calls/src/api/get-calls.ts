import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Call } from '@app/calls-contract';
import { http } from '@app/shared/http';
import { callListKey } from './calls-keys';

/** GET /calls: the user's bookings, upcoming first (spec section 7). */
export async function getCalls(): Promise<Call[]> {
  return (await http.get<Call[]>('/calls')).data;
}

export const callsQuery = () => queryOptions({ queryKey: callListKey, queryFn: getCalls });

export const useCalls = () => useQuery(callsQuery());
