/**
 * `npm run release`: a self-contained, versioned release for production (docs/DEPLOY.md):
 *
 *   release/slovencina-<version>-<commit>/        and release/slovencina-<version>-<commit>.tar.gz
 *     release.json             version, commit, build flags (always live: APP_DEMO=0)
 *     package.json, node_modules/   the server's production dependencies only (npm install --omit=dev)
 *     server/dist/*.js         the server compiled to JavaScript (esbuild): main, doctor, bot, backup, restore
 *     server/src/db/migrations/, server/media/, remotes.config.json
 *     shell/dist/, mf-* /dist/ the front end, built for production into the release (the checkout's
 *                              own dist folders, which `npm start` uses in demo mode, stay as they are)
 *     deploy/                  the systemd unit template and the nginx site
 *     docs/DEPLOY.md …
 *
 * The server runs with plain `node server/dist/main.js`: no tsx, no TypeScript, no dev dependency.
 * A release is never a demo build: it is built with APP_DEMO=0 and refused when any bundle still
 * names the demo init data or the demo token (server/src/build-check.ts, the same check the server
 * and the doctor make at start).
 *
 *   npm run release [-- --skip-front-end-from <an earlier release folder>] [--no-tarball]
 *
 * TELEGRAM_APP_URL (https://t.me/<bot>/<app>) is baked into the bundles (the app's share links), as
 * in any production build.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { apps, root } from '../scripts/apps.mjs';
import { serverBundle } from './keep-source-location.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const started = Date.now();

function git(...command) {
  const result = spawnSync('git', command, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}
const version = JSON.parse(readFileSync(path.join(root, 'server/package.json'), 'utf8')).version;
const commit = git('rev-parse', '--short=10', 'HEAD') || 'nogit';
const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
const name = `slovencina-${version}-${commit}${dirty ? '-dirty' : ''}`;
const outRoot = path.resolve(option('--out') ?? path.join(root, 'release'));
const out = path.join(outRoot, name);
const reuse = option('--skip-front-end-from');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const step = (what) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${what}`);

// 1. The front end, live: one app at a time (two cores go further that way), into the release.
const flags = { demo: '0', telegramAppUrl: process.env.TELEGRAM_APP_URL ?? '' };
for (const { name: app } of apps) {
  const dist = path.join(out, app, 'dist');
  if (reuse) {
    cpSync(path.join(path.resolve(reuse), app, 'dist'), dist, { recursive: true });
    continue;
  }
  step(`building ${app} (production, APP_DEMO=0)`);
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
    cwd: path.join(root, app),
    env: { ...process.env, NODE_ENV: 'production', APP_DEMO: '0', TELEGRAM_APP_URL: flags.telegramAppUrl, APP_OUTPUT_DIR: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout.toString());
    throw new Error(`build of ${app} failed`);
  }
}

// 2. The server, compiled. Workspace packages (@app/*: TypeScript sources) are bundled in; every
// other package stays external and is installed below. Each file's import.meta.url keeps naming
// where the file sits in the source tree (server/src/db/migrate.ts finds ./migrations/ beside it,
// static.ts finds remotes.config.json three folders up), so the release keeps that layout.
step('compiling the server (esbuild)');
const serverDist = path.join(out, 'server/dist');
const externals = new Set();
const entries = {
  main: 'server/src/main.ts',
  doctor: 'server/src/cli/doctor.ts',
  bot: 'server/src/cli/bot.ts',
  backup: 'server/src/cli/backup.ts',
  restore: 'server/src/cli/restore.ts',
  // Also imported below: the release is checked with the server's own check.
  'build-check': 'server/src/build-check.ts',
};
await build({
  // Located as the source tree's server/dist, the layout the release keeps.
  ...serverBundle(path.join(root, 'server/dist'), (external) => {
    const parts = external.split('/');
    externals.add(external.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }),
  entryPoints: Object.fromEntries(Object.entries(entries).map(([key, file]) => [key, path.join(root, file)])),
  outdir: serverDist,
});

// 3. What the compiled server reads from disk at run time, at the paths it reads them from.
for (const [from, to = from] of [
  ['server/src/db/migrations'],
  ['server/media'],
  ['remotes.config.json'],
  ['deploy'],
  ['docs/DEPLOY.md'],
  ['docs/BACKUP.md'],
  ['LICENSE'],
]) {
  if (existsSync(path.join(root, from))) cpSync(path.join(root, from), path.join(out, to), { recursive: true });
}

// 4. Production dependencies only, at the versions the checkout tested with.
const installed = (pkg) => JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
const dependencies = Object.fromEntries([...externals].sort().map((pkg) => [pkg, installed(pkg)]));
const release = {
  name: 'slovencina',
  version,
  commit,
  dirty,
  builtAt: new Date().toISOString(),
  demo: false,
  telegramAppUrl: flags.telegramAppUrl,
};
writeFileSync(path.join(out, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
writeFileSync(
  path.join(out, 'package.json'),
  `${JSON.stringify(
    {
      name: 'slovencina',
      version,
      private: true,
      type: 'module',
      engines: { node: '>=20.19' },
      scripts: { start: 'exec node server/dist/main.js', doctor: 'node server/dist/doctor.js' },
      dependencies,
      // The checkout's pins of transitive packages (Node 20 engines): the same tree it tested.
      overrides: JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).overrides,
    },
    null,
    2,
  )}\n`,
);
step(`installing ${Object.keys(dependencies).length} production dependencies (npm install --omit=dev)`);
// The checkout's lockfile pins the transitive versions too; npm keeps the entries it can use.
cpSync(path.join(root, 'package-lock.json'), path.join(out, 'package-lock.json'));
const install = spawnSync(
  'npm',
  ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts=false'],
  {
    cwd: out,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  },
);
if (install.status !== 0) {
  process.stdout.write(install.stdout);
  throw new Error('npm install --omit=dev failed in the release');
}

// 5. Never a demo build: the same check the server makes before it listens.
const { demoBuildFiles } = await import(path.join(serverDist, 'build-check.js'));
const demoFiles = demoBuildFiles(out);
if (demoFiles.length > 0) throw new Error(`the release contains demo code: ${demoFiles.join(', ')}`);

// 6. The tarball.
if (!args.includes('--no-tarball')) {
  step('packing the tarball');
  const tar = spawnSync('tar', ['-czf', `${name}.tar.gz`, name], { cwd: outRoot, stdio: 'inherit' });
  if (tar.status !== 0) throw new Error('tar failed');
}

function size(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? size(full) : entry.isFile() ? statSync(full).size : 0;
  }
  return total;
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const parts = [
  ['front end', apps.reduce((sum, { name: app }) => sum + size(path.join(out, app, 'dist')), 0)],
  ['server (compiled)', size(serverDist)],
  ['node_modules', size(path.join(out, 'node_modules'))],
  ['media', existsSync(path.join(out, 'server/media')) ? size(path.join(out, 'server/media')) : 0],
];
step(`release ${out}: ${mb(size(out))} (${parts.map(([what, bytes]) => `${what} ${mb(bytes)}`).join(', ')})`);
if (existsSync(`${out}.tar.gz`)) step(`tarball ${out}.tar.gz: ${mb(statSync(`${out}.tar.gz`).size)}`);
