/**
 * `npm test`: every stage of the README's test command, in order, stopping at the first that
 * fails (its exit code is the run's), then each stage's wall time, so a slow stage is seen where it
 * grew, not guessed from the total. With TEST_TIMES_FILE set, the times are also appended there as
 * `stage<TAB>seconds<TAB>ok|FAIL` lines: `.ci/run` adds its own stages (install, test:time) and
 * prints them all at its end.
 *
 *   node scripts/test-stages.mjs                 every stage
 *   node scripts/test-stages.mjs lint unit       only those (names below), in the order given
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The stages, cheapest first: a type error fails in a minute, not after the end-to-end tests. */
export const STAGES = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['check', 'check'],
  ['scripts', 'test:scripts'],
  ['unit', 'test:unit'],
  ['server', 'test:server'],
  ['e2e', 'test:e2e'],
];

/** `12.3 s`, or `4 min 05 s` past a minute. */
export const duration = (seconds) =>
  seconds < 60
    ? `${seconds.toFixed(1)} s`
    : `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

/** The table printed at the end: one line per stage run, then the total. */
export function timesTable(rows) {
  const width = Math.max(5, ...rows.map(([stage]) => stage.length));
  const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
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
  const rows = [];
  let failed = 0;
  for (const [stage, script] of stages) {
    const started = process.hrtime.bigint();
    const result = spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit' });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const ok = result.status === 0;
    rows.push([stage, seconds, ok]);
    if (process.env.TEST_TIMES_FILE)
      appendFileSync(process.env.TEST_TIMES_FILE, `${stage}\t${seconds.toFixed(1)}\t${ok ? 'ok' : 'FAIL'}\n`);
    if (!ok) {
      failed = result.status ?? 1;
      break;
    }
  }
  console.log(`\nnpm test, time per stage:\n${timesTable(rows)}`);
  if (failed) console.log(`npm test: stage "${rows.at(-1)[0]}" failed; the stages after it did not run`);
  process.exit(failed);
}
