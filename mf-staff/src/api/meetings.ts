import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { CheckInResult, StaffMeetingDetail, StaffMeetingList } from '@app/staff-contract';
import { http } from '@app/shared/http';
import { staffKey } from './staff-keys';

const key = [...staffKey, 'meetings'] as const;
export const staffMeetingsQuery = () =>
  queryOptions({ queryKey: key, queryFn: async () => (await http.get<StaffMeetingList>('/staff/meetings')).data });
export const useStaffMeetings = () => useQuery(staffMeetingsQuery());

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
