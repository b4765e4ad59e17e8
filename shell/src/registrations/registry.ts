import { remoteApps, remoteForPath, type RemoteApp, type RemoteRegistration } from '@app/shared/remotes';
import { checkRegistration } from './check-registration';
import { fetchRegistration } from './fetch-registration';
import { shellRuntime } from './shell-runtime';

/** A remote's registration as the shell knows it now. */
export type RegistrationState =
  { status: 'loading' } | { status: 'ready'; registration: RemoteRegistration } | { status: 'failed'; error: Error };

let source: (remote: RemoteApp) => Promise<unknown> = fetchRegistration;

const states = new Map<string, RegistrationState>();
const pending = new Map<string, Promise<RemoteRegistration>>();
const listeners = new Set<() => void>();
let version = 0;

function set(name: string, state: RegistrationState): void {
  states.set(name, state);
  version++;
  for (const listener of listeners) listener();
}

/**
 * The remote's registration, loaded once (tiny: a few hundred bytes). A failure is remembered as
 * 'failed' for this page's life but the next call (a retry) asks again.
 */
export function loadRegistration(remote: RemoteApp): Promise<RemoteRegistration> {
  let promise = pending.get(remote.name);
  if (promise) return promise;
  if (states.get(remote.name)?.status !== 'failed') set(remote.name, { status: 'loading' });
  promise = source(remote).then((exports) => checkRegistration(remote, exports, shellRuntime));
  pending.set(remote.name, promise);
  promise.then(
    (registration) => set(remote.name, { status: 'ready', registration }),
    (error: unknown) => {
      pending.delete(remote.name);
      console.error(`The registration of ${remote.name} failed`, error);
      set(remote.name, { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
    },
  );
  return promise;
}

/** Loads the registration of every remote (home needs their rows). */
export function loadAllRegistrations(): void {
  for (const remote of remoteApps) if (!pending.has(remote.name)) void loadRegistration(remote).catch(() => {});
}

/** Loads the registration of the remote that owns `pathname`, if any (its back targets). */
export function loadRegistrationFor(pathname: string): void {
  const remote = remoteForPath(pathname);
  if (remote && !pending.has(remote.name)) void loadRegistration(remote).catch(() => {});
}

export const registrationState = (name: string): RegistrationState | undefined => states.get(name);

/** For useSyncExternalStore: changes whenever any registration's state does. */
export function subscribeRegistrations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const registrationsVersion = () => version;

/** Tests replace how registrations are fetched (no scripts in jsdom), and start from nothing. */
export function setRegistrationSource(next: (remote: RemoteApp) => Promise<unknown>): void {
  source = next;
  states.clear();
  pending.clear();
  version++;
}
