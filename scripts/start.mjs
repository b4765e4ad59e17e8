/**
 * `npm start`: builds what is missing or stale, then serves the whole product on one port
 * (API under /api, the shell at /, remotes under /remotes/<folder>/). PORT overrides 8080.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildApps } from './build.mjs';
import { root } from './apps.mjs';

const started = Date.now();
// A real BOT_TOKEN runs live, which refuses a demo front end: build the live one (production runs a release, docs/DEPLOY.md).
if (process.env.BOT_TOKEN && process.env.APP_DEMO === undefined) process.env.APP_DEMO = '0';
buildApps();
console.log(`front end ready in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server`);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  env: { ...process.env, STATIC_ROOT: root },
  stdio: 'inherit',
});
// npm forwards SIGTERM/SIGINT to this process (the script `exec`s node, so no shell sits between
// them and swallows it); this passes it on and exits with the server's code once it has drained.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
