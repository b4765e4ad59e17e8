/**
 * `npm run lint` (part of `npm test`): ESLint and Prettier over the whole repo, cached by content in lint/node_modules/.cache
 * (a rerun reads changed files only). `npm run format` (--fix) applies what they can fix. They live in lint/ with their own
 * lockfile, installed on first use: typescript-eslint needs TypeScript < 6.1 and the apps build with 7 (docs/DEVELOPMENT.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';

const lintDir = path.join(root, 'lint');
const fix = process.argv.includes('--fix');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const installed = path.join(lintDir, 'node_modules/.package-lock.json');
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync(path.join(lintDir, 'package-lock.json')).mtimeMs;
if (stale) {
  console.log('installing the linters (lint/)...');
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: lintDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const run = (bin, args) => {
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(lintDir, 'node_modules', bin), ...args], { cwd: root, stdio: 'inherit' });
  console.log(`${path.basename(path.dirname(path.dirname(bin)))}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status ?? 1;
};

const cached = (tool) => ['--cache', '--cache-strategy=content', `--cache-location=${lintDir}/node_modules/.cache/${tool}`];
const eslint = run('eslint/bin/eslint.js', ['--max-warnings=0', ...cached('eslint/'), ...(fix ? ['--fix'] : []), '.']);
const prettier = run('prettier/bin/prettier.cjs', [fix ? '--write' : '--check', ...cached('prettier'), '--log-level=warn', '.']);
process.exit(eslint || prettier);
