import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useRouteBackButton } from '@app/shared/telegram';
import { AppProviders } from '@app/shared/ui';
import { UserProvider } from '@app/shared/user';
import { GlobalErrorBoundary } from './error-boundary';
import { Guard } from './guard';
import { backTargetFor } from './back-targets';
import { AppRoutes } from './routes';

/** The native back button follows the URL through the route table, whatever is still loading. */
function RouteBackButton() {
  useRouteBackButton(backTargetFor);
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
