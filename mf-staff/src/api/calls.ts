import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { CallOutcome, SpeakerCall, SpeakerCallList } from '@app/staff-contract';
import { http } from '@app/shared/http';
import { staffKey } from './staff-keys';

const key = [...staffKey, 'calls'] as const;
/** GET /staff/calls, a page at a time: each page asks after the previous page's `next` cursor. */
export const speakerCallsQuery = () =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: async ({ pageParam }) =>
      (await http.get<SpeakerCallList>('/staff/calls', { params: pageParam ? { cursor: pageParam } : {} })).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
export const useSpeakerCalls = () => useInfiniteQuery(speakerCallsQuery());

/**
 * The call as the server answered the mark (or its undo), put in the page that lists it: the card
 * changes at once, before the pages are read again (which, for many pages, takes a while).
 */
function useReplaceCall() {
  const client = useQueryClient();
  return (call: SpeakerCall) =>
    client.setQueryData<InfiniteData<SpeakerCallList, string | null>>(
      key,
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.map((listed) => (listed.id === call.id ? call : listed)),
          })),
        },
    );
}

export function useMarkCall() {
  const client = useQueryClient();
  const replace = useReplaceCall();
  return useMutation({
    mutationFn: async ({ id, outcome }: { id: number; outcome: CallOutcome }) =>
      (await http.post<SpeakerCall>(`/staff/calls/${id}/outcome`, { outcome })).data,
    onSuccess: replace,
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Takes a mark back (a wrong tap), within a day of making it. */
export function useUndoMark() {
  const client = useQueryClient();
  const replace = useReplaceCall();
  return useMutation({
    mutationFn: async (id: number) => (await http.delete<SpeakerCall>(`/staff/calls/${id}/outcome`)).data,
    onSuccess: replace,
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
