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
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Third-party singletons: one copy on the page (two Reacts or two QueryClients break the app). */
const singletons = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  '@telegram-apps/sdk-react',
  'axios',
];

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

const sharedPackage = () => readJson(path.join(root, 'shared/package.json'));

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
  const shared = sharedPackage();
  result['@app/shared'] = { version: shared.version, requiredVersion: requiredRange(declared['@app/shared'], shared.version) };
  return result;
}

/** The Module Federation `shared` option for an app (all strict singletons). */
function federationShared(dir) {
  const versions = sharedVersions(dir);
  const entry = ({ version, requiredVersion }) => ({ singleton: true, strictVersion: true, version, requiredVersion });
  const shared = {};
  for (const pkg of singletons) shared[pkg] = entry(versions[pkg]);
  // Trailing-slash keys share deep imports too (react/jsx-runtime, react-dom/client).
  shared['react/'] = entry(versions.react);
  shared['react-dom/'] = entry(versions['react-dom']);
  // @app/shared holds the user context and query client: two copies would split them.
  for (const subpath of Object.keys(sharedPackage().exports)) {
    shared[`@app/shared/${subpath.slice(2)}`] = entry(versions['@app/shared']);
  }
  return shared;
}

module.exports = { singletons, installedVersion, requiredRange, sharedVersions, federationShared };
