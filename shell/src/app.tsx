import { useCallback, useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useRouteBackButton } from '@app/shared/telegram';
import { AppProviders } from '@app/shared/ui';
import { UserProvider } from '@app/shared/user';
import { GlobalErrorBoundary } from './error-boundary';
import { Guard } from './guard';
import { backTargetFor, homeFor } from './registrations/back-target';
import { loadRegistrationFor } from './registrations/registry';
import { useRegisteredRoutes, useStaffLandingTarget } from './registrations/use-registrations';
import { AppRoutes } from './routes';

/**
 * The native back button follows the URL through the routes the remotes declared (their
 * registrations, tiny, loaded beside the remote's own files), whatever is still loading. For a
 * staff member without the plan, /main is not home (the guard sends them on): a back to it goes to
 * where they land, and there the button hides, as on /main.
 */
function RouteBackButton() {
  const { pathname } = useLocation();
  const routes = useRegisteredRoutes();
  const landing = useStaffLandingTarget();
  useEffect(() => loadRegistrationFor(pathname), [pathname]);
  const rewrite = useCallback((target: string, path: string) => homeFor(target, path, landing), [landing]);
  useRouteBackButton((path) => backTargetFor(path, routes), rewrite);
  return null;
}

export function App({ client }: { client: QueryClient }) {
  return (
    <AppProviders client={client}>
      <GlobalErrorBoundary>
        <BrowserRouter>
          <UserProvider>
            <RouteBackButton />
            <Guard>
              <AppRoutes />
            </Guard>
          </UserProvider>
        </BrowserRouter>
      </GlobalErrorBoundary>
    </AppProviders>
  );
}
