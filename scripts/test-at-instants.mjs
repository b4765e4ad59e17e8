/**
 * `npm run test:time`: the tests whose rules depend on the date or the hour, run with the process
 * clock moved (libfaketime) to instants where "today", "this month" and "the window" are easy to
 * get wrong: a Saturday morning UTC before 10:00 near a month's end, New Year's Eve late evening,
 * and the nights of the spring and autumn daylight-saving changes in Europe. So a test that assumes
 * where today falls in the week, the month, the year or the DST calendar fails on any day, not
 * only on the day the calendar happens to line up. The rule itself: server/src/modules/TIME.md.
 * Which files: SERVER_FILES and JEST_FILES in .ci/check-time-files.mjs, which `npm run check`
 * holds to every test file that reads the clock.
 *
 * Server files run on the embedded database (PostgreSQL's clock cannot be faked); e2e cannot run
 * here (Chromium refuses libfaketime) and uses Playwright's clock or dates of its own instead.
 *
 *   node scripts/test-at-instants.mjs            the time-dependent files at the four instants
 *   node scripts/test-at-instants.mjs --all      the whole server and Jest suites at each instant
 *   node scripts/test-at-instants.mjs --at "2027-03-28 00:30:00"   one instant only
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { faketimeWorks, JEST_FILES, root, SERVER_FILES } from '../.ci/check-time-files.mjs';
import { buildServerTests } from './test-build-server.mjs';
import { tapFailures } from './test-tap-failures.mjs';

export const INSTANTS = ['2026-11-28 08:05:00', '2026-12-31 23:30:00', '2027-03-28 00:30:00', '2027-10-31 00:30:00'];

const everyServerFile = () =>
  readdirSync(path.join(root, 'server/test'))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `test/${name}`);

const args = process.argv.slice(2);
const all = args.includes('--all');
const at = args.includes('--at') ? [args[args.indexOf('--at') + 1]] : INSTANTS;

const { TEST_DATABASE_URL: _postgres, ...env } = process.env;
const faked = { ...env, FAKETIME_DONT_FAKE_MONOTONIC: '1' };

/** One suite under faketime at one instant; resolves true when green (its output goes to a log file). */
function run(label, instant, command, commandArgs, cwd) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('faketime', ['-f', `@${instant}`, command, ...commandArgs], {
      cwd,
      env: faked,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(String(error))));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const output = Buffer.concat(chunks).toString('utf8');
      const log = path.join(logs, `${label}-${instant.replace(/\D/g, '')}.log`);
      writeFileSync(log, output);
      const ok = code === 0;
      const totals =
        label === 'server'
          ? ['pass', 'fail'].map((key) => `${key} ${output.match(new RegExp(`^# ${key} (\\d+)`, 'm'))?.[1] ?? '?'}`).join(', ')
          : (output.match(/^Tests:\s+(.*)$/m)?.[1] ?? '?');
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${label.padEnd(6)} @ ${instant} UTC: ${totals} (${seconds} s)`);
      if (!ok) {
        console.log(`(whole output: ${log})`);
        if (label === 'server') {
          const failures = tapFailures();
          for (const line of output.split('\n')) failures.line(line);
          console.log(failures.report());
        } else {
          // The failures only: Jest's ● blocks and the assertion lines.
          const shown = output.split('\n').filter((line) => /●|!==|Error:|^\s+[-+] {2,}/.test(line));
          console.log(shown.slice(0, 200).join('\n'));
        }
      }
      resolve(ok);
    });
  });
}

// The last stage of `npm test`: like the race tests without PostgreSQL,
// a machine without libfaketime skips it loudly, and CI (CI=true: .ci/run installs it) fails.
if (!faketimeWorks()) {
  const ci = /^(1|true)$/i.test(process.env.CI ?? '');
  console.error(
    `\n${ci ? 'error' : 'NOTICE'}: test:time needs libfaketime (apt-get install faketime): the time-dependent tests were ${ci ? 'not run' : 'SKIPPED, not passed'}.`,
  );
  process.exit(ci ? 1 : 0);
}

const logs = mkdtempSync(path.join(tmpdir(), 'test-time-'));
const started = Date.now();
let failed = 0;
/**
 * Two instants at a time (TEST_TIME_PARALLEL): each instant is one busy process at any moment (its
 * server files, then its Jest files in one worker), so two keep both cores of a CI machine busy and
 * halve the wall time without putting two processes on one core.
 */
const parallel = Math.max(1, Number(process.env.TEST_TIME_PARALLEL ?? 2));
// Compiled once at the real time, then run at every instant (scripts/test-build-server.mjs says why).
const serverFiles = await buildServerTests('time', all ? everyServerFile() : SERVER_FILES);
async function runInstant(instant) {
  const serverArgs = ['--test', '--test-reporter=tap', '--test-concurrency=1', ...serverFiles];
  // One Jest worker, and never beside the same instant's server files: side by side on two loaded
  // cores, screens waited past their timeouts (the same timeouts as `npm run test:unit`, not longer
  // ones). A time bug fails the same way in one worker; load does not make it pass.
  const jestArgs = [
    path.join(root, 'node_modules/jest/bin/jest.js'),
    '--ci',
    '--silent',
    '--maxWorkers=1',
    ...(all ? [] : JEST_FILES),
  ];
  for (const ok of [
    await run('server', instant, process.execPath, serverArgs, path.join(root, 'server')),
    await run('jest', instant, process.execPath, jestArgs, root),
  ])
    if (!ok) failed += 1;
}
const queue = [...at];
await Promise.all(
  Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    while (queue.length > 0) await runInstant(queue.shift());
  }),
);
console.log(
  `test:time: ${at.length} instant(s), ${failed ? `${failed} run(s) failed` : 'all green'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);
