/**
 * `npm run typecheck`: every workspace's own `typecheck` script, two at a time, called directly
 * rather than through `npm run --workspaces` (npm's own start cost ~1.5-3 s a workspace, 21 of
 * them, one after another). A workspace's output is printed whole when it is done, failures last.
 *
 *   node scripts/test-typecheck.mjs              every workspace with a typecheck script
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { root, workspaceFolders } from './apps.mjs';

const bin = path.join(root, 'node_modules/.bin');

/** The workspaces (scripts/apps.mjs) with their typecheck script. */
function workspaces() {
  const folders = workspaceFolders();
  return folders.flatMap((folder) => {
    try {
      const script = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).scripts?.typecheck;
      return script ? [{ folder, script }] : [];
    } catch {
      return [];
    }
  });
}

function run({ folder, script }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('sh', ['-c', script], {
      cwd: path.join(root, folder),
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${folder} (${seconds} s)`);
      resolve({ folder, ok: code === 0, output: Buffer.concat(output).toString('utf8') });
    });
  });
}

const queue = workspaces();
const results = [];
await Promise.all(
  Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    while (queue.length > 0) results.push(await run(queue.shift()));
  }),
);
const failed = results.filter((result) => !result.ok);
for (const { folder, output } of failed) console.log(`\n=== ${folder} ===\n${output}`);
console.log(`typecheck: ${results.length} workspaces, ${failed.length ? `${failed.length} failed` : 'all passed'}`);
process.exit(failed.length ? 1 : 0);
