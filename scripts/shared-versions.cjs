/**
 * What each app shares with the others at run time, and which versions it requires. One module so
 * that the build (rspack.base.ts) and the CI check (scripts/check-remotes.mjs) cannot disagree.
 *
 * A remote requires, for every shared singleton, the range in its own package.json: an exact pin
 * (19.3.1) means "built against 19.3.1, runs on ^19.3.1"; '*' or nothing means ^ of the version it
 * was built against. Every singleton is strict: a remote whose range the page's copy does not
 * satisfy refuses to load (the shell shows its retry screen) instead of running against an API it
 * does not know.
 */
const { existsSync, readFileSync, realpathSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Third-party singletons: one copy on the page (two Reacts or two QueryClients break the app). The
 * Telegram SDK and axios are not here: each is bundled, tree-shaken, into the @app/shared module
 * that wraps it (telegram, http), which is shared; lint forbids importing them anywhere else.
 */
const singletons = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'styled-components'];

/**
 * Shared packages whose provided copy is tree-shaken to the exports the apps use (Module
 * Federation's shared tree shaking, `runtime-infer`). Only react-router: since v7 it holds the DOM
 * router too, and react-router-dom (a re-export) shared beside it cost a second chunk and entry
 * (lint forbids importing it). A consumer that needs an export the page's copy lacks loads the full
 * build from the provider's dist/independent-packages/ instead (slower, never broken).
 * `npm run check:remotes` fails when a front-end source imports an export missing here, so the
 * list cannot go stale unnoticed.
 */
const routerExports = [
  'BrowserRouter',
  'Link',
  'matchPath',
  'MemoryRouter',
  'Navigate',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
];
const queryExports = [
  'QueryClient',
  'QueryClientProvider',
  'infiniteQueryOptions',
  'keepPreviousData',
  'queryOptions',
  'useInfiniteQuery',
  'useMutation',
  'useQuery',
  'useQueryClient',
];
const treeShaken = { 'react-router': routerExports, '@tanstack/react-query': queryExports };

/**
 * The shell's first screen in as few files as it can (every file restarts gzip's dictionary and
 * costs a chunk wrapper and a consume entry).
 *
 * `shellEager`: shared modules the shell provides from main.js itself instead of a chunk apiece,
 * so they load with the federation runtime. A module can be eager only if everything shared it
 * imports is eager too (an eager module runs before any chunk arrives: Federation's RUNTIME-006
 * otherwise), so not ui (react-router), user and query (react-query), telegram (react-router),
 * and never the tree-shaken ones (Federation refuses eager with treeShaking).
 *
 * `shellFirstScreen`: the rest of what /main runs (those four and the tree-shaken react-router and
 * react-query, with the libraries they bundle) goes into one chunk, `first-screen` (rspack.base.ts).
 * A remote still gets each of them from the shell by its own key; the file is already there.
 */
const shellEager = ['react', 'react-dom', 'react/', 'react-dom/', 'styled-components', '@app/shared/http', '@app/shared/remotes'];
const shellFirstScreen = {
  shared: ['telegram', 'ui', 'user', 'query'],
  packages: ['@telegram-apps/sdk-react', 'react-router', '@tanstack/react-query'],
};

/** A package and everything it depends on, by name (what a bundle of it may contain). */
function dependencyClosure(names) {
  const seen = new Set();
  const queue = [...names];
  for (let name = queue.shift(); name; name = queue.shift()) {
    if (seen.has(name)) continue;
    seen.add(name);
    const file = path.join(root, 'node_modules', name, 'package.json');
    if (existsSync(file)) queue.push(...Object.keys(readJson(file).dependencies ?? {}));
  }
  return [...seen];
}

/** The modules of the shell's `first-screen` chunk: shellFirstScreen's sources and packages. */
function firstScreenModules() {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const sep = '[\\\\/]';
  const shared = shellFirstScreen.shared.map((folder) => `shared${sep}src${sep}${folder}`);
  const packages = dependencyClosure(shellFirstScreen.packages).map(
    (name) => `node_modules${sep}${name.split('/').map(escape).join(sep)}`,
  );
  return new RegExp(`${sep}(?:${[...shared, ...packages].join('|')})${sep}`);
}

/** The version of `pkg` a build in `dir` bundles (node_modules lookup, as the bundler resolves it). */
function installedVersion(pkg, dir) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const file = path.join(at, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) return readJson(file).version;
    if (at === path.dirname(at)) throw new Error(`${pkg} is not installed for ${dir}`);
  }
}

/** The range an app requires: its package.json entry, an exact pin read as ^pin, '*' as ^built. */
function requiredRange(declared, built) {
  if (!declared || declared === '*' || declared === 'latest') return `^${built}`;
  return /^\d+\.\d+\.\d+(?:[-+].*)?$/.test(declared) ? `^${declared}` : declared;
}

/**
 * The range every app requires of the @app/shared kernel, whatever its package.json says: ^ the
 * major.minor it was built against (the installed kernel). Built against 4.1.x, it runs on 4.1.0
 * up to 5.0.0 exclusive: a newer minor only adds, a new major may remove. One rule for all apps,
 * so no remote behaves differently for having written '*' or a range.
 */
function kernelRange(built) {
  const [major, minor] = built.split('.');
  return `^${major}.${minor}.0`;
}

const sharedPackage = () => readJson(path.join(root, 'shared/package.json'));

/**
 * The @app/shared subpaths only development uses (a remote run alone, tests): no page needs the
 * shell to provide them (check-remotes.mjs), and they may import the others by relative path (lint).
 */
const devOnlySharedModules = ['standalone', 'mocks', 'testing'];

/**
 * The @app/shared modules a page shares at run time (each its own shared module and chunk): every
 * subpath of shared/package.json but the dev-only ones and the contract (the wire schemas, which
 * the server imports too).
 */
const runtimeSharedModules = () =>
  Object.keys(sharedPackage().exports)
    .map((subpath) => subpath.slice(2))
    .filter((module) => module !== 'contract' && !devOnlySharedModules.includes(module));

/**
 * For an app folder: every shared package with the version this build provides and the range it
 * requires. Keys are package names; @app/shared stands for all its subpath entries.
 */
function sharedVersions(dir) {
  const declared = readJson(path.join(dir, 'package.json')).dependencies ?? {};
  const result = {};
  for (const pkg of singletons) {
    const version = installedVersion(pkg, dir);
    result[pkg] = { version, requiredVersion: requiredRange(declared[pkg], version) };
  }
  const kernel = installedVersion('@app/shared', dir);
  result['@app/shared'] = { version: kernel, requiredVersion: kernelRange(kernel) };
  return result;
}

/**
 * The Module Federation `shared` option for an app (all strict singletons; `eager`: keys provided
 * from main.js). `kernelFromHost`: the app only consumes the @app/shared kernel, never provides its
 * own copy (production remotes: the shell provides every kernel module a remote uses, which
 * check-remotes.mjs verifies). A remote refused for needing a newer kernel would otherwise leave
 * its newer copies in the share scope, and the next remote, even the compatible build put back in
 * remotes.json, would be handed those and refused in turn until a reload.
 * @param {string} dir
 * @param {{ treeShake?: boolean, eager?: readonly string[], kernelFromHost?: boolean }} [options]
 */
function federationShared(dir, { treeShake = false, eager = [], kernelFromHost = false } = {}) {
  const versions = sharedVersions(dir);
  const entry = ({ version, requiredVersion }) => ({ singleton: true, strictVersion: true, version, requiredVersion });
  const shared = {};
  for (const pkg of singletons) {
    shared[pkg] = entry(versions[pkg]);
    if (treeShake && treeShaken[pkg]) shared[pkg].treeShaking = { mode: 'runtime-infer', usedExports: treeShaken[pkg] };
  }
  // Trailing-slash keys share deep imports too (react/jsx-runtime, react-dom/client).
  shared['react/'] = entry(versions.react);
  shared['react-dom/'] = entry(versions['react-dom']);
  // @app/shared holds the user context and query client: two copies would split them. The dev kit
  // (mocks, testing, standalone) is not shared: only a remote run alone or a test loads it.
  for (const module of ['contract', ...runtimeSharedModules()]) {
    shared[`@app/shared/${module}`] = { ...entry(versions['@app/shared']), ...(kernelFromHost ? { import: false } : {}) };
  }
  for (const key of eager) shared[key].eager = true;
  return shared;
}

/**
 * The contract packages (`@app/<domain>-contract`) a build of the app in `dir` bundles: those its
 * package.json names and theirs in turn, as the bundler resolves them (node_modules lookup, links
 * followed: contracts/<domain>/ in this repo). Never shared at run time, so a contract change
 * rebuilds and ships only the apps that bundle it (their freshness stamps read these folders).
 */
function bundledContracts(dir) {
  const folders = new Set();
  const resolve = (name, from) => {
    for (let at = path.resolve(from); ; at = path.dirname(at)) {
      const candidate = path.join(at, 'node_modules', name);
      if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
      if (at === path.dirname(at)) return undefined;
    }
  };
  const visit = (packageDir) => {
    for (const name of Object.keys(readJson(path.join(packageDir, 'package.json')).dependencies ?? {})) {
      const folder = /^@app\/[\w-]+-contract$/.test(name) ? resolve(name, packageDir) : undefined;
      if (folder && !folders.has(folder)) {
        folders.add(folder);
        visit(folder);
      }
    }
  };
  visit(dir);
  return [...folders].sort();
}

module.exports = {
  bundledContracts,
  treeShaken,
  singletons,
  installedVersion,
  requiredRange,
  kernelRange,
  sharedVersions,
  federationShared,
  shellEager,
  firstScreenModules,
  devOnlySharedModules,
  runtimeSharedModules,
};
