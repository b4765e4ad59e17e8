/**
 * The one Rspack + Module Federation config factory. Every app's rspack.config.ts is a few lines
 * calling createConfig(). Shared singletons, loaders, dev server and output rules live here only.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { rspack, type Configuration } from '@rspack/core';
import { minifySync } from '@swc/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { bundledContracts, federationShared, firstScreenModules, shellEager } from './scripts/shared-versions.cjs';

export interface AppOptions {
  /** Folder name of the app (shell, mf-blog, ...). */
  name: string;
  /** The app's folder (pass __dirname). */
  dir: string;
  /** Modules a remote exposes; the shell exposes none. */
  exposes?: Record<string, string>;
}

const root = __dirname;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

interface RemoteEntry {
  name: string;
  folder: string;
  prefixes: string[];
  devPort: number;
}
/** The one list of remotes (name, folder, prefixes, dev port). */
const appsConfig: { shell: { folder: string; devPort: number }; remotes: RemoteEntry[] } = readJson(
  path.join(root, 'remotes.config.json'),
);

/** The container name of an app folder (mf-blog -> mf_blog), as remotes.config.json lists it. */
export const containerName = (folder: string) =>
  appsConfig.remotes.find((remote) => remote.folder === folder)?.name ?? folder.replace(/-/g, '_');

/**
 * A fingerprint of what a build is made of (its sources, shared's, the contracts it bundles, its
 * package.json), by content
 * so that the same sources give the same bundles anywhere.
 */
function sourceFingerprint(dir: string): string {
  const hash = createHash('sha1');
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(root, full)}\n`).update(readFileSync(full));
    }
  };
  walk(path.join(dir, 'src'));
  walk(path.join(root, 'shared/src'));
  for (const contract of bundledContracts(dir)) walk(path.join(contract, 'src'));
  hash.update(readFileSync(path.join(dir, 'package.json'))).update(readFileSync(path.join(root, 'shared/package.json')));
  return hash.digest('hex').slice(0, 8);
}

/** Dev server ports, one per app (`npm run dev`), from remotes.config.json. */
export const devPorts: Record<string, number> = Object.fromEntries([
  [appsConfig.shell.folder, appsConfig.shell.devPort],
  ...appsConfig.remotes.map((remote) => [remote.folder, remote.devPort]),
]);

/** remotes.json: where the shell finds each remote's manifest (run-time configuration). */
const remoteLocations = (production: boolean) =>
  Object.fromEntries(
    appsConfig.remotes.map((remote) => [
      remote.name,
      production ? `/remotes/${remote.folder}/mf-manifest.json` : `http://localhost:${remote.devPort}/mf-manifest.json`,
    ]),
  );

/**
 * Writes the shell's remotes.json from remotes.config.json, so the list is never edited by hand: in
 * production the remotes under /remotes/, in watch mode (served from memory) their dev servers.
 */
class RemotesJsonPlugin {
  constructor(private readonly production: boolean) {}
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('RemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotesJsonPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(remoteLocations(this.production), null, 2)}\n`;
          compilation.emitAsset('remotes.json', new rspack.sources.RawSource(json));
        },
      );
    });
  }
}

/** Files worth compressing ahead of time (text); remotes.json is left out: operators edit it in place. */
const PRECOMPRESS = /\.(?:js|css|html|json|svg|txt|map)$/;

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every text asset of
 * a production build; the server sends them as they are (@fastify/static `preCompressed`). The
 * on-the-fly brotli the server can afford per request (quality 4) is larger than gzip -9.
 */
class PreCompressPlugin {
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('PreCompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreCompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!PRECOMPRESS.test(asset.name) || asset.name.endsWith('remotes.json')) continue;
            const body = Buffer.from(asset.source.buffer());
            if (body.length < 1024) continue;
            const br = brotliCompressSync(body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
            });
            compilation.emitAsset(`${asset.name}.br`, new rspack.sources.RawSource(br));
            compilation.emitAsset(`${asset.name}.gz`, new rspack.sources.RawSource(gzipSync(body, { level: 9 })));
          }
        },
      );
    });
  }
}

/** `consume shared module (default) react@^19.3.1 ...` / `provide shared module (default) react@19.3.1 = ...` */
const SHARED_MODULE = /^(consume|provide) shared module \(\S+\) (.+?)@(?=[\^~<>=*\d])/;

type Compilation = import('@rspack/core').Compilation;
type Chunk = import('@rspack/core').Chunk;

/** The shared packages the modules of `chunk` provide or consume (`kind`), with each module. */
const sharedIn = (compilation: Compilation, chunk: Chunk, kind: 'provide' | 'consume') =>
  [...compilation.chunkGraph.getChunkModules(chunk)].flatMap((module) => {
    const [, found, key] = SHARED_MODULE.exec(module.identifier()) ?? [];
    return found === kind && key ? [{ key, module }] : [];
  });

/** Per shared package the shell provides, the chunks its provider loads (the `main` group holds the providers). */
function sharedProviders(compilation: Compilation): Map<string, Chunk[]> {
  const providers = new Map<string, Chunk[]>();
  for (const chunk of compilation.namedChunkGroups.get('main')!.chunks) {
    for (const { key, module } of sharedIn(compilation, chunk, 'provide')) {
      providers.set(
        key,
        module.blocks.flatMap((block) => [...(compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])]),
      );
    }
  }
  return providers;
}

/**
 * The script files of `start` and, for every shared package they consume, of the chunks the
 * shell's provider loads for it (what the runtime fetches with `loaded-first` when the shell is
 * the only provider so far), and again for what those consume; main.js's chunks excluded.
 */
function scriptsWithShared(compilation: Compilation, start: Chunk[], providers: Map<string, Chunk[]>): Set<string> {
  const files = new Set<string>();
  const seenChunks = new Set<Chunk>(compilation.namedChunkGroups.get('main')!.chunks);
  const seenKeys = new Set<string>();
  const queue: Chunk[] = [...start];
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    if (seenChunks.has(chunk)) continue;
    seenChunks.add(chunk);
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const { key } of sharedIn(compilation, chunk, 'consume')) {
      if (!seenKeys.has(key)) queue.push(...(providers.get(key) ?? []));
      seenKeys.add(key);
    }
  }
  return files;
}

/**
 * The script files the shell's first screen cannot start without, from the build's chunk graph:
 * the chunks of the "bootstrap" group and what they load of shared packages (scriptsWithShared).
 * Not mf-manifest.json's lists: they hold every chunk a package's module sits in, for the consumer
 * and the provider paths both, and preloading them downloaded six files /main never runs.
 */
function firstScreenScripts(compilation: Compilation, providers: Map<string, Chunk[]>): string[] {
  const bootstrap = compilation.namedChunkGroups.get('bootstrap');
  // shell/src/index.ts names its import('./bootstrap') chunk "bootstrap".
  if (!bootstrap) throw new Error('ShellStartPlugin: no "bootstrap" chunk (webpackChunkName in shell/src/index.ts)');
  return [...scriptsWithShared(compilation, bootstrap.chunks, providers)];
}

/**
 * For every shared package the shell provides from a chunk of its own (not main.js, not the first
 * screen's files), the script files the runtime fetches when a remote's code consumes it.
 * early-start.js preloads them for the remote of the route being opened (exposedSharedPlugin says
 * which packages its routes need), so they download beside the remote's entry, not after it ran.
 */
function lazySharedScripts(compilation: Compilation, providers: Map<string, Chunk[]>, firstScreen: string[]) {
  const result: Record<string, string[]> = {};
  for (const [key, chunks] of [...providers].sort(([a], [b]) => a.localeCompare(b))) {
    const files = [...scriptsWithShared(compilation, chunks, providers)].filter((file) => !firstScreen.includes(file));
    if (files.length > 0) result[key] = files.sort();
  }
  return result;
}

/**
 * The shell's index.html gets, first, early-start.js (theme from the launch parameters, the user
 * request started before the bundles), then preload hints for what the first screen cannot start
 * without: the shell's own bootstrap chunk(s) and the shared packages they load
 * (firstScreenScripts). Without them the browser learns of these files only after main.js has run
 * the federation runtime: two round trips of nothing on a phone.
 */
class ShellStartPlugin {
  constructor(private readonly dir: string) {}
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('ShellStartPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellStartPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const html = compilation.getAsset('index.html');
          // The build of tree-shaken shared packages (independent-packages/) runs these plugins too: no page there.
          if (!html) return;
          const providers = sharedProviders(compilation);
          const files = firstScreenScripts(compilation, providers);
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const lazyShared = Object.fromEntries(
            Object.entries(lazySharedScripts(compilation, providers, files)).map(([key, scripts]) => [
              key,
              scripts.map((file) => `${publicPath}${file}`),
            ]),
          );
          const links = [...files].map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`).join('');
          // early-start.js: the first script of the page (theme, early user request), minified (its
          // source is commented ES5 the bundler never sees) and hashed like a chunk.
          const prefixes = appsConfig.remotes.flatMap((remote) => remote.prefixes.map((prefix) => [prefix, remote.name]));
          const earlySource = readFileSync(path.join(this.dir, 'src/early-start.js'), 'utf8');
          const slots = {
            'var prefixes = __REMOTE_PREFIXES__;': `var prefixes = ${JSON.stringify(prefixes)};`,
            'var sharedScripts = __SHARED_SCRIPTS__;': `var sharedScripts = ${JSON.stringify(lazyShared)};`,
          };
          let filled = earlySource;
          for (const [slot, value] of Object.entries(slots)) {
            if (!filled.includes(slot)) throw new Error(`ShellStartPlugin: early-start.js lost "${slot}"`);
            filled = filled.replace(slot, value);
          }
          const early = minifySync(filled, {
            compress: true,
            mangle: true,
          }).code;
          const earlyFile = `early-start.${createHash('sha256').update(early).digest('hex').slice(0, 8)}.js`;
          compilation.emitAsset(earlyFile, new rspack.sources.RawSource(early));
          const source = html.source.source().toString();
          if (!source.includes('</title>') || !source.includes('</head>')) {
            throw new Error('ShellStartPlugin: index.html has no </title> or </head>');
          }
          const withScript = source.replace('</title>', `</title><script src="${publicPath}${earlyFile}"></script>`);
          compilation.updateAsset('index.html', new rspack.sources.RawSource(withScript.replace('</head>', `${links}</head>`)));
        },
      );
    });
  }
}

/**
 * Writes into a remote's mf-manifest.json, on each exposed module, `loadsShared`: the shared
 * packages the runtime loads before that module can run (those its chunks consume). The shell's
 * early-start.js reads it for the remote of the route being opened and preloads the shell's
 * copies of them (lazySharedScripts), which it otherwise requests only once remoteEntry.js has
 * run: one more round trip before a remote's first screen. The field is this project's, in a file
 * only the shell reads (the runtime is given remoteEntry.js, not the manifest).
 */
const exposedSharedPlugin = (compiler: import('@rspack/core').Compiler) =>
  compiler.hooks.thisCompilation.tap('ExposedSharedPlugin', (compilation) =>
    compilation.hooks.processAssets.tap(
      // After the federation plugin writes the manifest (OPTIMIZE_TRANSFER), before PreCompressPlugin.
      { name: 'ExposedSharedPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
      () => {
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString()) as { exposes?: Array<Record<string, unknown>> };
        for (const expose of manifest.exposes ?? []) {
          const group = compilation.namedChunkGroups.get(`__federation_expose_${String(expose.name)}`);
          if (!group) throw new Error(`ExposedSharedPlugin: no chunk group for the exposed "${String(expose.name)}"`);
          const keys = group.chunks.flatMap((chunk) => sharedIn(compilation, chunk, 'consume').map(({ key }) => key));
          expose.loadsShared = [...new Set(keys)].sort();
        }
        compilation.updateAsset('mf-manifest.json', new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      },
    ),
  );

/**
 * Module Federation's runtime packages ship CommonJS (.cjs) beside ESM (.js) builds of the same
 * code, and the plugin resolves them with require.resolve: the page got the CommonJS ones, one
 * wrapper per file, nothing tree-shaken or hoisted. Swapping in the ESM twins took the shell's
 * main.js from 33.4 to 27.8 KB gzip and each production remoteEntry.js from ~14.5 to ~8.9 KB.
 */
const FEDERATION_CJS = /@module-federation[\\/][\w-]+[\\/]dist[\\/].+\.cjs$/;
const FEDERATION_ESM = /@module-federation[\\/][\w-]+[\\/]dist[\\/].+\.c?js$/;

/**
 * `rspack serve --port N` (npm run dev -w <app> -- --port N) moves an app's dev server off its
 * devPort; the public path must follow, or the page asks the old port for its scripts.
 */
function cliPort(): number | undefined {
  const at = process.argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  if (at < 0) return undefined;
  const [flag = '', next] = process.argv.slice(at, at + 2);
  const value = flag.includes('=') ? flag.slice('--port='.length) : next;
  if (!/^\d+$/.test(value ?? '')) throw new Error(`--port needs a port number, got ${value}`);
  return Number(value);
}

export function createConfig({ name, dir, exposes }: AppOptions): Configuration {
  const port = cliPort() ?? devPorts[name];
  const production = process.env.NODE_ENV === 'production';
  const isShell = !exposes;
  // The demo Telegram environment ships only in demo builds (npm start / dev); APP_DEMO=0 drops it.
  const demo = process.env.APP_DEMO !== '0';
  // A build reads only its own sources (and @app/shared's): whether every app's imports fit the
  // tree-shaken shared lists, and the shell's eager modules import only eager ones, is checked over
  // all apps in CI (npm run check:remotes), not here: one remote's new import must not fail another's build.

  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2020'],
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      // APP_OUTPUT_DIR / APP_PUBLIC_PATH build a remote for another place (a CDN, a second folder):
      // remotes.json then points at it, no shell rebuild (e2e/tests/remote-deploy.spec.ts).
      path: process.env.APP_OUTPUT_DIR ? path.resolve(process.env.APP_OUTPUT_DIR) : path.join(dir, 'dist'),
      // The shell needs an absolute public path (deep links like /blog/3); remotes live under /remotes/<folder>/.
      publicPath: process.env.APP_PUBLIC_PATH ?? (isShell ? '/' : production ? `/remotes/${name}/` : `http://localhost:${port}/`),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: containerName(name),
      // Two builds of one remote can meet in a page (the error screen's retry after remotes.json
      // moved it): each keeps its own chunk registry, or the new runtime would take the old
      // build's already-loaded chunks for its own.
      chunkLoadingGlobal: isShell ? undefined : `webpackChunk_${containerName(name)}_${sourceFingerprint(dir)}`,
      // independent-packages/: the full builds of tree-shaken shared packages, written before the
      // clean step would run (Module Federation's fallback when a remote needs an export the page's
      // copy lacks); deleting it breaks that fallback (RUNTIME-008).
      // registration.js: written by the remote's second compiler (createRemoteConfig), maybe first.
      clean: { keep: /independent-packages|(?:^|[\\/])registration\.js$/ },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // Telegram's webviews (iOS 15+, Android Chrome) run ES2020 natively; no down-levelling helpers.
              target: 'es2020',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
          },
          type: 'javascript/auto',
        },
        // The runtime's files are ES modules, also those FEDERATION_CJS swapped in under a .cjs name.
        { test: FEDERATION_ESM, type: 'javascript/esm' },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    experiments: { css: true },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __DEMO__: JSON.stringify(demo),
        __APP_NAME__: JSON.stringify(name),
        __TELEGRAM_APP_URL__: JSON.stringify(process.env.TELEGRAM_APP_URL ?? ''),
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(root, 'shared/index.html'),
        title: 'Slovenčina',
        // Remotes get a page too: the standalone entry, handy to run one remote alone.
        chunks: ['main'],
      }),
      isShell && new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), noErrorOnMissing: true }] }),
      isShell && new RemotesJsonPlugin(production),
      new rspack.NormalModuleReplacementPlugin(
        /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
        path.join(root, 'scripts/axios-without-fetch.js'),
      ),
      new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (data) => {
        if (data.createData?.resource) data.createData.resource = data.createData.resource.replace(/\.cjs$/, '.js');
      }),
      isShell && production && new ShellStartPlugin(dir),
      !isShell && production && exposedSharedPlugin,
      production && new PreCompressPlugin(),
      !isShell && !production && new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(root, 'shared/public') }] }),
      new ModuleFederationPlugin({
        name: containerName(name),
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        // Strict singletons with the ranges this app declares (scripts/shared-versions.cjs).
        // Production builds share react-router tree-shaken; development builds (a remote alone, npm
        // run dev) share it whole: tree-shaken, a remote's standalone dev page never rendered
        // (e2e/tests/standalone.spec.ts), and dev has no bytes to save.
        shared: federationShared(dir, {
          treeShake: production,
          eager: isShell ? shellEager : [],
          kernelFromHost: !isShell && production,
        }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One federation runtime on the page: the shell provides it, production remotes use it
        // instead of carrying a second copy in every remoteEntry (~34 KB gzip each). Dev builds
        // keep their own, so a remote still runs alone (npm run dev -w <remote>).
        // target 'web': the runtime leaves out its Node.js loading code (~2 KB gzip on every page).
        // disableSnapshot: the shell reads remotes' manifests itself (shell/src/remotes/remote-manifest.ts)
        // and registers them by remoteEntry.js; the runtime's manifest support was ~1.5 KB gzip of main.js.
        experiments: isShell
          ? { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } }
          : production
            ? { externalRuntime: true, optimization: { target: 'web' } }
            : undefined,
      }),
    ].filter(Boolean),
    optimization: {
      moduleIds: production ? 'deterministic' : 'named',
      // The rest of the shell's first screen in one file (scripts/shared-versions.cjs, shellFirstScreen).
      splitChunks:
        isShell && production
          ? {
              cacheGroups: {
                firstScreen: { name: 'first-screen', chunks: 'async', enforce: true, priority: 100, test: firstScreenModules() },
              },
            }
          : undefined,
    },
    performance: { hints: false },
    devServer: {
      port,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The shell dev server proxies the API; remotes alone use MSW.
      proxy: isShell ? [{ context: ['/api', '/media'], target: 'http://localhost:8080' }] : undefined,
      client: { overlay: false },
    },
    lazyCompilation: false,
    stats: 'errors-warnings',
  } as Configuration;
}

/**
 * A remote's build: its federated app (createConfig, exposing its routes module) and its
 * registration (shared/src/remotes/registration.ts) as a second, tiny compilation. Not a federation
 * module: the shell loads every remote's registration for the home screen, and the federation
 * runtime would put ~9 KB gzip in each (measured: the registration.js of an extra entry in the
 * federated build weighed what remoteEntry.js does). It imports no shared package at run time, so
 * a plain script that puts them at `window.__remoteRegistrations[<container name>]`
 * (scripts/registration-entry.js) is all it needs; it is written beside mf-manifest.json, where the shell looks for it.
 */
export function createRemoteConfig({ name, dir }: { name: string; dir: string }): Configuration[] {
  const app = createConfig({ name, dir, exposes: { './routes': './src/routes.tsx' } });
  const production = process.env.NODE_ENV === 'production';
  const registration: Configuration = {
    name: 'registration',
    mode: app.mode,
    target: ['web', 'es2020'],
    context: dir,
    entry: { registration: path.join(root, 'scripts/registration-entry.js') },
    devtool: false,
    output: {
      path: app.output!.path,
      publicPath: app.output!.publicPath,
      filename: 'registration.js',
      clean: false,
      uniqueName: `${containerName(name)}_registration`,
    },
    resolve: { ...app.resolve, alias: { 'remote-registration': path.join(dir, 'src/registration.ts') } },
    module: { rules: [app.module!.rules![0]!] },
    plugins: [new rspack.DefinePlugin({ __REMOTE_NAME__: JSON.stringify(containerName(name)) })],
    optimization: { moduleIds: production ? 'deterministic' : 'named', splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return [app, registration];
}
