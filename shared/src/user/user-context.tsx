import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../contract';
import { userQueries } from './user-query';

export type UserState =
  | { status: 'loading'; user: undefined; error: undefined; refresh: () => Promise<unknown> }
  | { status: 'loaded'; user: User; error: undefined; refresh: () => Promise<unknown> }
  | { status: 'error'; user: undefined; error: Error; refresh: () => Promise<unknown> };

const UserContext = createContext<UserState | null>(null);

/** Spec section 4: the user context goes loading → loaded or error. */
export function UserProvider({ children }: { children: ReactNode }) {
  const query = useQuery(userQueries.me());
  const { data, error, refetch, isPending } = query;
  const value = useMemo<UserState>(() => {
    const refresh = () => refetch();
    if (data) return { status: 'loaded', user: data, error: undefined, refresh };
    if (isPending) return { status: 'loading', user: undefined, error: undefined, refresh };
    return { status: 'error', user: undefined, error: error ?? new Error('Unknown error'), refresh };
  }, [data, error, refetch, isPending]);
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

/** The user context; spec section 8: using it outside its provider is an error. */
export function useUserState(): UserState {
  const state = useContext(UserContext);
  if (!state) throw new Error('useUser must be used within a UserProvider');
  return state;
}

/** The loaded current user; screens behind the guard can rely on it. */
export function useUser(): User {
  const state = useUserState();
  if (state.status !== 'loaded') throw new Error('useUser called before the user was loaded');
  return state.user;
}
