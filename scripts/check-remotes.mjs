/**
 * `npm run check:remotes` (part of `npm test`): the remotes can ship alone only if
 *  1. remotes.config.json, the one list of remotes, matches the folders (names, prefixes, ports);
 *  2. every remote's required shared versions are satisfied by what the shell provides. From the
 *     package.json ranges (what the next build will require), and from the built manifests when
 *     they exist (what is about to ship). A remote that fails this would refuse to load at run
 *     time: every shared singleton is strict (scripts/shared-versions.cjs);
 *     Every workspace has the same scripts (test, typecheck; apps also dev and build);
 *  3. every export the sources import from a tree-shaken shared package (react-router, -dom) is
 *     in its used-exports list, or the page's shared copy would lack it;
 *  4. no build shares a domain's contract (@app/<domain>-contract) at run time: each app bundles
 *     its own, so a contract change ships with the remote alone.
 *
 * Before deploying one remote against the shell already in production:
 *   node scripts/check-remotes.mjs --shell https://app.example/mf-manifest.json --remote mf-blog
 * Satisfaction is decided by the federation runtime's own `satisfy`, so the check and the page agree.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { appsConfig, buildFlags, isFresh, root, sourceStamp, workspaceFolders } from './apps.mjs';
import { importsBelow, isPageCode, kernelModules, lazyImportsOfEager, missingExports } from './source-imports.mjs';

const require = createRequire(import.meta.url);
const { satisfy } = require('@module-federation/runtime-core');
const { devOnlySharedModules, sharedVersions, shellEager, singletons, treeShaken } = require('./shared-versions.cjs');

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const problems = [];
const fail = (message) => problems.push(message);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

// 1. The list against the tree.
const SHELL_ROUTES = ['/', '/onboarding', '/main'];
const seen = { name: new Set(), folder: new Set(), devPort: new Set([appsConfig.shell.devPort]), prefix: new Set() };
for (const remote of appsConfig.remotes) {
  const where = `remotes.config.json: ${remote.folder ?? JSON.stringify(remote)}`;
  for (const key of ['name', 'folder', 'devPort']) {
    if (remote[key] === undefined) fail(`${where}: missing "${key}"`);
    else if (seen[key].has(remote[key])) fail(`${where}: ${key} ${remote[key]} is used twice`);
    else seen[key].add(remote[key]);
  }
  if (!/^[A-Za-z_$][\w$]*$/.test(remote.name ?? '')) fail(`${where}: name "${remote.name}" must be an identifier (mf_blog)`);
  if (!Array.isArray(remote.prefixes) || remote.prefixes.length === 0) fail(`${where}: needs at least one prefix`);
  for (const prefix of remote.prefixes ?? []) {
    if (!/^\/[a-z0-9-]+$/.test(prefix)) fail(`${where}: prefix "${prefix}" must be one path segment like /blog`);
    if (SHELL_ROUTES.some((route) => route !== '/' && (prefix === route || prefix.startsWith(`${route}/`)))) {
      fail(`${where}: prefix ${prefix} belongs to the shell`);
    }
    if (seen.prefix.has(prefix)) fail(`${where}: prefix ${prefix} is owned twice`);
    seen.prefix.add(prefix);
  }
  const dir = path.join(root, remote.folder ?? '');
  if (!existsSync(path.join(dir, 'package.json'))) {
    fail(`${where}: folder ${remote.folder}/ with a package.json not found`);
    continue;
  }
  if (readJson(path.join(dir, 'package.json')).name !== remote.folder)
    fail(`${where}: ${remote.folder}/package.json must be named "${remote.folder}"`);
  const rspackConfig = path.join(dir, 'rspack.config.ts');
  if (!existsSync(rspackConfig) || !readFileSync(rspackConfig, 'utf8').includes(`name: '${remote.folder}'`)) {
    fail(`${where}: ${remote.folder}/rspack.config.ts must call createRemoteConfig({ name: '${remote.folder}', ... })`);
  }
  for (const file of ['src/routes.tsx', 'src/registration.ts']) {
    if (!existsSync(path.join(dir, file))) fail(`${where}: ${remote.folder}/${file} not found (docs/ADDING-A-REMOTE.md)`);
  }
}
for (const entry of readdirSync(root, { withFileTypes: true })) {
  if (entry.isDirectory() && /^mf-/.test(entry.name) && !seen.folder.has(entry.name)) {
    fail(`${entry.name}/ is a remote folder missing from remotes.config.json`);
  }
}

// 1b. Every workspace answers the same commands: `npm test -w <any>` runs its tests, `npm run
// typecheck` (--if-present) skips none silently, and every app builds and serves alone.
const apps = new Set([appsConfig.shell.folder, ...appsConfig.remotes.map((remote) => remote.folder)]);
for (const workspace of workspaceFolders()) {
  const scripts = readJson(path.join(root, workspace, 'package.json')).scripts ?? {};
  const missing = ['test', 'typecheck', ...(apps.has(workspace) ? ['dev', 'build'] : [])].filter((script) => !scripts[script]);
  for (const script of missing)
    fail(`${workspace}/package.json has no "${script}" script (every workspace answers npm run ${script} -w ${workspace})`);
}

// 2a. Declared ranges against what the shell's next build provides.
const shellDir = path.join(root, appsConfig.shell.folder);
const provided = sharedVersions(shellDir);
const only = option('--remote');
const remotes = appsConfig.remotes.filter((remote) => !only || remote.folder === only);
let compared = 0;
for (const remote of remotes) {
  const dir = path.join(root, remote.folder);
  if (!existsSync(path.join(dir, 'package.json'))) continue;
  for (const [pkg, { requiredVersion }] of Object.entries(sharedVersions(dir))) {
    compared += 1;
    const version = provided[pkg].version;
    if (!satisfy(version, requiredVersion)) {
      fail(`${remote.folder} requires ${pkg}@${requiredVersion} but the shell provides ${version} (its package.json)`);
    }
  }
}

// 2b. Built manifests: what would actually ship, or a deployed shell's manifest (--shell).
async function manifest(location) {
  if (/^https?:/.test(location)) {
    const response = await fetch(location);
    if (!response.ok) throw new Error(`${location}: HTTP ${response.status}`);
    return response.json();
  }
  return readJson(location);
}
// @app/shared modules for a remote's own page (npm run dev -w <remote>) and tests, never in the shell.
const DEV_ONLY_SHARED = new Set(devOnlySharedModules.map((module) => `@app/shared/${module}`));
// A stale build is skipped: `npm start` would rebuild it before serving.
const fresh = (folder) => isFresh(folder, sourceStamp(folder, buildFlags()));
const shellManifestAt = option('--shell') ?? path.join(shellDir, 'dist/mf-manifest.json');
let builtCompared = 0;
if (option('--shell') || (existsSync(shellManifestAt) && fresh(appsConfig.shell.folder))) {
  const shellShared = new Map((await manifest(shellManifestAt)).shared.map((entry) => [entry.name, entry.version]));
  for (const remote of remotes) {
    const remoteManifest = path.join(root, remote.folder, 'dist/mf-manifest.json');
    if (!existsSync(remoteManifest) || !fresh(remote.folder)) continue;
    for (const entry of readJson(remoteManifest).shared) {
      if (/^@app\/[\w-]+-contract(?:\/|$)/.test(entry.name)) {
        fail(
          `${remote.folder}'s build shares ${entry.name}: a domain's contract is bundled, never shared (scripts/shared-versions.cjs)`,
        );
      }
      const version = shellShared.get(entry.name);
      // Every @app/shared module a remote runs with must be the page's copy (shell/src/remotes/
      // page-copies.ts says why); the ones only a remote's own page or tests use are exempt.
      if (version === undefined && entry.name.startsWith('@app/shared/') && !DEV_ONLY_SHARED.has(entry.name)) {
        fail(
          `${remote.folder}'s build uses ${entry.name}, which the shell's build does not provide: add it to shell/src/remotes/page-copies.ts`,
        );
      }
      // Not provided by the shell (a third-party package only remotes use): the remote loads its own copy.
      if (version === undefined || !entry.singleton || !entry.requiredVersion) continue;
      builtCompared += 1;
      if (!satisfy(version, entry.requiredVersion)) {
        fail(
          `${remote.folder}'s build requires ${entry.name}@${entry.requiredVersion} but the shell (${shellManifestAt}) provides ${version}`,
        );
      }
    }
  }
}

// 3. Over all apps, what no single build checks (a build reads only its own sources), from the
// sources' imports (source-imports.mjs), so it runs before anything is built:
const srcOf = (folder) => path.join(root, folder, 'src');
const appFolders = [appsConfig.shell.folder, ...appsConfig.remotes.map((remote) => remote.folder)];
// the tree-shaken shared packages hold every export the sources use (otherwise a remote falls back
// to the full copy from independent-packages/: slower, not broken);
const missing = missingExports(importsBelow(root, ['shared', ...appFolders].map(srcOf)), treeShaken);
if (missing.length) fail(`add to the tree-shaken exports list (scripts/shared-versions.cjs): ${missing.join(', ')}`);
// the shell's eager shared modules import only eager ones (otherwise the page fails at start, RUNTIME-006);
const eagerFolders = shellEager
  .filter((key) => key.startsWith('@app/shared/'))
  .map((key) => path.join(root, 'shared/src', key.slice('@app/shared/'.length)));
const notTest = (file) => !/\.test\.tsx?$/.test(file);
for (const problem of lazyImportsOfEager(importsBelow(root, eagerFolders, notTest), { shellEager, singletons })) {
  fail(`an eager shared module imports one that is not (the shell would fail at start): ${problem}`);
}
// and the shell imports every @app/shared module a remote loads (otherwise that remote fails, RUNTIME-012).
const kernelOf = (folder) => kernelModules(importsBelow(root, [srcOf(folder)], isPageCode), devOnlySharedModules);
const shellKernel = kernelOf(appsConfig.shell.folder);
for (const remote of appsConfig.remotes) {
  for (const [module, file] of kernelOf(remote.folder)) {
    if (!shellKernel.has(module))
      fail(`${file} loads @app/shared/${module}, which the shell never imports: add it to shell/src/remotes/page-copies.ts`);
  }
}

// 4. The build machinery's budget (docs/DEVELOPMENT.md): a new lever pays for its lines with a
// figure. Test runners (scripts/test-*.mjs) and their tests (scripts/test/) are not machinery.
const BUDGET = { machinery: 1300, 'create-remote': 200 };
const linesOf = (file) => readFileSync(path.join(root, file), 'utf8').split('\n').length - 1;
const scriptFiles = readdirSync(path.join(root, 'scripts'), { withFileTypes: true }).filter(
  (entry) => entry.isFile() && !entry.name.startsWith('test-'),
);
const lines = { machinery: linesOf('rspack.base.ts'), 'create-remote': 0 };
for (const { name } of scriptFiles)
  lines[name === 'create-remote.mjs' ? 'create-remote' : 'machinery'] += linesOf(`scripts/${name}`);
for (const [part, budget] of Object.entries(BUDGET)) {
  if (lines[part] > budget) fail(`${part}: ${lines[part]} lines, over its budget of ${budget} (docs/DEVELOPMENT.md)`);
}

if (problems.length > 0) {
  console.error(`check:remotes failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `check:remotes: ${appsConfig.remotes.length} remotes match remotes.config.json; ` +
    `${compared} required shared ranges satisfied by the shell's package.json` +
    (builtCompared ? `, ${builtCompared} by its built manifest` : '') +
    `; build machinery ${lines.machinery}/${BUDGET.machinery} lines, create-remote ${lines['create-remote']}/${BUDGET['create-remote']}`,
);
