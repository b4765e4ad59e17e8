// The publish-vs-submit race at full length: `TEST_DATABASE_URL=postgres://… npm run bench:publish-race`
// (PUBLISH_RACE_ROUNDS, default 200). CI runs the same test with 50 rounds; this prints the rounds'
// outcomes and the time they took. PostgreSQL only: PGlite runs one transaction at a time.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

if (!process.env.TEST_DATABASE_URL) {
  console.error('publish-race: set TEST_DATABASE_URL (PostgreSQL); on PGlite the race cannot happen.');
  process.exit(2);
}
const rounds = Number(process.env.PUBLISH_RACE_ROUNDS ?? 200);
const started = Date.now();
const run = spawnSync('node', ['--import', 'tsx', '--test', 'test/activities-publish-race.test.ts'], {
  cwd: fileURLToPath(new URL('../server/', import.meta.url)),
  env: { ...process.env, PUBLISH_RACE_ROUNDS: String(rounds) },
  encoding: 'utf8',
});
const lines = run.stdout.split('\n');
for (const line of lines.filter((l) => /# (outcomes|mis-scored)|^\s+[+-] |^# (pass|fail)/.test(l))) console.log(line.trim());
console.log(`rounds: ${rounds}, ${((Date.now() - started) / 1000).toFixed(1)} s in all (the app's start included)`);
process.exit(run.status ?? 1);
