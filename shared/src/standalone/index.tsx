import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { RequestHandler } from 'msw';
import { http } from '../http';
import { getQueryClient } from '../query';
import type { As, Person } from '../mocks/people';
import type { RegisterRemote, RouteAccess } from '../remotes/registration';
import { initTelegram } from '../telegram/init';
import { startReadyFallback } from '../telegram/ready';
import { AppProviders } from '../ui/app-providers';
import { ErrorScreen, LoadingScreen } from '../ui/screens';
import { UserProvider, useUserState } from '../user/user-context';

export interface StandaloneOptions {
  /** The remote's routes (the module it exposes). */
  routes: ReactNode;
  /** The remote's `register`: its `access` says whom the shell's guard lets reach these routes. */
  register: RegisterRemote;
  /**
   * Who the developer is unless `?as=` or the switcher says otherwise (development only): a person
   * the remote's first screen opens for ('learner' for a learner's remote, 'editor' for the studio).
   */
  person: As;
  /**
   * The remote's MSW handlers, answering as the server would `person`. Pass it only in development
   * (`process.env.NODE_ENV === 'development' ? async (person) => ... : undefined`) and import the
   * mocks inside it, so a production build carries neither.
   */
  mocks?: (person: Person) => RequestHandler[] | Promise<RequestHandler[]>;
}

const text = {
  loading: 'Načítanie',
  error: 'Oops, chyba',
  withoutPlan: 'Bez predplatného',
  withoutPlanHint: 'V aplikácii vás bez predplatného shell pošle na /onboarding: sem sa nedostanete.',
};

/** The shell's guard as far as one remote's routes go (shell/src/guard.tsx): no plan, no way in, unless a role opens them. */
const shellLetsIn = (user: { subscription: unknown; staff_roles?: readonly string[] }, access: RouteAccess) =>
  Boolean(user.subscription) || (access === 'staff-role' && (user.staff_roles?.length ?? 0) > 0);

function UserGate({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const state = useUserState();
  if (state.status === 'loading') return <LoadingScreen title={text.loading} />;
  if (state.status === 'error') return <ErrorScreen title={text.error} message={state.error.message} />;
  if (!shellLetsIn(state.user, access)) return <ErrorScreen title={text.withoutPlan} message={text.withoutPlanHint} />;
  return children;
}

/** What a registration may ask of the shell; the frame reads only `access`, but a registration is called with one. */
const runtime = {
  get: async <T,>(path: string, params?: Record<string, string | number | undefined>) =>
    (await http.get<T>(path, { params })).data,
};

/**
 * Runs one remote alone in the browser (`npm run dev -w mf-blog`), as the shell would: the
 * providers, the demo Telegram environment and the shell's guard. In development MSW answers the
 * API as the server would the chosen person, and a switcher in the corner changes who that is
 * (`./dev-frame.tsx`, absent from production builds).
 */
export async function startStandalone({ routes, register, person, mocks }: StandaloneOptions): Promise<void> {
  let frame: ReactNode = null;
  let refused: ReactNode = null;
  if (process.env.NODE_ENV === 'development') {
    const dev = await import('./dev-frame');
    ({ frame, refused } = await dev.startDevFrame(person, mocks));
  }
  // A live build (APP_DEMO=0) carries no demo sign-in, on the standalone page either: inside
  // Telegram the messenger's own launch parameters are used (a release is checked for it).
  await initTelegram(__DEMO__ ? () => import('../demo/launch-params').then((m) => m.demoLaunchParams()) : undefined);
  const access = register(runtime).access ?? 'subscription';
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={getQueryClient()}>
        <BrowserRouter>
          {refused ?? (
            <UserProvider>
              <UserGate access={access}>{routes}</UserGate>
            </UserProvider>
          )}
          {frame}
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
  // A Page or an ErrorScreen marks the page ready when it paints; this covers a screen that never does.
  startReadyFallback();
}
