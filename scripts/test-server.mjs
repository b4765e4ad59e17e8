/**
 * Server tests on both databases: always on embedded PGlite (the default a user runs), then on
 * PostgreSQL too when TEST_DATABASE_URL is set (what production and CI run).
 */
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const { TEST_DATABASE_URL: postgres, ...withoutPostgres } = process.env;
const runs = [['PGlite (embedded)', withoutPostgres]];
if (postgres) runs.push(['PostgreSQL (TEST_DATABASE_URL)', { ...process.env }]);

for (const [name, env] of runs) {
  console.log(`\n=== server tests on ${name} ===`);
  const result = spawnSync(npm, ['test', '-w', 'server'], { env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
