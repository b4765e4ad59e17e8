import { matchPath } from 'react-router';
import type { RemoteRoute } from '@app/shared/remotes';

/** The shell's own routes with a back button (spec section 2); /, /onboarding and /main have none. */
const SHELL_ROUTES: readonly RemoteRoute[] = [{ path: '/onboarding/activities', back: '/onboarding' }];

/**
 * Where the native back button goes from `pathname`: the shell's own routes, then the routes the
 * remotes declared (their registrations; those not loaded yet are simply absent: the button stays
 * hidden until the owner's registration arrives, which is before its screens). Null hides it.
 */
export function backTargetFor(pathname: string, remoteRoutes: readonly RemoteRoute[]): string | null {
  for (const route of [...SHELL_ROUTES, ...remoteRoutes]) {
    // The router's own matcher (a trailing slash matches too): the back button and <Routes> agree.
    const params = matchPath(route.path, pathname)?.params;
    if (!params) continue;
    if (route.back === null) return null;
    return route.back.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
  }
  return null;
}

/**
 * A back target as this user should follow it: /main is home for a learner, but a staff member
 * without the plan lands elsewhere (`landing`, their staff home), so a back to /main goes there,
 * and on the landing itself there is nothing further back (null hides the button and the '‹').
 */
export function homeFor(target: string, pathname: string, landing: string | null): string | null {
  if (landing === null || target !== '/main') return target;
  return landing === pathname.replace(/\/+$/, '') ? null : landing;
}
