/**
 * Server tests on both databases: always on embedded PGlite (the default a user runs), then on
 * PostgreSQL too when TEST_DATABASE_URL is set (what production and CI run).
 *
 * Race tests (raceTest in server/test/helpers.ts) only prove something on PostgreSQL: PGlite runs
 * one transaction at a time. So under CI=true a run without PostgreSQL is a failure, not a quiet
 * fallback; locally it is allowed and the skipped race tests are named in the output.
 */
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const { TEST_DATABASE_URL: postgres, ...withoutPostgres } = process.env;
const ci = /^(1|true)$/i.test(process.env.CI ?? '');

if (!postgres && ci) {
  console.error(
    '\nCI=true but TEST_DATABASE_URL is not set: the race tests (locks, unique indexes) would only be skipped.\n' +
      'Start PostgreSQL and set TEST_DATABASE_URL (.ci/run does both).',
  );
  process.exit(1);
}

const runs = [['PGlite (embedded)', withoutPostgres]];
if (postgres) runs.push(['PostgreSQL (TEST_DATABASE_URL)', { ...process.env }]);

for (const [name, env] of runs) {
  console.log(`\n=== server tests on ${name} ===`);
  const result = spawnSync(npm, ['test', '-w', 'server'], { env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!postgres) {
  console.warn(
    '\nNOTICE: the race tests ("[race, needs PostgreSQL]") were SKIPPED, not passed: no PostgreSQL.\n' +
      'Set TEST_DATABASE_URL=postgres://user:pass@host:5432/db to run them (CI requires it).',
  );
}
