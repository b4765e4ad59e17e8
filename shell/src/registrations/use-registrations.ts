import { useEffect, useSyncExternalStore } from 'react';
import { remoteApps, type RemoteRoute } from '@app/shared/remotes';
import {
  loadAllRegistrations,
  registrationState,
  registrationsVersion,
  subscribeRegistrations,
  type RegistrationState,
} from './registry';

/** Re-renders whenever a registration arrives or fails. */
const useRegistrationsVersion = () => useSyncExternalStore(subscribeRegistrations, registrationsVersion);

/** Every remote with the state of its registration, in remotes.config.json order; loads them all. */
export function useAllRegistrations(): Array<{ name: string; state: RegistrationState }> {
  useRegistrationsVersion();
  useEffect(loadAllRegistrations, []);
  return remoteApps.map(({ name }) => ({ name, state: registrationState(name) ?? { status: 'loading' } }));
}

/** The routes of every registration loaded so far (for the back button). */
export function useRegisteredRoutes(): readonly RemoteRoute[] {
  useRegistrationsVersion();
  return remoteApps.flatMap(({ name }) => {
    const state = registrationState(name);
    return state?.status === 'ready' ? state.registration.routes : [];
  });
}
