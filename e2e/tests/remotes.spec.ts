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
