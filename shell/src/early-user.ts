import type { QueryClient } from '@tanstack/react-query';
import type { NewsItem } from '@app/news-contract';
import type { User } from '@app/shared/contract';
import { http } from '@app/shared/http';
import { fetchCurrentUser, userQueries } from '@app/shared/user';
import { getNews, newsQuery } from './home/get-news';

/** What early-start.js leaves on the window: its GET /api/users/me, begun before the bundles. */
interface EarlyUser {
  initData: string;
  response: Promise<{ ok: boolean; status: number; body: unknown } | null>;
}

declare global {
  interface Window {
    __earlyUser?: EarlyUser;
    /** GET /api/news, begun by early-start.js on /main (same shape as __earlyUser). */
    __earlyNews?: EarlyUser;
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

/** The same for GET /api/news on /main: home's feed (and its first image) without waiting for the bundles. */
export function adoptEarlyNews(client: QueryClient): void {
  const early = window.__earlyNews;
  delete window.__earlyNews;
  if (!early || http.defaults.headers.common.Authorization !== `tma ${early.initData}`) return;
  void client.prefetchQuery({
    ...newsQuery(),
    queryFn: async () => {
      const answer = await early.response;
      if (answer?.ok && Array.isArray(answer.body)) return answer.body as NewsItem[];
      return getNews();
    },
  });
}
