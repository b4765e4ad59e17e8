import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { CallOutcome, SpeakerCall, SpeakerCallList } from '@app/staff-contract';
import { http } from '@app/shared/http';
import { staffKey } from './staff-keys';

const key = [...staffKey, 'calls'] as const;
export const speakerCallsQuery = () =>
  queryOptions({ queryKey: key, queryFn: async () => (await http.get<SpeakerCallList>('/staff/calls')).data });
export const useSpeakerCalls = () => useQuery(speakerCallsQuery());

export function useMarkCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, outcome }: { id: number; outcome: CallOutcome }) =>
      (await http.post<SpeakerCall>(`/staff/calls/${id}/outcome`, { outcome })).data,
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Takes a mark back (a wrong tap), within a day of making it. */
export function useUndoMark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await http.delete<SpeakerCall>(`/staff/calls/${id}/outcome`)).data,
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
