import { expect, test } from '@playwright/test';
import { buildRemote, serveFolder, type RemoteBuild, type StaticHost } from '../support/remote-build';

/**
 * A team runs its remote alone (npm run dev -w <remote>): the standalone page, MSW answering the
 * API from the contract's fixtures, a demo Telegram environment, no server. Here the remote's
 * development build is served from a plain static host that has no API at all.
 */
for (const { folder, path, expectFirstScreen } of [
  {
    folder: 'mf-blog',
    path: '/blog',
    async expectFirstScreen(page: import('@playwright/test').Page) {
      await expect(page.getByRole('heading', { name: 'Blog' })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Ako sa pozdraviť po slovensky' })).toBeVisible();
    },
  },
  {
    folder: 'mf-settings',
    path: '/settings',
    async expectFirstScreen(page: import('@playwright/test').Page) {
      await expect(page.getByRole('heading', { name: 'Nastavenia' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Moje Predplatné/ })).toBeVisible();
    },
  },
]) {
  test.describe(`${folder} alone`, () => {
    let build: RemoteBuild;
    let host: StaticHost;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      build = buildRemote({ folder, publicPath: '/', mode: 'development' });
      host = await serveFolder(build.outDir, { spa: true });
    });
    test.afterAll(async () => {
      await host?.close();
      build?.remove();
    });

    test(`renders its first screen (${path}) against the MSW mocks, with no server`, async ({ page }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`${host.origin}${path}`);
      await expectFirstScreen(page);
      // Every /api request was answered by the mocks in the page: none reached a host.
      expect(host.requests.filter((request) => request.startsWith('/api'))).toEqual([]);
      expect(host.requests).toContain('/mockServiceWorker.js');
      expect(pageErrors).toEqual([]);
    });
  });
}
