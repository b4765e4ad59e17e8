import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMe } from '@app/staff-contract';
import { http } from '@app/shared/http';
import { staffKey } from './staff-keys';

export const getStaffMe = async (): Promise<StaffMe> => (await http.get<StaffMe>('/staff/me')).data;
export const staffMeQuery = () => queryOptions({ queryKey: [...staffKey, 'me'], queryFn: getStaffMe });
export const useStaffMe = () => useQuery(staffMeQuery());
