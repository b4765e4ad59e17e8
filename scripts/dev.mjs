/**
 * `npm run dev`: the API server and every app in watch mode. The shell (http://localhost:3000)
 * proxies /api to the server and loads each remote from its own dev server.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apps, root } from './apps.mjs';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
  }),
  ...apps.map(({ name }) =>
    spawn(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'serve'], {
      cwd: path.join(root, name),
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: 'inherit',
    }),
  ),
];
console.log('Open http://localhost:3000 (API on :8080)');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
