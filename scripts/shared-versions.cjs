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
const { existsSync, readdirSync, readFileSync, realpathSync } = require('node:fs');
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
 * build from the provider's dist/independent-packages/ instead (slower, never broken). The build
 * fails when a front-end source imports an export missing here (checkUsedExports), so the list
 * cannot go stale unnoticed.
 */
const routerExports = [
  'BrowserRouter',
  'Link',
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

/** Every front-end source folder: the shell, shared, each remote of remotes.config.json. */
function frontEndSourceFolders() {
  const config = readJson(path.join(root, 'remotes.config.json'));
  return [config.shell.folder, 'shared', ...config.remotes.map((remote) => remote.folder)].map((folder) =>
    path.join(root, folder, 'src'),
  );
}

/** The files below `folder` (none if it does not exist) whose names match `pattern`. */
function* sourceFiles(folder, pattern) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full, pattern);
    else if (pattern.test(entry.name)) yield full;
  }
}

/** Names the front-end sources import from `pkg` (`import { a, b as c } from 'pkg'`). */
function importedNames(pkg) {
  const names = new Map();
  const pattern = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${pkg.replace(/[/.-]/g, '\\$&')}'`, 'g');
  for (const folder of frontEndSourceFolders()) {
    for (const full of sourceFiles(folder, /\.(?:ts|tsx|js|mjs)$/)) {
      for (const [, list] of readFileSync(full, 'utf8').matchAll(pattern)) {
        for (const item of list.split(',')) {
          const name = item
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            .trim();
          // Type-only names vanish from the bundle; they need no place in the list.
          if (name && !item.trim().startsWith('type ')) names.set(name, path.relative(root, full));
        }
      }
    }
  }
  return names;
}

/** Throws when a source imports, from a tree-shaken package, an export its list lacks. */
function checkUsedExports() {
  const missing = [];
  for (const [pkg, used] of Object.entries(treeShaken)) {
    for (const [name, file] of importedNames(pkg)) if (!used.includes(name)) missing.push(`${name} from ${pkg} (${file})`);
  }
  if (missing.length) {
    throw new Error(
      `scripts/shared-versions.cjs: add to the tree-shaken exports list, or the page's shared copy lacks them: ${missing.join(', ')}`,
    );
  }
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
 * Throws when a shared module the shell provides eagerly imports a shared one that is not eager:
 * the page would fail at start (RUNTIME-006). Checks the @app/shared ones by their sources (value
 * imports; type imports vanish from the bundle); react, react-dom and styled-components import only
 * react.
 */
function checkEagerImports() {
  const eagerKey = (specifier) =>
    shellEager.includes(specifier) || shellEager.some((key) => key.endsWith('/') && specifier.startsWith(key));
  const sharedKey = (specifier) =>
    singletons.some((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`)) || specifier.startsWith('@app/shared/');
  const problems = [];
  for (const key of shellEager.filter((k) => k.startsWith('@app/shared/'))) {
    for (const full of sourceFiles(path.join(root, 'shared/src', key.slice('@app/shared/'.length)), /(?<!\.test)\.tsx?$/)) {
      for (const [, specifier] of readFileSync(full, 'utf8').matchAll(/^import\s+(?!type\s)[^;]*?from\s*'([^']+)'/gm)) {
        if (sharedKey(specifier) && !eagerKey(specifier)) problems.push(`${path.relative(root, full)} imports ${specifier}`);
      }
    }
  }
  if (problems.length) {
    throw new Error(
      `scripts/shared-versions.cjs: an eager shared module imports one that is not (the shell would fail at start): ${problems.join(', ')}`,
    );
  }
}

/**
 * The @app/shared modules a folder's page code loads at run time: value imports (`import { a,
 * type B }`, not `import type`), re-exports and dynamic imports. Tests, mocks and the standalone
 * entry are left out (only a remote's own page and Jest load them).
 */
function kernelModulesLoaded(srcFolder) {
  const modules = new Map();
  const isPageCode = (file) => !/(?:\.test\.tsx?$|__tests__|[/\\]mocks[/\\]|bootstrap\.tsx$)/.test(file);
  for (const full of sourceFiles(srcFolder, /\.(?:ts|tsx)$/)) {
    if (!isPageCode(full)) continue;
    const source = readFileSync(full, 'utf8');
    const found = [
      ...source.matchAll(/^(?:import|export)\s+(?!type\s)([^;]*?)\s*from\s*'@app\/shared\/([\w-]+)'/gm),
      ...source.matchAll(/import\(\s*'@app\/shared\/([\w-]+)'\s*\)/g),
    ];
    for (const match of found) {
      const module = match.length === 3 ? match[2] : match[1];
      // `import { type A, type B }` vanishes from the bundle like `import type`.
      if (
        match.length === 3 &&
        /^\{[^}]*\}$/s.test(match[1].trim()) &&
        match[1]
          .replace(/[{}\s]/g, '')
          .split(',')
          .every((n) => !n || n.startsWith('type'))
      )
        continue;
      if (!devOnlySharedModules.includes(module) && !modules.has(module)) modules.set(module, path.relative(root, full));
    }
  }
  return modules;
}

/**
 * Throws when a remote loads an @app/shared module at run time that the shell's code never loads:
 * production remotes only consume the kernel (federationShared's `kernelFromHost`), and a build
 * provides a shared module only when its own code imports it, so the page would fail with
 * RUNTIME-012 ("the getter for the shared module is not a function") on the remote's screen.
 * From the sources, so it runs before anything is built (shell/src/remotes/page-copies.ts lists
 * what the shell imports only for the remotes' sake).
 */
function checkKernelProvided() {
  const config = readJson(path.join(root, 'remotes.config.json'));
  const shell = kernelModulesLoaded(path.join(root, config.shell.folder, 'src'));
  const problems = [];
  for (const remote of config.remotes) {
    for (const [module, file] of kernelModulesLoaded(path.join(root, remote.folder, 'src'))) {
      if (!shell.has(module))
        problems.push(
          `${file} loads @app/shared/${module}, which the shell never imports: add it to shell/src/remotes/page-copies.ts`,
        );
    }
  }
  if (problems.length) throw new Error(`the shell does not provide what remotes load:\n    ${problems.join('\n    ')}`);
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
  importedNames,
  checkUsedExports,
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
  checkEagerImports,
  checkKernelProvided,
};
