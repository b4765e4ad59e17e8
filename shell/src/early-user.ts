import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@app/shared/contract';
import { http } from '@app/shared/http';
import { fetchCurrentUser, userQueries } from '@app/shared/user';

/** What early-start.js leaves on the window: its GET /api/users/me, begun before the bundles. */
interface EarlyUser {
  initData: string;
  response: Promise<{ ok: boolean; status: number; body: unknown } | null>;
}

declare global {
  interface Window {
    __earlyUser?: EarlyUser;
  }
}

/**
 * Puts the user request early-start.js began into the query cache as the ['users', 'me'] fetch, so
 * that UserProvider waits for it instead of starting its own after the bundles have run. Only when
 * it was made with the init data the SDK accepted; a failed or refused answer is asked again the
 * ordinary way, so errors are logged and shown exactly as before (spec section 8).
 */
export function adoptEarlyUser(client: QueryClient): void {
  const early = window.__earlyUser;
  delete window.__earlyUser;
  if (!early || http.defaults.headers.common.Authorization !== `tma ${early.initData}`) return;
  void client.prefetchQuery({
    ...userQueries.me(),
    queryFn: async () => {
      const answer = await early.response;
      if (answer?.ok && answer.body && typeof answer.body === 'object') return answer.body as User;
      return fetchCurrentUser();
    },
  });
}
