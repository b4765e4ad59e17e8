import { expect, test, type Page } from '@playwright/test';
import { holdRequests, signUpAndActivate } from '../support/app';
import { launchUrl, newUser } from '../support/telegram';

/**
 * Telegram keeps its placeholder over the mini-app until the page posts web_app_ready. The app
 * posts it when the first real screen (a screen's frame or an error) has painted, not while the
 * shell's loading screen stands in for the user or a remote's code.
 */

/** A Telegram Android bridge that records the page's h1 headings at the moment of web_app_ready. */
async function recordReady(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { TelegramWebviewProxy: unknown; __readyHeadings: string[] | null };
    w.__readyHeadings = null;
    w.TelegramWebviewProxy = {
      postEvent(name: string) {
        if (name !== 'web_app_ready' || w.__readyHeadings !== null) return;
        w.__readyHeadings = [...document.querySelectorAll('h1')].map((heading) => heading.textContent ?? '');
      },
    };
  });
}

const readyHeadings = (page: Page) =>
  page.evaluate(() => (window as unknown as { __readyHeadings: string[] | null }).__readyHeadings);

/** A few frames: long enough for a ready posted "two frames after the first render" to have gone. */
const frames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
  );

test('opening a remote’s route: ready waits for its screen, not the loading screen', async ({ page }) => {
  const user = await signUpAndActivate(page, 'Pripravená');
  await recordReady(page);
  const release = await holdRequests(page, '**/remotes/mf-blog/**');
  // Not until 'load': the remote's registration.js (early-start.js runs it) is among the held files.
  await page.goto(launchUrl('/blog', user), { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Načítanie')).toBeVisible();
  await frames(page);
  expect(await readyHeadings(page)).toBeNull();

  release();
  await expect(page.getByRole('heading', { name: 'Blog' })).toBeVisible();
  await expect.poll(() => readyHeadings(page)).toEqual(['Blog']);
});

test('opening /main: ready waits until the user is known and the home screen paints', async ({ page }) => {
  const user = await signUpAndActivate(page, 'Pripravená');
  await recordReady(page);
  const release = await holdRequests(page, '**/api/users/me');
  // From /main to /main#... would only change the hash: leave the page first, so it loads anew.
  await page.goto('about:blank');
  await page.goto(launchUrl('/main', user));
  await expect(page.getByText('Načítanie')).toBeVisible();
  await frames(page);
  expect(await readyHeadings(page)).toBeNull();

  release();
  await expect(page.getByRole('heading', { name: 'Ahoj, Pripravená' })).toBeVisible();
  await expect.poll(() => readyHeadings(page)).toEqual(['Ahoj, Pripravená']);
});

test('a remote that fails to load: its error screen is the first screen, and ready is sent', async ({ page }) => {
  const user = await signUpAndActivate(page, 'Pripravená');
  await recordReady(page);
  await page.route('**/remotes/mf-blog/**', (route) => route.abort());
  await page.goto(launchUrl('/blog', user));
  await expect(page.getByRole('heading', { name: 'Túto časť sa nepodarilo načítať' })).toBeVisible();
  await expect.poll(() => readyHeadings(page)).toEqual(['Túto časť sa nepodarilo načítať']);
});

test('an old client gets its one screen and ready with it, though the SDK never started', async ({ page }) => {
  await recordReady(page);
  await page.goto(launchUrl('/', newUser(), { version: '7.10', signed: false }));
  const oops = 'Oops – You are using too old Telegram client to run this application';
  await expect(page.getByRole('heading', { name: oops })).toBeVisible();
  await expect.poll(() => readyHeadings(page)).toEqual([oops]);
});
