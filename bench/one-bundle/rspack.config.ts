/**
 * The same app built the ordinary way, for `npm run bench` only: one bundle, no Module Federation.
 * The shell's own config (same loaders, defines, libraries and versions, production mode) minus the
 * federation plugins; the entry is the shell's bootstrap (no async boundary), and the remote
 * registry is swapped for a generated module that imports each remote's routes module directly,
 * each behind React.lazy, and the registrations' loader for one that imports every remote's
 * registration.ts (bench/one-bundle/build.mjs writes both from remotes.config.json).
 */
import path from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { createConfig } from '../../rspack.base';

const root = path.resolve(__dirname, '../..');
const out = path.join(root, 'bench/.one-bundle');
const shell = createConfig({ name: 'shell', dir: path.join(root, 'shell') });

const federationOnly = new Set(['ModuleFederationPlugin', 'RemotesJsonPlugin', 'ShellStartPlugin']);

export default {
  ...shell,
  entry: { main: './src/bootstrap.tsx' },
  output: {
    ...shell.output,
    path: path.join(out, 'shell/dist'),
    publicPath: '/',
    uniqueName: 'one_bundle',
    chunkLoadingGlobal: undefined,
  },
  plugins: [
    ...(shell.plugins ?? []).filter((plugin) => plugin && !federationOnly.has((plugin as RspackPluginInstance).constructor.name)),
    new rspack.NormalModuleReplacementPlugin(/[\\/]remotes[\\/]remote-registry(\.ts)?$/, path.join(out, 'remote-registry.ts')),
    new rspack.NormalModuleReplacementPlugin(
      /[\\/]registrations[\\/]fetch-registration(\.ts)?$/,
      path.join(out, 'fetch-registration.ts'),
    ),
  ],
} as Configuration;
