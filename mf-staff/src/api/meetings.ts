import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { CheckInResult, CheckInUndone, StaffMeetingDetail, StaffMeetingList } from '@app/staff-contract';
import { http } from '@app/shared/http';
import { staffKey } from './staff-keys';

const key = [...staffKey, 'meetings'] as const;
/** GET /staff/meetings, a page at a time ('Načítať ďalšie' asks for the next). */
export const staffMeetingsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...key, 'list'],
    queryFn: async ({ pageParam }) => (await http.get<StaffMeetingList>('/staff/meetings', { params: { page: pageParam } })).data,
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
export const useStaffMeetings = () => useInfiniteQuery(staffMeetingsQuery());

export const staffMeetingQuery = (id: number) =>
  queryOptions({
    queryKey: [...key, id],
    queryFn: async () => (await http.get<StaffMeetingDetail>(`/staff/meetings/${id}`)).data,
  });
export const useStaffMeeting = (id: number) => useQuery(staffMeetingQuery(id));

/** A scan (`qr_token`) or a check-in by name (`participant_id`); the lists refresh after either. */
export function useCheckIn(meetingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { qr_token: string } | { participant_id: number }): Promise<CheckInResult> =>
      'qr_token' in input
        ? (await http.post<CheckInResult>(`/staff/meetings/${meetingId}/check-in`, { qr_token: input.qr_token })).data
        : (await http.post<CheckInResult>(`/staff/meetings/${meetingId}/participants/${input.participant_id}/check-in`)).data,
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** A mistaken check-in undone (DELETE); the lists refresh. */
export function useUndoCheckIn(meetingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (participantId: number): Promise<CheckInUndone> =>
      (await http.delete<CheckInUndone>(`/staff/meetings/${meetingId}/participants/${participantId}/check-in`)).data,
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
