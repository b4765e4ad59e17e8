import { useEffect, useSyncExternalStore } from 'react';
import { remoteApps, remoteForPath, type RemoteRegistration, type RemoteRoute } from '@app/shared/remotes';
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

/** What the guard may do with a staff member who has no plan, on `pathname`. */
export type StaffAccess = { status: 'loading' } | { status: 'open' } | { status: 'redirect'; to: string };

/**
 * For a user holding a staff role but no plan: whether `pathname` belongs to a remote whose routes
 * need a role rather than a subscription ('open'), else where they land: the staff home a
 * registration declares, or /onboarding when none does. Waits ('loading') for the registrations it
 * needs; a learner never gets here, so learners load nothing for it.
 */
export function useStaffAccess(pathname: string, enabled: boolean): StaffAccess {
  useRegistrationsVersion();
  useEffect(() => {
    if (enabled) loadAllRegistrations();
  }, [enabled]);
  if (!enabled) return { status: 'redirect', to: '/onboarding' };
  const owner = remoteForPath(pathname);
  if (owner) {
    const state = registrationState(owner.name);
    if (!state || state.status === 'loading') return { status: 'loading' };
    if (state.status === 'ready' && state.registration.access === 'staff-role') return { status: 'open' };
  }
  const states = remoteApps.map(({ name }) => registrationState(name));
  for (const state of states) {
    if (state?.status === 'ready' && state.registration.access === 'staff-role' && state.registration.staffHome)
      return { status: 'redirect', to: state.registration.staffHome };
  }
  if (states.some((state) => !state || state.status === 'loading')) return { status: 'loading' };
  return { status: 'redirect', to: '/onboarding' };
}
