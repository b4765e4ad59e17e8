import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { root } from '../support/remote-build';

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
