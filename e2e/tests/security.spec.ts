/**
 * The app runs under the server's Content-Security-Policy: every CSP violation on the way through
 * the main screens fails the test.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpAndActivate } from '../support/app';
import { recordCspViolations } from '../support/csp';
import { requestsSettled, trackRequests } from '../support/settle';
import { launchUrl, newUser, signInitData, type TelegramUser } from '../support/telegram';

/** Client-side navigation, as a tap on a link would do, then wait for the screen to settle. */
test.beforeEach(({ page }) => trackRequests(page));

async function visit(page: Page, path: string, visible: RegExp | string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
  await expect(page.getByText(visible).first()).toBeVisible();
  await requestsSettled(page);
}

async function publicationIds(page: Page, user: TelegramUser) {
  const response = await page.request.get('/api/blog/feed?page_size=50', {
    headers: { authorization: `tma ${signInitData(user)}` },
  });
  const { results } = (await response.json()) as {
    results: Array<{ id: number; title: string; type: 'text' | 'audio' | 'video' }>;
  };
  return Object.fromEntries(['text', 'audio', 'video'].map((type) => [type, results.find((p) => p.type === type)!]));
}

test('the document is served with the CSP, nosniff and a referrer policy', async ({ page }) => {
  const response = await page.goto(launchUrl('/', newUser()));
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self' https://web.telegram.org");
  expect(headers['content-security-policy']).toMatch(/script-src 'self';/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
});

test('an injected inline script is refused and reported (the recorder below would see one)', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto(launchUrl('/onboarding', newUser()));
  await expect(page.getByRole('button', { name: 'Aktivovať' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src-elem blocked inline/));
});

test('no CSP violation from onboarding through home, settings, profile, every remote and the blog', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const user = await signUpAndActivate(page, 'Bezpečná');
  await requestsSettled(page);
  await visit(page, '/onboarding/activities', 'Hovorenie');
  await visit(page, '/main', 'Ahoj, Bezpečná');
  await visit(page, '/settings', 'Moje Predplatné');
  await visit(page, '/settings/subscriptions', 'Basic');
  await visit(page, '/settings/notifications/edu', 'Študijné');
  await visit(page, '/profile', 'Meno');
  // Whatever the calls, meetings and activities remotes render, their code runs under the policy.
  await visit(page, '/calls', 'Hovory');
  await visit(page, '/meetings', 'Zúčastnené');
  await visit(page, '/activity', 'Prejsť na úlohu');
  await visit(page, '/blog', 'Všetky');
  const publications = await publicationIds(page, user);
  for (const type of ['text', 'audio', 'video'] as const) {
    await visit(page, `/blog/${publications[type]!.id}`, publications[type]!.title);
    if (type !== 'text') {
      // Media from /media/ must be allowed to load, not only to be referenced.
      const media = page.locator(type).first();
      await expect(media).toBeAttached();
      await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.readyState)).toBeGreaterThan(0);
    }
  }
  expect(await violations()).toEqual([]);
});

/**
 * eruda's class helper probes `Function(...)` inside try/catch and falls back when it is refused,
 * so those probes are the one expected report (eval stays forbidden for everyone; the console's
 * JS prompt cannot evaluate, logs, network, elements and storage work).
 */
test('debug mode: the on-device console loads and works; its eval probes are the only reports', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto(launchUrl('/onboarding', newUser(), { startParam: 'debug' }));
  await expect(page.getByRole('button', { name: 'Aktivovať' })).toBeVisible();
  await expect(page.locator('#eruda')).toBeAttached();
  await page.evaluate(() => console.log('hello from the page'));
  // The console works: opened from its button, it shows what the page logged.
  await page.locator('#eruda .eruda-entry-btn').click();
  await expect(page.locator('#eruda').getByText('hello from the page')).toBeVisible();
  await requestsSettled(page);

  const unexpected: string[] = [];
  for (const violation of await violations()) {
    const probe = /^script-src blocked eval in (\S+):\d+$/.exec(violation);
    const source = probe ? await (await page.request.get(probe[1]!)).text() : '';
    if (!source.includes('eruda')) unexpected.push(violation);
  }
  expect(unexpected).toEqual([]);
});

test('the API docs (Swagger UI) work under the same policy', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByText('Slovak learning mini-app API').first()).toBeVisible();
  await requestsSettled(page);
  expect(await violations()).toEqual([]);
});
