import { remoteForPath } from '@app/shared/remotes';

/** What the server counts reports by (server/src/modules/client-errors). */
export type ClientErrorKind = 'boundary' | 'unhandled' | 'remote_load' | 'error';

/** A page sends at most this many reports: a render loop must not flood the server or drain a phone. */
export const MAX_REPORTS_PER_PAGE = 10;

const seen = new Set<string>();
let sent = 0;

/** The remote that owns the current path, or the shell. */
export const sourceForPath = (pathname: string) => remoteForPath(pathname)?.name ?? 'shell';

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name || 'Error', stack: error.stack?.slice(0, 4000) };
  if (typeof error === 'string') return { message: error || 'Error' };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/**
 * Tells the server (POST /api/client-errors) about an error a learner's screen hit, so a remote
 * that throws on a phone shows in the log and the metrics. Best effort: never throws, sends each
 * distinct error once per page and at most MAX_REPORTS_PER_PAGE in all; `keepalive` lets a report
 * made just before the page goes away still leave.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown, source = sourceForPath(window.location.pathname)): void {
  const { message, stack } = describe(error);
  const key = `${kind}|${source}|${message}`;
  if (seen.has(key) || sent >= MAX_REPORTS_PER_PAGE) return;
  seen.add(key);
  sent += 1;
  const body = JSON.stringify({
    kind,
    message: message.slice(0, 1000),
    ...(stack ? { stack } : {}),
    source,
    path: window.location.pathname.slice(0, 500),
  });
  try {
    void fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'omit',
    }).catch(() => {});
  } catch {
    // No fetch, or it threw synchronously: nothing more to do for a report.
  }
}

/** Errors nothing caught: a throwing event handler, a rejected promise nobody awaited. */
export function reportUncaughtErrors(target: Window = window): void {
  target.addEventListener('error', (event) => reportClientError('unhandled', event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reportClientError('unhandled', event.reason));
}

/** Tests: forget what was sent. */
export function resetClientErrorReports(): void {
  seen.clear();
  sent = 0;
}
