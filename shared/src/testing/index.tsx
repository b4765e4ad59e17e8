import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { createQueryClient } from '../query';
import { errorStatus, http } from '../http';
import type { User } from '../contract';
import type { ShellRuntime } from '../remotes';
import { AppProviders } from '../ui/app-providers';
import { UserProvider, useUserState } from '../user/user-context';
import { createUserMockState, userHandlers, type UserMockState } from '../mocks/user-handlers';
import { personOf, personOfUser, type As, type Person } from '../mocks/people';

/** One MSW server per test file; the jest setup starts it with onUnhandledRequest 'error'. */
export const server = setupServer();

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderScreenOptions {
  /** The URL the test starts at. */
  route?: string;
  /** The route pattern the element is mounted on (default: the route itself). */
  path?: string;
  /**
   * Extra MSW handlers for this test (run before the user handlers); a function receives the
   * person of `as`, so a domain's mocks answer as the server would that person (the staff mocks'
   * /staff/me roles).
   */
  handlers?: RequestHandler[] | ((person: Person) => RequestHandler[]);
  /**
   * Who the screen is rendered for: 'learner' (the Basic plan), 'learner-without-plan', a staff
   * role or several (`['teacher', 'organiser']`, without a plan unless 'learner' is among them).
   * Absent: the subscribed demo user, or `userState`.
   */
  as?: As;
  /** The mock user state, when a test changes it as it goes; not with `as`. Default: a subscribed demo user. */
  userState?: UserMockState;
  /** Routes rendered beside the screen, to see where a navigation lands. */
  otherRoutes?: ReactNode;
  /**
   * Screens behind the guard may rely on a loaded user; by default the screen mounts once the
   * user is loaded, as in the app. Guard tests turn this off to see the raw user states.
   */
  waitForUser?: boolean;
}

function UserLoaded({ children }: { children: ReactNode }) {
  const state = useUserState();
  return state.status === 'loaded' ? children : null;
}

/**
 * Renders a screen the way the app does: real providers, a memory router, a fresh QueryClient
 * with retries off, the user context, and MSW answering the API.
 */
export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
  const { route = '/', path = route.split('?')[0], handlers = [], otherRoutes, waitForUser = true } = options;
  if (options.as && options.userState) throw new Error('renderScreen: give `as` or `userState`, not both');
  const named = options.as ? personOf(options.as) : undefined;
  const userState = options.userState ?? createUserMockState(named?.user);
  const person = named ?? personOfUser(userState.user);
  server.use(...(typeof handlers === 'function' ? handlers(person) : handlers), ...userHandlers(userState));
  const client = createQueryClient({ retry: false });
  const result = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[route]}>
        <UserProvider>
          <Routes>
            <Route path={path} element={waitForUser ? <UserLoaded>{ui}</UserLoaded> : ui} />
            {otherRoutes}
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </UserProvider>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, client, userState, person };
}

/**
 * Renders a query's status as the screen beside it sees it: one more observer of the screen's own
 * query options (so the query keeps the screen's queryFn), never fetching itself, notified in the
 * same batch as the screen's observers, so React commits both in one render. Waiting for
 * `queryStatus(key)` to read 'error' proves the screen has rendered that state too, where a pause
 * of a few milliseconds only hoped so.
 */
export function QueryStatusProbe<TQueryFnData, TData, TQueryKey extends QueryKey>({
  query,
}: {
  query: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>;
}) {
  const { status } = useQuery({ ...query, enabled: false });
  return <output data-testid={queryStatus(query.queryKey)}>{status}</output>;
}
export const queryStatus = (queryKey: QueryKey) => `query-status:${JSON.stringify(queryKey)}`;

export const currentPath = (container: { getByTestId: (id: string) => HTMLElement }) =>
  container.getByTestId('location').textContent;

/**
 * A ShellRuntime as the shell lends it to registrations (shell/src/registrations/shell-runtime.ts),
 * over the same client, so a remote's registration test runs its home row query against MSW.
 */
export const testRuntime: ShellRuntime = {
  async get<T>(path: string, params?: Record<string, string | number | undefined>): Promise<T> {
    try {
      return (await http.get<T>(path, { params })).data;
    } catch (error) {
      throw Object.assign(error instanceof Error ? error : new Error(String(error)), { status: errorStatus(error) });
    }
  },
};

/** A learner without a plan, with `staff_roles` as given (undefined: a server from before roles). */
export const userWithRoles = (staff_roles?: User['staff_roles']): User => ({
  id: 1,
  telegram_id: 1,
  username: null,
  first_name: 'A',
  last_name: 'B',
  email: null,
  date_of_birth: null,
  photo_url: null,
  subscription: null,
  staff_roles,
});
