/** The front-end apps and build freshness checks shared by the scripts. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { bundledContracts } = createRequire(import.meta.url)('./shared-versions.cjs');

/** remotes.config.json: the one list of remotes (name, folder, prefixes, dev port). */
export const appsConfig = JSON.parse(readFileSync(path.join(root, 'remotes.config.json'), 'utf8'));

/** Every front-end app, shell first: `name` is the folder. */
export const apps = [{ name: appsConfig.shell.folder }, ...appsConfig.remotes.map((remote) => ({ name: remote.folder }))];

/** The folders of package.json's workspaces, from the root (a trailing `*` is one folder level: `contracts/*`). */
export const workspaceFolders = () =>
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.flatMap((pattern) => {
    const [parent, prefix] = [path.dirname(pattern), path.basename(pattern).split('*')[0]];
    if (!pattern.includes('*')) return [pattern];
    const folders = readdirSync(path.join(root, parent)).map((name) => path.posix.join(parent, name));
    return folders.filter(
      (folder) => path.basename(folder).startsWith(prefix) && existsSync(path.join(root, folder, 'package.json')),
    );
  });

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** A fingerprint of everything a build of `app` reads: its sources, shared, its contracts, configs, lockfile. */
export function sourceStamp(app, env) {
  const hash = createHash('sha1').update(JSON.stringify(env));
  const inputs = [
    ...files(path.join(root, app, 'src')),
    ...files(path.join(root, app, 'public')),
    ...files(path.join(root, 'shared/src')),
    ...bundledContracts(path.join(root, app)).flatMap((contract) => [...files(path.join(contract, 'src'))]),
    path.join(root, app, 'package.json'),
    path.join(root, app, 'rspack.config.ts'),
    path.join(root, 'rspack.base.ts'),
    path.join(root, 'scripts/registration-entry.js'),
    path.join(root, 'remotes.config.json'),
    path.join(root, 'shared/index.html'),
    path.join(root, 'package-lock.json'),
  ];
  for (const file of inputs.sort()) {
    if (!existsSync(file)) continue;
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file}:${size}:${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Build-time settings (production builds): changing one makes the apps stale. */
export const buildFlags = (env = process.env) => ({ demo: env.APP_DEMO ?? '1', telegramAppUrl: env.TELEGRAM_APP_URL ?? '' });

const stampFile = (app) => path.join(root, app, 'dist/.build-stamp');

export const isFresh = (app, stamp) => existsSync(stampFile(app)) && readFileSync(stampFile(app), 'utf8') === stamp;

export const writeStamp = (app, stamp) => writeFileSync(stampFile(app), stamp);
