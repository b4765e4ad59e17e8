/**
 * `npm test`: every stage of the README's test command, in order, stopping at the first that
 * fails (its exit code is the run's), then each stage's wall time, so a slow stage is seen where it
 * grew, not guessed from the total. With TEST_TIMES_FILE set, the times are also appended there as
 * `stage<TAB>seconds<TAB>ok|FAIL` lines: `.ci/run` adds its own stages (install, test:time) and
 * prints them all at its end.
 *
 *   node scripts/test-stages.mjs                 every stage
 *   node scripts/test-stages.mjs lint unit       only those (names below), in the order given
 *
 * The server suite and the end-to-end tests run side by side (a group): e2e spent ~0.6 of a core
 * on average (6.3 CPU-minutes in 10.1 minutes: the browser waits on the screens, the screens on
 * the server), the server suite ~1.5, so together they keep both cores busy instead of one and a
 * half. Their lines are prefixed with the stage's name; each keeps its own time and result. The
 * time-dependent tests (test:time, libfaketime) follow them.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { faketimeWorks } from '../.ci/check-time-files.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The stages, cheapest first: a type error fails in a minute, not after the end-to-end tests. */
export const STAGES = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['check', 'check'],
  ['scripts', 'test:scripts'],
  ['unit', 'test:unit'],
  // Beside e2e the server suite runs niced (19): the browser's steps wait on a screen under a
  // timeout and the suite's files do not, so e2e takes the CPU it needs and the suite the rest.
  // Un-niced, with the server's apps copied from templates (CPU-dense, no waiting), the first e2e
  // tests ran at load ~12 and a 19 s drag flow passed its 30 s timeout.
  ['server', 'test:server', 'side by side', 19],
  ['e2e', 'test:e2e', 'side by side'],
  // The time-dependent files at four faked instants (libfaketime), after the group, alone: beside
  // it as a third stage (2026-12-02, clean clone) five CPU-dense processes and a browser shared two
  // cores, the niced suites crawled until e2e ended (PGlite 29 of 123 files in 23 min) and the
  // whole took longer than one after the other. With this stage in the run, the server suite's
  // PGlite run leaves its files to it (below).
  ['time', 'test:time'],
];

/**
 * The arguments of one stage's script. test:time runs its server files on PGlite at four instants,
 * so a run that has the time stage (and libfaketime to run it) does not run them on PGlite a fifth
 * time at the real date: the PostgreSQL run still has them (`npm run test:server` alone runs all).
 */
function stageArgs(stage, stages) {
  const timeRuns = stage === 'server' && stages.some(([name]) => name === 'time') && faketimeWorks();
  return timeRuns ? ['--', '--pglite-leaves-time-files'] : [];
}

/** `12.3 s`, or `4 min 05 s` past a minute. */
export const duration = (seconds) =>
  seconds < 60
    ? `${seconds.toFixed(1)} s`
    : `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

/** The table printed at the end: one line per stage run, then the total (the wall time: a group's stages overlap). */
export function timesTable(rows, total = rows.reduce((sum, [, seconds]) => sum + seconds, 0)) {
  const width = Math.max(5, ...rows.map(([stage]) => stage.length));
  return [
    ...rows.map(([stage, seconds, ok]) => `  ${stage.padEnd(width)}  ${duration(seconds).padStart(10)}${ok ? '' : '  FAILED'}`),
    `  ${'total'.padEnd(width)}  ${duration(total).padStart(10)}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !STAGES.some(([stage]) => stage === name));
  if (unknown.length > 0) {
    console.error(`test-stages: no stage ${unknown.join(', ')}; the stages: ${STAGES.map(([stage]) => stage).join(', ')}`);
    process.exit(2);
  }
  const stages = asked.length > 0 ? asked.map((name) => STAGES.find(([stage]) => stage === name)) : STAGES;
  // Consecutive stages of one group run together; any other stage alone.
  const batches = [];
  for (const entry of stages) {
    const last = batches.at(-1);
    if (entry[2] && last?.[0][2] === entry[2]) last.push(entry);
    else batches.push([entry]);
  }
  const started = process.hrtime.bigint();
  const rows = [];
  let failed = 0;
  for (const batch of batches) {
    const results = await Promise.all(
      batch.map(([stage, script, , niceness]) =>
        runStage(stage, script, batch.length > 1, batch.length > 1 ? niceness : undefined, stageArgs(stage, stages)),
      ),
    );
    rows.push(...results);
    const failing = results.find(([, , ok]) => !ok);
    if (failing) {
      failed = failing[3] || 1;
      break;
    }
  }
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`\nnpm test, time per stage:\n${timesTable(rows, wall)}`);
  if (batches.some((batch) => batch.length > 1))
    console.log(
      `  (${batches
        .filter((b) => b.length > 1)
        .map((b) => b.map(([stage]) => stage).join(' and '))
        .join('; ')} side by side)`,
    );
  if (failed) console.log(`npm test: stage "${rows.find(([, , ok]) => !ok)[0]}" failed; the stages after it did not run`);
  process.exit(failed);
}

/** One stage through npm; beside others, each of its lines carries the stage's name. Resolves [stage, seconds, ok, exit code]. */
function runStage(stage, script, prefixed, niceness, scriptArgs = []) {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const [command, args] = niceness && process.platform !== 'win32' ? ['nice', ['-n', String(niceness), npm]] : [npm, []];
    const child = spawn(command, [...args, 'run', script, ...scriptArgs], {
      cwd: root,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed)
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])
        createInterface({ input: from }).on('line', (line) => to.write(`[${stage}] ${line}\n`));
    child.on('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const ok = code === 0;
      if (process.env.TEST_TIMES_FILE)
        appendFileSync(process.env.TEST_TIMES_FILE, `${stage}\t${seconds.toFixed(1)}\t${ok ? 'ok' : 'FAIL'}\n`);
      resolve([stage, seconds, ok, code ?? 1]);
    });
  });
}
