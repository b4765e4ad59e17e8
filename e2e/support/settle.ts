import { expect, type Page, type Request } from '@playwright/test';

/**
 * What a screen has asked the network for and not yet received, per page. Playwright's
 * 'networkidle' waits for 500 ms of silence, which some pages never give (the debug console);
 * here a screen has settled when every request it started has finished or failed. Media streams
 * are left out: the browser may pause a video's download indefinitely, and that is not loading.
 */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting a page's requests; call before the first navigation (a beforeEach). */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (request.resourceType() !== 'media') open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Waits until every request the page has started has finished. */
export async function requestsSettled(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('requestsSettled(page) needs trackRequests(page) before the first navigation');
  await expect.poll(() => [...open].map((request) => request.url()), { message: 'requests still open' }).toEqual([]);
}
