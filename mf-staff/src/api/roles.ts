import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { StaffRole, StaffSpeakerList, StaffUser, StaffUserList } from '@app/staff-contract';
import { http } from '@app/shared/http';
import { staffKey } from './staff-keys';

const key = [...staffKey, 'users'] as const;
export const staffUsersQuery = (search: string) =>
  queryOptions({
    queryKey: [...key, search],
    queryFn: async () => (await http.get<StaffUserList>('/staff/users', { params: search ? { search } : {} })).data,
  });
export const useStaffUsers = (search: string) => useQuery({ ...staffUsersQuery(search), placeholderData: keepPreviousData });

export const staffSpeakersQuery = () =>
  queryOptions({
    queryKey: [...staffKey, 'speakers'],
    queryFn: async () => (await http.get<StaffSpeakerList>('/staff/speakers')).data,
  });
export const useStaffSpeakers = () => useQuery(staffSpeakersQuery());

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      userId,
      role,
      grant,
      speakerId,
    }: {
      userId: number;
      role: StaffRole;
      grant: boolean;
      speakerId?: number;
    }) =>
      grant
        ? (await http.put<StaffUser>(`/staff/users/${userId}/roles/${role}`, speakerId ? { speaker_id: speakerId } : {})).data
        : (await http.delete<StaffUser>(`/staff/users/${userId}/roles/${role}`)).data,
    onSettled: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}
