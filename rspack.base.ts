/**
 * The one Rspack + Module Federation config factory. Every app's rspack.config.ts is a few lines
 * calling createConfig(). Shared singletons, loaders, dev server and output rules live here only.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

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
const sharedPackage = readJson(path.join(root, 'shared/package.json'));
const shellPackage = readJson(path.join(root, 'shell/package.json'));

/** Container names must be identifiers: mf-blog -> mf_blog. */
export const containerName = (folder: string) => folder.replace(/-/g, '_');

const singletons = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  '@telegram-apps/sdk-react',
  'axios',
] as const;

function sharedConfig() {
  const deps: Record<string, string> = shellPackage.dependencies;
  const shared: Record<string, object> = {};
  for (const name of singletons) {
    shared[name] = { singleton: true, requiredVersion: deps[name] };
  }
  // Trailing-slash keys share deep imports too (react/jsx-runtime, react-dom/client).
  shared['react/'] = { singleton: true, requiredVersion: deps.react };
  shared['react-dom/'] = { singleton: true, requiredVersion: deps['react-dom'] };
  // @app/shared holds the user context and query client: two copies would split them.
  for (const subpath of Object.keys(sharedPackage.exports)) {
    shared[`@app/shared/${subpath.slice(2)}`] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
    };
  }
  return shared;
}

type DevHandler = (req: unknown, res: { json: (body: unknown) => void }) => void;

/** Dev server ports, one per app (`npm run dev`). */
export const devPorts: Record<string, number> = {
  shell: 3000,
  'mf-blog': 3001,
  'mf-calls': 3002,
  'mf-meetings': 3003,
  'mf-activities': 3004,
  'mf-settings': 3005,
};

const devRemotes = () =>
  Object.fromEntries(
    Object.entries(devPorts)
      .filter(([folder]) => folder !== 'shell')
      .map(([folder, port]) => [containerName(folder), `http://localhost:${port}/mf-manifest.json`]),
  );

export function createConfig({ name, dir, exposes }: AppOptions): Configuration {
  const port = devPorts[name];
  const production = process.env.NODE_ENV === 'production';
  const isShell = !exposes;
  // The demo Telegram environment ships only in demo builds (npm start / dev); APP_DEMO=0 drops it.
  const demo = process.env.APP_DEMO !== '0';

  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2020'],
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The shell needs an absolute public path (deep links like /blog/3); remotes live under /remotes/<folder>/.
      publicPath: isShell ? '/' : production ? `/remotes/${name}/` : `http://localhost:${port}/`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: containerName(name),
      clean: true,
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
      isShell &&
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), noErrorOnMissing: true }] }),
      !isShell &&
        !production &&
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(root, 'shared/public') }] }),
      new ModuleFederationPlugin({
        name: containerName(name),
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One federation runtime on the page: the shell provides it, production remotes use it
        // instead of carrying a second copy in every remoteEntry (~34 KB gzip each). Dev builds
        // keep their own, so a remote still runs alone (npm run dev -w <remote>).
        experiments: isShell
          ? { provideExternalRuntime: true }
          : production
            ? { externalRuntime: true }
            : undefined,
      }),
    ].filter(Boolean),
    optimization: { moduleIds: production ? 'deterministic' : 'named' },
    performance: { hints: false },
    devServer: {
      port,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The shell dev server proxies the API; remotes alone use MSW.
      proxy: isShell ? [{ context: ['/api', '/media'], target: 'http://localhost:8080' }] : undefined,
      // In watch mode the shell loads each remote from its own dev server instead of /remotes/.
      setupMiddlewares: isShell
        ? (middlewares: unknown[], server: { app?: { get: (path: string, handler: DevHandler) => void } }) => {
            server.app?.get('/remotes.json', (_req, res) => res.json(devRemotes()));
            return middlewares;
          }
        : undefined,
      client: { overlay: false },
    },
    lazyCompilation: false,
    stats: 'errors-warnings',
  } as Configuration;
}
