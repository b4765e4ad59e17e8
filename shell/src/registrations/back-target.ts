import type { RemoteRoute } from '@app/shared/remotes';

/** The shell's own routes with a back button (spec section 2); /, /onboarding and /main have none. */
const SHELL_ROUTES: readonly RemoteRoute[] = [{ path: '/onboarding/activities', back: '/onboarding' }];

/** The :params of `pattern` in `pathname`, or null when it does not match (one segment per param). */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment.startsWith(':')) {
      if (!have[i]) return null;
      params[segment.slice(1)] = have[i]!;
    } else if (segment !== have[i]) return null;
  }
  return params;
}

/**
 * Where the native back button goes from `pathname`: the shell's own routes, then the routes the
 * remotes declared (their registrations; those not loaded yet are simply absent: the button stays
 * hidden until the owner's registration arrives, which is before its screens). Null hides it.
 */
export function backTargetFor(pathname: string, remoteRoutes: readonly RemoteRoute[]): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of [...SHELL_ROUTES, ...remoteRoutes]) {
    const params = matchRoute(route.path, path);
    if (!params) continue;
    if (route.back === null) return null;
    return route.back.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
  }
  return null;
}
