import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useRouteBackButton } from '@app/shared/telegram';
import { AppProviders } from '@app/shared/ui';
import { UserProvider } from '@app/shared/user';
import { GlobalErrorBoundary } from './error-boundary';
import { Guard } from './guard';
import { backTargetFor } from './registrations/back-target';
import { loadRegistrationFor } from './registrations/registry';
import { useRegisteredRoutes } from './registrations/use-registrations';
import { AppRoutes } from './routes';

/**
 * The native back button follows the URL through the routes the remotes declared (their
 * registrations, tiny, loaded beside the remote's own files), whatever is still loading.
 */
function RouteBackButton() {
  const { pathname } = useLocation();
  const routes = useRegisteredRoutes();
  useEffect(() => loadRegistrationFor(pathname), [pathname]);
  useRouteBackButton((path) => backTargetFor(path, routes));
  return null;
}

export function App({ client }: { client: QueryClient }) {
  return (
    <AppProviders client={client}>
      <GlobalErrorBoundary>
        <BrowserRouter>
          <RouteBackButton />
          <UserProvider>
            <Guard>
              <AppRoutes />
            </Guard>
          </UserProvider>
        </BrowserRouter>
      </GlobalErrorBoundary>
    </AppProviders>
  );
}
