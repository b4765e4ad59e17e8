import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { ProfileUpdate, User } from '@app/shared/contract';
import { http } from '@app/shared/http';
import { userQueries } from '@app/shared/user';

/** PUT /users/me: the profile save (spec section 7). */
export const updateProfile = async (profile: ProfileUpdate) => (await http.put<User>('/users/me', profile)).data;

/** Saves the profile; on success the current user is refreshed (spec section 8, Profile). */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'me', 'update'],
    mutationFn: updateProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: userQueries.me().queryKey }),
  });
}
