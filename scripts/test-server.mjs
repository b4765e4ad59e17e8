/**
 * Server tests on both databases: always on embedded PGlite (the default a user runs), and on
 * PostgreSQL too, at the same time, when TEST_DATABASE_URL is set (what production and CI run).
 *
 * Race tests (raceTest in server/test/helpers.ts) only prove something on PostgreSQL: PGlite runs
 * one transaction at a time. So under CI=true a run without PostgreSQL is a failure, not a quiet
 * fallback; locally it is allowed and the skipped race tests are named in the output.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { tapFailures } from './test-tap-failures.mjs';
import { buildServerTests } from './test-build-server.mjs';
import { SERVER_FILES } from '../.ci/check-time-files.mjs';

const server = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'server');
const { TEST_DATABASE_URL: postgres, ...withoutPostgres } = process.env;
const ci = /^(1|true)$/i.test(process.env.CI ?? '');

if (!postgres && ci) {
  console.error(
    '\nCI=true but TEST_DATABASE_URL is not set: the race tests (locks, unique indexes) would only be skipped.\n' +
      'Start PostgreSQL and set TEST_DATABASE_URL (.ci/run does both).',
  );
  process.exit(1);
}

// Compiled once for both runs (test-build-server.mjs says why); `npm test -w server` runs the sources.
const files = await buildServerTests('server');

// In npm test beside test:time (scripts/test-stages.mjs says why), the PGlite run leaves out the
// files test:time runs on PGlite at four instants.
const leaves = process.argv.includes('--pglite-leaves-time-files');
const timeFiles = new Set(SERVER_FILES.map((file) => path.basename(file).replace(/\.ts$/, '.mjs')));
const pgliteFiles = leaves ? files.filter((file) => !timeFiles.has(path.basename(file))) : files;
if (leaves)
  console.log(
    `the PGlite run leaves ${files.length - pgliteFiles.length} files to test:time (its four instants run them on PGlite)`,
  );

const runs = [['pglite', withoutPostgres, pgliteFiles]];
if (postgres) runs.push(['postgres', { ...process.env }, files]);

/**
 * The two databases run side by side, not one after the other: the embedded one keeps one core
 * busy in this process's WASM, PostgreSQL's run mostly waits on its server, so together they take
 * about as long as the slower alone. Each line is prefixed with its database.
 */
function run([name, env, files]) {
  return new Promise((resolve) => {
    console.log(`=== server tests on ${name === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL (TEST_DATABASE_URL)'} ===`);
    const failures = tapFailures();
    const child = spawn(process.execPath, ['--test', '--test-reporter=tap', '--test-concurrency=1', ...files], {
      cwd: server,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => {
        out.write(`[${name}] ${line}\n`);
        if (stream === child.stdout) failures.line(line);
      });
    }
    child.on('close', (code) => resolve({ name, code: code ?? 1, failures }));
  });
}

const results = await Promise.all(runs.map(run));
// The failures again, last: a log read from its tail (CI's) shows what failed, not only that.
for (const { name, failures } of results) {
  if (failures.count > 0) console.log(`\n${failures.count} failing on ${name}:\n${failures.report()}`);
}
for (const { name, code } of results) console.log(`server tests on ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
const failed = results.find((result) => result.code !== 0);
if (failed) process.exit(failed.code);

if (!postgres) {
  console.warn(
    '\nNOTICE: the race tests ("[race, needs PostgreSQL]") were SKIPPED, not passed: no PostgreSQL.\n' +
      'Set TEST_DATABASE_URL=postgres://user:pass@host:5432/db to run them (CI requires it).',
  );
}
