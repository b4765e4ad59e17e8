import type { Page } from '@playwright/test';

/**
 * Records Content-Security-Policy violations on a page, from `securitypolicyviolation` events and
 * from the console messages Chromium prints for them. Call before the first navigation; the
 * returned function lists what was reported so far. Any spec can assert its screens run clean:
 * `const csp = await recordCspViolations(page); ... expect(await csp()).toEqual([]);`
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(message.text()))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => {
    const fromEvents = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    return [...fromEvents, ...fromConsole];
  };
}
