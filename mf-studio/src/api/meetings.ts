import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StudioHistory,
  StudioMeeting,
  StudioMeetingCancelResult,
  StudioMeetingInput,
  StudioMeetingList,
  StudioMeetingSave,
  StudioMeetingSaveResult,
} from '@app/studio-contract';
import { http } from '@app/shared/http';
import { useMutation } from '@app/shared/query';
import { studioKey } from './studio';

const meetingsKey = [...studioKey, 'meetings'] as const;
export const fetchMeeting = async (id: number) => (await http.get<StudioMeeting>(`/studio/meetings/${id}`)).data;

const listQuery = queryOptions({
  queryKey: meetingsKey,
  queryFn: async () => (await http.get<StudioMeetingList>('/studio/meetings')).data,
});
const meetingQuery = (id: number) => queryOptions({ queryKey: [...meetingsKey, id], queryFn: () => fetchMeeting(id) });
const historyQuery = (id: number) =>
  queryOptions({
    queryKey: [...meetingsKey, id, 'history'],
    queryFn: async () => (await http.get<StudioHistory>(`/studio/meetings/${id}/history`)).data,
  });

export const useMeetings = () => useQuery(listQuery);
export const useMeeting = (id: number) => useQuery(meetingQuery(id));
export { historyQuery as meetingHistoryQuery };

/** After a write: the meeting as stored, and the list and history read again. */
function useStored() {
  const client = useQueryClient();
  return async (meeting: StudioMeeting) => {
    client.setQueryData(meetingQuery(meeting.id).queryKey, meeting);
    await client.invalidateQueries({ queryKey: listQuery.queryKey, exact: true });
    await client.invalidateQueries({ queryKey: historyQuery(meeting.id).queryKey });
  };
}

export function useCreateMeeting() {
  const stored = useStored();
  return useMutation({
    mutationFn: async (input: StudioMeetingInput) => (await http.post<StudioMeeting>('/studio/meetings', input)).data,
    onSuccess: stored,
  });
}

export function useSaveMeeting(id: number) {
  const stored = useStored();
  return useMutation({
    mutationFn: async (save: StudioMeetingSave) => (await http.put<StudioMeetingSaveResult>(`/studio/meetings/${id}`, save)).data,
    onSuccess: (result) => stored(result.meeting),
  });
}

export function useCancelMeeting(id: number) {
  const stored = useStored();
  return useMutation({
    mutationFn: async (version: number) =>
      (await http.post<StudioMeetingCancelResult>(`/studio/meetings/${id}/cancel`, { version })).data,
    onSuccess: (result) => stored(result.meeting),
  });
}
