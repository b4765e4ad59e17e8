import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '@app/shared/http';

/** A 4xx will not get better by asking again; network faults and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: options.retry === false ? false : shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let client: QueryClient | undefined;

/** The app's one QueryClient; @app/shared is a federation singleton, so remotes share it too. */
export function getQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

export { useMutation, type MutationOptions } from './mutation';
