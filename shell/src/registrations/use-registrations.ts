import { useEffect, useSyncExternalStore } from 'react';
import { remoteApps, type RemoteRegistration, type RemoteRoute } from '@app/shared/remotes';
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
  return loadedRegistrations().flatMap((registration) => registration.routes);
}

/** The registrations loaded so far, in remotes.config.json order. */
function loadedRegistrations(): RemoteRegistration[] {
  return remoteApps.flatMap(({ name }) => {
    const state = registrationState(name);
    return state?.status === 'ready' ? [state.registration] : [];
  });
}

/** Where news cards lead by redirect code, as the remotes declared it (their `newsTargets`); loads them all. */
export function useNewsTargets(): Readonly<Record<string, string>> {
  useRegistrationsVersion();
  useEffect(loadAllRegistrations, []);
  return Object.assign({}, ...loadedRegistrations().map((registration) => registration.newsTargets ?? {}));
}

/** Where the home header's profile button leads: the first remote that declares it; null until one has. */
export function useProfileTarget(): string | null {
  useRegistrationsVersion();
  useEffect(loadAllRegistrations, []);
  return loadedRegistrations().find((registration) => registration.profileTarget)?.profileTarget ?? null;
}
