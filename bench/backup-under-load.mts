/**
 * Backups of a serving instance (issue 36): a server process (`npm start`'s entry point) on its own
 * PostgreSQL database, 20 learners writing through its API for 60 s (each loop: a new learner
 * signs up for Basic, sets a level, stars a post; they go on until the last backup is done),
 * `npm run backup` started at 10, 30 and 50 s;
 * then each backup restored with `npm run restore` into a database that does not exist yet, and
 * checked here too: every table equal to the manifest, and each writer's learners a gap-free
 * prefix of what it wrote (one instant). `ps -eo args` is read every 50 ms by a separate process
 * throughout and must never show the password (the role is made here with a random one).
 *
 *   BENCH_DATABASE_URL=postgres://app_ci:app_ci@127.0.0.1:5432/postgres node --import tsx bench/backup-under-load.mts
 *     [-- --seconds 60] [--writers 20]
 *
 * BENCH_DATABASE_URL: a superuser (it creates a role and databases named bench_backup_<random>,
 * dropped at the end). Prints the figures; exit 1 if any backup or restore did not exit 0, a check
 * failed or the password was seen.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sign } from '@telegram-apps/init-data-node';
import { startServerProcess } from './server-process.mts';
import { summarize, type BackupManifest } from '../server/src/db/backup.ts';
import { openPostgres } from '../server/src/db/postgres.ts';
import { watchPs } from '../server/test/backup-support.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const SECONDS = option('seconds', 60);
const WRITERS = option('writers', 20);
const BACKUP_AT = [1 / 6, 1 / 2, 5 / 6].map((share) => Math.round(SECONDS * share * 1000));
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required (a superuser: the bench creates a role and databases)');
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const DEMO_BOT_TOKEN = '000000:demo-bot-token';
const BASE_ID = 870_000_000;

const prefix = `bench_backup_${randomBytes(3).toString('hex')}`;
const password = `pw-${randomBytes(12).toString('hex')}`;
const at = (database: string) => {
  const parsed = new URL(url);
  parsed.username = prefix;
  parsed.password = password;
  parsed.pathname = `/${database}`;
  return parsed.href;
};
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

function script(name: 'backup' | 'restore', scriptArgs: string[], databaseUrl: string) {
  const started = performance.now();
  return new Promise<{ code: number; seconds: number; stdout: string; stderr: string; startedAt: number }>((resolve) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', `server/src/cli/${name}.ts`, ...scriptArgs],
      { cwd: repoRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number(error.code ?? 1) : 0,
          seconds: (performance.now() - started) / 1000,
          stdout,
          stderr,
          startedAt: started,
        }),
    ),
  );
}

const auth = (id: number) => ({
  authorization: `tma ${sign({ user: { id, first_name: 'Bench', last_name: String(id) }, signature: 'YmVuY2g' }, DEMO_BOT_TOKEN, new Date())}`,
});

await admin(`CREATE ROLE ${prefix} LOGIN CREATEDB PASSWORD '${password}'`);
await admin(`CREATE DATABASE ${prefix}_live OWNER ${prefix}`);
const temp = mkdtempSync(join(tmpdir(), 'bench-backup-'));
const failures: string[] = [];
let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
try {
  server = await startServerProcess({
    databaseUrl: at(`${prefix}_live`),
    env: {
      BOT_TOKEN: '',
      LOG_LEVEL: 'error',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      SEED_DEMO_CONTENT: '1',
    },
    output: 'stderr',
  });
  const { base } = server;
  const live = await openPostgres({ connectionString: at(`${prefix}_live`), max: 1 });
  const [publication] = await live.query<{ id: number }>('SELECT id FROM publications ORDER BY id LIMIT 1');
  await live.close();
  const firstPublication = publication!.id;

  const ps = await watchPs(password);
  const loadStarted = performance.now();
  const loadStartedAt = Date.now();
  let running = true;
  let writes = 0;
  let failed = 0;
  const writer = async (w: number) => {
    let n = 0;
    while (running) {
      n += 1;
      const id = BASE_ID + w * 100_000 + n;
      const requests: [string, string][] = [
        ['POST', '/subscription/request?code=basic'],
        ['PATCH', '/users/me/settings'],
        ['POST', `/blog/${firstPublication}/star`],
      ];
      for (const [method, path] of requests) {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { ...auth(id), ...(method === 'PATCH' ? { 'content-type': 'application/json' } : {}) },
          body: method === 'PATCH' ? JSON.stringify({ language_level: n % 2 ? 'A2' : 'B1' }) : undefined,
        });
        await response.arrayBuffer();
        if (response.ok) writes += 1;
        else failed += 1;
      }
    }
    return n;
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  const backups = BACKUP_AT.map(async (delay, i) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    return script('backup', ['--out', join(temp, `backup-${i}`)], at(`${prefix}_live`));
  });
  // The learners write for SECONDS and until the last backup is done (on a loaded machine a backup's
  // own start takes long: its snapshot must still fall inside the load).
  const backupRuns = await Promise.all([...backups, new Promise((resolve) => setTimeout(resolve, SECONDS * 1000))]).then(
    (runs) => runs.slice(0, backups.length) as Awaited<(typeof backups)[number]>[],
  );
  running = false;
  const learners = await Promise.all(writers);
  const loadEnded = Date.now();
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const end = await openPostgres({ connectionString: at(`${prefix}_live`), max: 1 });
  const [{ n: finalUsers } = { n: 0 }] = await end.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  await end.close();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server!.child.once('exit', resolve));
  server = undefined;

  const restoreRuns = [];
  for (const [i, run] of backupRuns.entries()) {
    if (run.code !== 0) {
      failures.push(`backup ${i} exit ${run.code}: ${run.stderr.trim()}`);
      continue;
    }
    const target = `${prefix}_restored_${i}`;
    const restore = await script('restore', [join(temp, `backup-${i}`)], at(target));
    restoreRuns.push(restore);
    if (restore.code !== 0) {
      failures.push(`restore ${i} exit ${restore.code}: ${restore.stderr.trim()}`);
      continue;
    }
    const manifest = JSON.parse(readFileSync(join(temp, `backup-${i}`, 'manifest.json'), 'utf8')) as BackupManifest;
    const copy = await openPostgres({ connectionString: at(target), max: 1 });
    const tables = await summarize(copy);
    if (JSON.stringify(tables) !== JSON.stringify(manifest.tables))
      failures.push(`restore ${i}: tables differ from the manifest`);
    const ids = await copy.query<{ telegram_id: number }>('SELECT telegram_id FROM users WHERE telegram_id > $1', [BASE_ID]);
    for (let w = 0; w < WRITERS; w += 1) {
      const mine = ids
        .map((row) => row.telegram_id - BASE_ID - w * 100_000)
        .filter((n) => n > 0 && n < 100_000)
        .sort((a, b) => a - b);
      if (mine.some((n, index) => n !== index + 1)) failures.push(`restore ${i}: writer ${w}'s learners are not a prefix`);
    }
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `backup ${i}: started at ${((run.startedAt - loadStarted) / 1000).toFixed(1)} s, snapshot at ${((Date.parse(manifest.created_at) - loadStartedAt) / 1000).toFixed(1)} s ` +
        `(the load ran until ${((loadEnded - loadStartedAt) / 1000).toFixed(1)} s), exit ${run.code} in ${run.seconds.toFixed(1)} s, ` +
        `${(manifest.bytes / 1024).toFixed(0)} KB, ${manifest.tables.length} tables, ${rows} rows (users ${tables.find((t) => t.table === 'users')?.rows}); ` +
        `restore exit ${restore.code} in ${restore.seconds.toFixed(1)} s, every table equal to the manifest and each writer a prefix`,
    );
    await copy.close();
  }
  const seen = await ps.stop();
  if (seen.leaks.length > 0) failures.push(`the password was on ${seen.leaks.length} command line(s): ${seen.leaks.join(' | ')}`);
  if (seen.withPgDump === 0 || seen.withPgRestore === 0)
    failures.push('ps never caught pg_dump or pg_restore: the check proves nothing');
  console.log(
    `${WRITERS} writers for ${loadSeconds.toFixed(1)} s: ${writes} writes answered 2xx (${(writes / loadSeconds).toFixed(0)}/s), ${failed} not, ` +
      `${learners.reduce((a, b) => a + b, 0)} learners signed up (users at the end: ${finalUsers}); backups ${backupRuns.map((r) => `exit ${r.code}`).join(', ')}, ` +
      `restores ${restoreRuns.map((r) => `exit ${r.code}`).join(', ')}`,
  );
  console.log(
    `ps -eo args every 50 ms: ${seen.samples} samples, pg_dump in ${seen.withPgDump}, pg_restore in ${seen.withPgRestore}, password seen ${seen.leaks.length} times; load average ${loadavg()[0]!.toFixed(1)} (2 cores)`,
  );
  if (failed > 0) failures.push(`${failed} writes failed`);
} finally {
  if (server) server.child.kill('SIGTERM');
  rmSync(temp, { recursive: true, force: true });
  const databases = await admin(`SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`);
  for (const { datname } of databases) await admin(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin(`DROP ROLE IF EXISTS ${prefix}`);
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
