import type { ReactNode } from 'react';
import { ErrorScreen, LoadingScreen } from './screens';

/** What QueryView needs of a TanStack query result. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** The screen's loading text (spec). */
  loading: string;
  /** The error title, or one chosen from the error (a 404 reads differently). */
  errorTitle: string | ((error: unknown) => string);
  /** Whether a retry can help; default yes. */
  canRetry?: (error: unknown) => boolean;
  retryLabel?: string;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error or the data of one query. A failed background refetch keeps the data on screen
 * (TanStack sets status 'error' but keeps `data`): the error screen is for a first load that
 * failed, so a failed save's settle refetch never wipes the page.
 */
export function QueryView<T>({ query, loading, errorTitle, canRetry = () => true, retryLabel, children }: QueryViewProps<T>) {
  if (query.isPending) return <LoadingScreen title={loading} />;
  if (query.data === undefined) {
    const title = typeof errorTitle === 'function' ? errorTitle(query.error) : errorTitle;
    const retry = canRetry(query.error) ? () => void query.refetch() : undefined;
    return <ErrorScreen title={title} onRetry={retry} retryLabel={retryLabel} />;
  }
  return <>{children(query.data)}</>;
}
