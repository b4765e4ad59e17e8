import { queryOptions } from '@tanstack/react-query';
import type { Plan, Subscription, User, UserSettings, UserSettingsPatch } from '../contract';
import { http } from '@app/shared/http';

export const USER_NOT_RETRIEVED = 'Could not retrieve User';

/** Spec section 8: a failed fetch is logged and yields nothing; nothing means the error screen. */
export async function fetchCurrentUser(): Promise<User> {
  let user: User | null = null;
  try {
    user = (await http.get<User>('/users/me')).data;
  } catch (error) {
    console.error('Could not load the current user', error);
  }
  if (!user) throw new Error(USER_NOT_RETRIEVED);
  return user;
}

export const userQueries = {
  me: () => queryOptions({ queryKey: ['users', 'me'], queryFn: fetchCurrentUser, staleTime: 60_000 }),
  settings: () =>
    queryOptions({
      queryKey: ['users', 'me', 'settings'],
      queryFn: async () => (await http.get<UserSettings>('/users/me/settings')).data,
    }),
  plans: () =>
    queryOptions({
      queryKey: ['subscription', 'plans'],
      queryFn: async () => (await http.get<Plan[]>('/subscription/plans')).data,
      staleTime: 10 * 60_000,
    }),
};

export const patchSettings = async (patch: UserSettingsPatch) =>
  (await http.patch<UserSettings>('/users/me/settings', patch)).data;

/** Spec section 8: subscription failures are rethrown with the server's response data. */
async function subscriptionCall(path: string, params?: Record<string, string>): Promise<Subscription> {
  try {
    // Spec section 7: no body.
    return (await http.post<Subscription>(path, undefined, { params })).data;
  } catch (error) {
    const data = (error as { response?: { data?: unknown } }).response?.data;
    throw data ?? error;
  }
}

export const requestSubscription = (code: 'basic') => subscriptionCall('/subscription/request', { code });
export const cancelSubscription = () => subscriptionCall('/subscription/cancel');
export const upgradeSubscription = (code: 'premium') => subscriptionCall('/subscription/upgrade', { code });
