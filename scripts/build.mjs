/**
 * Builds the shell and every remote for production. Without --force it builds only what is missing
 * or stale (sources changed since the last build). One app at a time: two cores go further that way.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { apps, buildFlags, isFresh, root, sourceStamp, writeStamp } from './apps.mjs';

export function buildApps({ force = false } = {}) {
  const env = { ...process.env, NODE_ENV: 'production' };
  const flags = buildFlags(env);
  for (const { name } of apps) {
    const stamp = sourceStamp(name, flags);
    if (!force && isFresh(name, stamp)) continue;
    const started = Date.now();
    process.stdout.write(`building ${name}... `);
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
      cwd: path.join(root, name),
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (result.status !== 0) {
      process.stdout.write(result.stdout.toString());
      throw new Error(`build of ${name} failed`);
    }
    writeStamp(name, stamp);
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApps({ force: process.argv.includes('--force') });
}
