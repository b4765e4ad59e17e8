/**
 * `npm start`: builds what is missing or stale, then serves the whole product on one port
 * (API under /api, the shell at /, remotes under /remotes/<folder>/). PORT overrides 8080.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildApps } from './build.mjs';
import { root } from './apps.mjs';

const started = Date.now();
buildApps();
console.log(`front end ready in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server`);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  env: { ...process.env, STATIC_ROOT: root },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
