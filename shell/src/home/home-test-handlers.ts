import type { RequestHandler } from 'msw';
import type { RemoteApp, RemoteRegistration, ShellRuntime } from '@app/shared/remotes';
import { newsHandlers } from '@app/news-contract/mocks';
import { setRegistrationSource } from '../registrations/registry';

/** What /main asks the API for itself (the news); the rows' requests are the test registrations'. */
export function homeHandlers(...overrides: RequestHandler[][]): RequestHandler[] {
  return [...overrides.flat(), ...newsHandlers()];
}

/** A registration as a remote's registration.js would leave it on the window. */
export const registrationExports = (register: (runtime: ShellRuntime) => RemoteRegistration, contract: unknown = 1) => ({
  contract,
  register,
});

/**
 * The shell's tests stand in for the remotes (it imports none): each remote of remotes.config.json
 * gets the exports given here by name (none given: routes only, no row), and a name given an
 * Error fails to load.
 */
export function stubRegistrations(byName: Record<string, unknown>): void {
  setRegistrationSource(async (remote: RemoteApp) => {
    const exports = byName[remote.name] ?? registrationExports(() => ({ routes: [] }));
    if (exports instanceof Error) throw exports;
    return exports;
  });
}

/** A plain row declaration under a remote's prefix. */
export const row = (target: string, title: string, extra: Partial<RemoteRegistration['homeRow'] & object> = {}) =>
  registrationExports(() => ({
    routes: [{ path: target, back: '/main' }],
    homeRow: { order: 10, title, subtitle: `${title} neutral`, target, ...extra },
  }));
