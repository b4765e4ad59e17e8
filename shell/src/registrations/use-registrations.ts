import { useEffect, useSyncExternalStore } from 'react';
import { matchPath } from 'react-router';
import type { User } from '@app/shared/contract';
import { useUserState } from '@app/shared/user';
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

/** The access `pathname` needs: its own route's, else its registration's. */
function accessOf(registration: RemoteRegistration, pathname: string) {
  const route = registration.routes.find((r) => matchPath(r.path, pathname));
  return route?.access ?? registration.access ?? 'subscription';
}

/**
 * Where a staff member without a plan lands: the staff home of the first registration (in
 * remotes.config.json order) whose `staffHomeFor` holds for them; null when none does once all
 * have loaded, 'loading' while one that might still could. Learners never get here.
 */
export function staffLanding(user: User): string | null | 'loading' {
  for (const { name } of remoteApps) {
    const state = registrationState(name);
    if (!state || state.status === 'loading') return 'loading';
    if (state.status !== 'ready') continue;
    const { access, staffHome, staffHomeFor } = state.registration;
    if (access === 'staff-role' && staffHome && (!staffHomeFor || staffHomeFor(user))) return staffHome;
  }
  return null;
}

/** Where this user lands when /main is not their home (a staff member without the plan); null for everyone else. */
export function useStaffLandingTarget(): string | null {
  useRegistrationsVersion();
  const state = useUserState();
  if (state.status !== 'loaded' || state.user.subscription || (state.user.staff_roles?.length ?? 0) === 0) return null;
  const landing = staffLanding(state.user);
  return landing === 'loading' ? null : landing;
}

/**
 * For a user holding a staff role but no plan: whether `pathname` belongs to a route that needs a
 * role rather than a subscription ('open'), else where they land (`staffLanding`, or /onboarding
 * when no remote serves them). Waits ('loading') for the registrations it needs; a learner never
 * gets here, so learners load nothing for it.
 */
export function useStaffAccess(pathname: string, user: User | null): StaffAccess {
  useRegistrationsVersion();
  const enabled = user !== null;
  useEffect(() => {
    if (enabled) loadAllRegistrations();
  }, [enabled]);
  if (!user) return { status: 'redirect', to: '/onboarding' };
  const owner = remoteForPath(pathname);
  if (owner) {
    const state = registrationState(owner.name);
    if (!state || state.status === 'loading') return { status: 'loading' };
    if (state.status === 'ready' && accessOf(state.registration, pathname) === 'staff-role') return { status: 'open' };
  }
  const landing = staffLanding(user);
  if (landing === 'loading') return { status: 'loading' };
  return { status: 'redirect', to: landing ?? '/onboarding' };
}
