import { BrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@app/shared/ui';
import { UserProvider } from '@app/shared/user';
import { GlobalErrorBoundary } from './error-boundary';
import { Guard } from './guard';
import { AppRoutes } from './routes';

export function App({ client }: { client: QueryClient }) {
  return (
    <AppProviders client={client}>
      <GlobalErrorBoundary>
        <BrowserRouter>
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
