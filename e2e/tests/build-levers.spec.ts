import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpAndActivate } from '../support/app';
import { root } from '../support/remote-build';
import { launchUrl } from '../support/telegram';

/**
 * The build levers on Module Federation's internals (rspack.base.ts) fail silently when a release
 * of the plugin changes what they hook: the build still passes, the bytes come back. Each is
 * checked here on what the build wrote (the production shell `npm start` serves).
 */
const dist = path.join(root, 'shell/dist');
const file = (pattern: RegExp) => {
  const name = readdirSync(dist).find((entry) => pattern.test(entry));
  expect(name, `shell/dist has ${pattern}`).toBeDefined();
  return readFileSync(path.join(dist, name!), 'utf8');
};

test('ShellStartPlugin: index.html starts with early-start.js and preloads the bootstrap and first-screen chunks', () => {
  const html = file(/^index\.html$/);
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<\/title><script src="\/early-start\.[0-9a-f]{8}\.js"><\/script>/);
  const preloads = [...head.matchAll(/<link rel="preload" as="script" href="\/([^"]+)">/g)].map(([, href]) => href);
  expect(preloads).toEqual(
    expect.arrayContaining([expect.stringMatching(/^bootstrap\./), expect.stringMatching(/^first-screen\./)]),
  );
  // The list of remote prefixes was written into early-start.js (its slot replaced).
  const early = file(/^early-start\.[0-9a-f]{8}\.js$/);
  expect(early).not.toContain('__REMOTE_PREFIXES__');
  expect(early).toContain('"/blog","mf_blog"');
});

test("the axios fetch adapter is replaced: the shell's HTTP client carries the XHR adapter only", () => {
  const main = file(/^main\.[0-9a-f]{8}\.js$/);
  expect(main).toContain('XMLHttpRequest');
  // 'duplex' appears in axios' browser code only in its fetch adapter.
  expect(main).not.toContain('duplex');
});

/** The shell's scripts of each lazily provided shared package, as ShellStartPlugin wrote them into early-start.js. */
function sharedScripts(): Record<string, string[]> {
  const early = file(/^early-start\.[0-9a-f]{8}\.js$/);
  expect(early).not.toContain('__SHARED_SCRIPTS__');
  const [json] = /\{"@app\/shared\/[^;]*?\]\}/.exec(early) ?? [];
  expect(json, 'early-start.js names the shell scripts of its shared packages').toBeDefined();
  return JSON.parse(json!) as Record<string, string[]>;
}

test("ExposedSharedPlugin: every remote's manifest names the shared packages its routes module waits for", () => {
  const scripts = sharedScripts();
  for (const remote of ['mf-activities', 'mf-blog', 'mf-calls', 'mf-meetings', 'mf-settings', 'mf-staff', 'mf-studio']) {
    const manifest = JSON.parse(readFileSync(path.join(root, remote, 'dist/mf-manifest.json'), 'utf8'));
    const routes = manifest.exposes.find((expose: { name: string }) => expose.name === 'routes');
    expect(routes.loadsShared, remote).toEqual(expect.arrayContaining(['react', 'react-router']));
  }
  // Every file early-start.js would preload is one the shell's build wrote.
  for (const files of Object.values(scripts)) {
    for (const href of files) expect(readdirSync(dist)).toContain(href.replace(/^\//, ''));
  }
});

test("on a remote's route, the shell's scripts its routes module waits for come from early-start.js's preloads", async ({
  page,
}) => {
  await signUpAndActivate(page, 'Lenka');
  const manifest = JSON.parse(readFileSync(path.join(root, 'mf-settings/dist/mf-manifest.json'), 'utf8'));
  const routes = manifest.exposes.find((expose: { name: string }) => expose.name === 'routes');
  const scripts = sharedScripts();
  const expected = [...new Set((routes.loadsShared as string[]).flatMap((key) => scripts[key] ?? []))];
  // mf-settings' routes module waits for packages the shell provides lazily (@app/shared/format): something to preload.
  expect(expected.length).toBeGreaterThan(0);
  // A first load: nothing of the sign-up's pages in the browser's cache (a cached file is taken from
  // there by whichever asks first, and timed as that one's).
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Nastavenia' })).toBeVisible();
  const initiators = await page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .map((entry) => [new URL(entry.name).pathname, (entry as PerformanceResourceTiming).initiatorType]),
    ),
  );

  // Fetched by the <link rel=preload> early-start.js added, not first asked for by the federation runtime.
  for (const href of expected) expect(initiators[href], href).toBe('link');
});

test("a route's firstData: opening /blog asks for its feed once, from early-start.js, and the list shows it", async ({
  page,
}) => {
  const user = await signUpAndActivate(page, 'Lenka');
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  // As Telegram opens a mini app on a deep link: the launch parameters in the hash.
  await page.goto(launchUrl('/blog', user));
  await expect(page.getByRole('article').first()).toBeVisible();
  const requests = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({
        path: new URL(entry.name).pathname + new URL(entry.name).search,
        by: (entry as PerformanceResourceTiming).initiatorType,
      }))
      .filter(({ path }) => path === '/api/blog/feed?page=1' || path.endsWith('/registration.js')),
  );
  // fetch: early-start.js began it (the screen's own request would be axios' XMLHttpRequest); the
  // registration.js it ran is the one the shell uses, not loaded a second time.
  expect(requests).toEqual([
    { path: expect.stringMatching(/\/registration\.js$/), by: 'script' },
    { path: '/api/blog/feed?page=1', by: 'fetch' },
  ]);
});
