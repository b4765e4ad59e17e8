import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { RequestHandler } from 'msw';
import { getQueryClient } from '../query';
import { initTelegram } from '../telegram/init';
import { startReadyFallback } from '../telegram/ready';
import { AppProviders } from '../ui/app-providers';
import { ErrorScreen, LoadingScreen } from '../ui/screens';
import { UserProvider, useUserState } from '../user/user-context';
import { userHandlers } from '../mocks/user-handlers';

function UserGate({ children }: { children: ReactNode }) {
  const state = useUserState();
  if (state.status === 'loading') return <LoadingScreen title="Načítanie" />;
  if (state.status === 'error') return <ErrorScreen title="Oops, chyba" message={state.error.message} />;
  return children;
}

/**
 * Runs one remote alone in the browser (`npm run dev -w mf-blog`): MSW answers the API from the
 * contract's fixtures, a demo Telegram environment stands in for the messenger.
 */
export async function startStandalone(routes: ReactNode, handlers: RequestHandler[] = []): Promise<void> {
  if (process.env.NODE_ENV === 'development') {
    const { setupWorker } = await import('msw/browser');
    await setupWorker(...handlers, ...userHandlers()).start({ onUnhandledRequest: 'bypass', quiet: true });
  }
  // A live build (APP_DEMO=0) carries no demo sign-in, on the standalone page either: inside
  // Telegram the messenger's own launch parameters are used (a release is checked for it).
  await initTelegram(__DEMO__ ? () => import('../demo/launch-params').then((m) => m.demoLaunchParams()) : undefined);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={getQueryClient()}>
        <BrowserRouter>
          <UserProvider>
            <UserGate>{routes}</UserGate>
          </UserProvider>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
  // A Page or an ErrorScreen marks the page ready when it paints; this covers a screen that never does.
  startReadyFallback();
}
