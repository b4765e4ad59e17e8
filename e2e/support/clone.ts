import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './remote-build';

/**
 * node_modules as `npm install` makes it in the clone, without the network: every package linked
 * from this checkout's, the workspaces (@app/shared, the domain contracts, the apps) linked to the
 * clone's own folders.
 */
function linkDependencies(dir: string) {
  const modules = path.join(dir, 'node_modules');
  const workspaces = new Set(readdirSync(dir));
  mkdirSync(path.join(modules, '@app'), { recursive: true });
  // Every @app/* package is a workspace (shared/, contracts/<domain>/): the clone's copy, at the same place.
  for (const name of readdirSync(path.join(root, 'node_modules/@app'))) {
    const workspace = path.relative(root, realpathSync(path.join(root, 'node_modules/@app', name)));
    symlinkSync(path.join(dir, workspace), path.join(modules, '@app', name));
  }
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@app') continue;
    const target =
      workspaces.has(entry) && lstatSync(path.join(root, 'node_modules', entry)).isSymbolicLink()
        ? path.join(dir, entry)
        : path.join(root, 'node_modules', entry);
    symlinkSync(target, path.join(modules, entry));
  }
}

/**
 * A fresh clone of the committed repo in a temp folder (`<tmp>/repo`; remove its parent when done),
 * its node_modules linked as above: what a team checks out, without touching this checkout.
 */
export function cloneRepo(): string {
  const clone = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-clone-')), 'repo');
  const cloned = spawnSync('git', ['clone', '--quiet', '--local', root, clone], { encoding: 'utf8' });
  if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);
  linkDependencies(clone);
  return clone;
}
