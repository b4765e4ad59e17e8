import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildRemote, root, serveFolder, type RemoteBuild, type StaticHost } from '../support/remote-build';

/**
 * A team runs its remote alone (npm run dev -w <remote>): the standalone page, MSW answering the
 * API from the contract's fixtures, a demo Telegram environment, no server, and the developer as
 * whoever the remote serves (its bootstrap's default person, or `?as=` / the switcher). Here each
 * remote's development build is served from a plain static host that has no API at all.
 */

/** Every remote, from the one list: a new remote is checked here the day it is added. */
const remotes: Array<{ folder: string; prefixes: string[] }> = JSON.parse(
  readFileSync(path.join(root, 'remotes.config.json'), 'utf8'),
).remotes;

/** The frame's stand-in for the shell's guard: a person without a plan never reaches a learner's remote. */
const WITHOUT_PLAN = { as: 'learner-without-plan', heading: 'Bez predplatného' };

/**
 * What each remote's first route (its first prefix) shows its default person, and a person it
 * must refuse with the screen they get. The staff remotes refuse a learner themselves; the learner
 * remotes refuse nobody themselves: the shell's guard keeps a learner without a plan on onboarding.
 */
const FIRST_SCREENS: Record<string, { heading: string; refused: { as: string; heading: string } }> = {
  'mf-calls': { heading: 'Hovory', refused: WITHOUT_PLAN },
  'mf-blog': { heading: 'Blog', refused: WITHOUT_PLAN },
  'mf-meetings': { heading: 'Stretnutia', refused: WITHOUT_PLAN },
  'mf-activities': { heading: 'Aktivity', refused: WITHOUT_PLAN },
  'mf-settings': { heading: 'Nastavenia', refused: WITHOUT_PLAN },
  'mf-staff': { heading: 'Pre lektorov', refused: { as: 'learner', heading: 'Nemáte prístup' } },
  'mf-studio': { heading: 'Kurz', refused: { as: 'learner', heading: 'Nemáte prístup' } },
};

/** The only h1 of the page reads `name`: not a refusal, an error or a loading screen in its place. */
async function expectHeading(page: Page, name: string) {
  // A development page is slow to start on a loaded machine (the loading screen holds the only status).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 60_000 });
}

for (const { folder, prefixes } of remotes) {
  const first = prefixes[0]!;
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

    test(`renders ${first} for its default person and refuses the one it must, against the MSW mocks, with no server`, async ({
      page,
    }) => {
      // Development bundles (unminified, source maps, MSW), three page loads; on a two-core machine
      // shared with other builds one load took 28 s.
      test.setTimeout(240_000);
      const expected = FIRST_SCREENS[folder];
      if (!expected) throw new Error(`${folder}: add the heading of ${first} and a person it refuses to FIRST_SCREENS`);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));

      await page.goto(`${host.origin}${first}`);
      await expectHeading(page, expected.heading);
      const switcher = page.getByRole('complementary', { name: 'Standalone: osoba' });
      const byDefault = (await switcher.getAttribute('data-standalone-person'))!;

      await page.goto(`${host.origin}${first}?as=${expected.refused.as}`);
      await expectHeading(page, expected.refused.heading);
      // The remote's routes never see the parameter; the tab keeps the person until the switcher changes it.
      expect(new URL(page.url()).searchParams.has('as')).toBe(false);
      await expect(switcher).toHaveAttribute('data-standalone-person', expected.refused.as);

      await switcher.getByText(/^👤/).click();
      await switcher.getByRole('combobox', { name: 'Ako kto' }).selectOption(byDefault);
      // The page reloads as that person: its heading is the default one again, not the refusal.
      await expectHeading(page, expected.heading);
      await expect(switcher).toHaveAttribute('data-standalone-person', byDefault);

      // Every /api request was answered by the mocks in the page: none reached a host.
      expect(host.requests.filter((request) => request.startsWith('/api'))).toEqual([]);
      expect(host.requests).toContain('/mockServiceWorker.js');
      expect(pageErrors).toEqual([]);

      // The switcher is development only: the production build (npm start's, in <folder>/dist) has none of it.
      const marker = 'standalone-person';
      const scripts = (dir: string) =>
        readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
      expect(scripts(build.outDir).some((file) => readFileSync(path.join(build.outDir, file), 'utf8').includes(marker))).toBe(
        true,
      );
      const dist = path.join(root, folder, 'dist');
      expect(scripts(dist).length).toBeGreaterThan(0);
      expect(scripts(dist).filter((file) => readFileSync(path.join(dist, file), 'utf8').includes(marker))).toEqual([]);
    });
  });
}
