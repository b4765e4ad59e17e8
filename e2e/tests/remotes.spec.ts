import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpAndActivate } from '../support/app';
import { root } from '../support/remote-build';

/**
 * Every remote in remotes.config.json (the one list) loads in the shell on each prefix it owns:
 * its shared ranges are satisfied (a strict singleton would refuse otherwise) and its routes
 * render a screen. A new remote is covered by adding it to the list.
 */
const { remotes } = JSON.parse(readFileSync(path.join(root, 'remotes.config.json'), 'utf8')) as {
  remotes: Array<{ name: string; prefixes: string[] }>;
};

test('every remote of remotes.config.json loads in the shell, with its shared versions accepted', async ({ page }) => {
  const federation: string[] = [];
  page.on('console', (message) => {
    if (/Federation Runtime|does not satisfy/.test(message.text())) federation.push(message.text());
  });
  await signUpAndActivate(page);
  for (const { name, prefixes } of remotes) {
    for (const prefix of prefixes) {
      await page.goto(prefix);
      await expect(page.getByRole('heading', { level: 1 }).first(), `${name} at ${prefix}`).toBeVisible();
      await expect(page.getByText('Túto časť sa nepodarilo načítať'), `${name} at ${prefix}`).toHaveCount(0);
      expect(new URL(page.url()).pathname, `${name} keeps ${prefix}`).toBe(prefix);
    }
  }
  expect(federation).toEqual([]);
});

test('home lists the rows the remotes register, each with its own live subtitle', async ({ page }) => {
  await signUpAndActivate(page, 'Riadková');
  const rows = page.getByRole('link').filter({ hasText: /^(Aktivity|Stretnutia|Hovory|Blog)/ });
  await expect(rows).toHaveCount(4);
  // The order the registrations declare, not remotes.config.json's.
  expect(await rows.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/activity',
    '/meetings',
    '/calls',
    '/blog',
  ]);
  // mf-activities' own query: the streak and today's activity (a new learner: nothing done yet).
  await expect(page.getByRole('link', { name: /^Aktivity/ })).toContainText(/Séria: 0 dní · Nedokončené úlohy: \d/);
  await expect(page.getByRole('link', { name: /^Hovory/ })).toContainText('Zatiaľ nemáte rezervovaný žiadny hovor');
  await expect(page.getByRole('link', { name: /^Blog/ })).toContainText(/^Blog\s*Najnovšie: /);
});

test("a remote whose registration cannot load has no row; home and the other remotes' rows work", async ({ page }) => {
  await page.route('**/remotes/mf-blog/registration.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await signUpAndActivate(page, 'Bezblogová');
  await expect(page.getByRole('link', { name: /^Hovory/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Aktivity/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Blog/ })).toHaveCount(0);
  // Its routes are still its own: they load (the routes module does not need the registration).
  await page.unroute('**/remotes/mf-blog/registration.js');
  await page.getByRole('link', { name: /^Hovory/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hovory' })).toBeVisible();
});

test("a home row's failing query keeps its neutral subtitle", async ({ page }) => {
  await page.route('**/api/users/me/statistics*', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  const failed = page.waitForResponse('**/api/users/me/statistics*');
  await signUpAndActivate(page, 'Neutrálna');
  expect((await failed).status()).toBe(500);
  await expect(page.getByRole('link', { name: /^Aktivity/ })).toContainText('Počúvanie, čítanie, hovorenie');
});
