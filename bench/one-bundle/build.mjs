/**
 * Builds the one-bundle version of the app into bench/.one-bundle/shell/dist (gitignored; never part
 * of `npm start` or `npm test`). Served like the product: STATIC_ROOT=bench/.one-bundle.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appsConfig, root } from '../../scripts/apps.mjs';

export const oneBundleRoot = path.join(root, 'bench/.one-bundle');

export function buildOneBundle() {
  mkdirSync(oneBundleRoot, { recursive: true });
  const loaders = appsConfig.remotes
    .map(({ name, folder }) => `  ${name}: () => import(${JSON.stringify(path.join(root, folder, 'src/routes.tsx'))}),`)
    .join('\n');
  // The shell's remote-registry API, with every remote's routes imported directly (each its own lazy chunk).
  writeFileSync(
    path.join(oneBundleRoot, 'remote-registry.ts'),
    `import type { ComponentType } from 'react';
import { remoteForPath as findRemote } from '@app/shared/remotes';

export type RemoteName = string;
export const remoteForPath = (pathname: string): RemoteName | undefined => findRemote(pathname)?.name;
export const loadRemoteLocations = (): Promise<Record<string, string>> => Promise.resolve({});
const loaders: Record<string, () => Promise<{ default: ComponentType }>> = {
${loaders}
};
export const loadRemoteRoutes = (name: RemoteName): Promise<{ default: ComponentType }> => loaders[name]!();
`,
  );
  // Every remote's registration imported directly: a one-bundle app has its home rows in its bundle.
  const imports = appsConfig.remotes
    .map(({ name, folder }) => `import * as ${name} from ${JSON.stringify(path.join(root, folder, 'src/registration.ts'))};`)
    .join('\n');
  writeFileSync(
    path.join(oneBundleRoot, 'fetch-registration.ts'),
    `import type { RemoteApp } from '@app/shared/remotes';
${imports}

const registrations: Record<string, unknown> = { ${appsConfig.remotes.map(({ name }) => name).join(', ')} };
export const fetchRegistration = (remote: RemoteApp): Promise<unknown> => Promise.resolve(registrations[remote.name]);
`,
  );
  const started = Date.now();
  process.stdout.write('building the one-bundle app... ');
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'),
      'build',
      '-c',
      path.join(root, 'bench/one-bundle/rspack.config.ts'),
    ],
    { cwd: path.join(root, 'shell'), env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0) {
    process.stdout.write(result.stdout.toString());
    throw new Error('one-bundle build failed');
  }
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) buildOneBundle();
