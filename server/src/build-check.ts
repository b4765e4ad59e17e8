import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEMO_BOT_TOKEN } from './auth/demo';
import { REMOTE_FOLDERS } from './plugins/static';

/**
 * What only a demo build carries (APP_DEMO unset or 1, `npm start`): the shell asks the server for
 * demo init data at this path, signed with the public demo token. A live server serving such a
 * build would hand real learners a front end that signs in as the demo user.
 */
const DEMO_MARKERS = ['/demo/init-data', DEMO_BOT_TOKEN];

function* scripts(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* scripts(full);
    else if (/\.(?:m?js|html)$/.test(entry.name)) yield full;
  }
}

/**
 * The built files under `root` (shell/dist, <remote>/dist) that carry demo code, relative to root.
 * Read at start in live mode (a few MB, tens of milliseconds), by the doctor and by `npm run release`.
 */
export function demoBuildFiles(root: string): string[] {
  const found: string[] = [];
  for (const folder of ['shell', ...REMOTE_FOLDERS]) {
    for (const file of scripts(join(root, folder, 'dist'))) {
      const text = readFileSync(file, 'utf8');
      if (DEMO_MARKERS.some((marker) => text.includes(marker))) found.push(relative(root, file));
    }
  }
  return found;
}

/** Whether `root` holds a front-end build at all (shell/dist/index.html). */
export const hasFrontEnd = (root: string): boolean => existsSync(join(root, 'shell', 'dist', 'index.html'));
