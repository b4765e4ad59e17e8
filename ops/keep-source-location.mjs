/**
 * How the server is compiled into one folder (`serverBundle`), and its esbuild plugin (the release's server/dist/, the
 * tests' server/.test-build/<run>/): the workspace packages (@app/*, TypeScript sources) are
 * bundled in, every other package stays external (`onExternal` hears each), and each module's
 * import.meta.url keeps naming where the module sits in the source tree (server/src/db/migrate.ts
 * finds ./migrations/ beside it, static.ts finds remotes.config.json three folders up, a test its
 * fixtures), relative to where the bundle sits.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The esbuild options the release and the tests compile the server with: ESM for Node 20, shared
 * code in chunks beside the entries (a chunk's import.meta.url must name the same folder as
 * theirs), `keepSourceLocation` relative to `locatedIn` (where the bundle sits in the source
 * tree's layout). The caller adds its entries and outdir.
 */
export const serverBundle = (locatedIn, onExternal) => ({
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  chunkNames: 'chunk-[hash]',
  tsconfig: path.join(root, 'server/tsconfig.json'),
  plugins: [keepSourceLocation(locatedIn, onExternal)],
  logLevel: 'warning',
});

export const keepSourceLocation = (outdir, onExternal = () => {}) => ({
  name: 'keep-source-location',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (resolved) => {
      if (resolved.path.startsWith('@app/') || resolved.path.startsWith('node:')) return undefined;
      onExternal(resolved.path);
      return { path: resolved.path, external: true };
    });
    esbuild.onLoad({ filter: /\.ts$/ }, (loaded) => {
      const source = readFileSync(loaded.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(outdir, loaded.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
});
