/**
 * Start time and memory of the server: a release's compiled `node server/dist/main.js` against the
 * checkout's `node --import tsx server/src/main.ts` (what `npm start` runs after its build check),
 * same environment (live mode against the fake Bot API, PostgreSQL, the release's front end).
 * Time: spawn to the first 200 from /api/ready; RSS: the process's, read then.
 *
 *   node --import tsx bench/server-start.mts <release folder>
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { FakeBotApi } from '../server/test/fake-bot-api';

const release = path.resolve(process.argv[2] ?? '');
const repo = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://app_ci:app_ci@127.0.0.1:5432/app_ci';
const dbName = `h36b_start_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const fake = await new FakeBotApi().start();
const port = Number(process.env.BENCH_PORT ?? 9250);
const env = {
  PATH: process.env.PATH!,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href,
  BOT_TOKEN: '123456789:AAEhBOweik6ad9r_QXMENQjcrGbqCr4K-ZE',
  BOT_WEBHOOK_SECRET: 'bench-server-start-secret-0123456789',
  MINI_APP_URL: 'https://app.example.test/',
  TELEGRAM_API_ROOT: fake.apiRoot,
  STATIC_ROOT: release,
  LOG_LEVEL: 'warn',
};

async function measure(label: string, args: string[], cwd: string) {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((done) => setTimeout(done, 20));
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
  const exited = new Promise((done) => child.on('exit', done));
  child.kill('SIGTERM');
  await exited;
  console.log(`${label}: ready in ${(ms / 1000).toFixed(2)} s, RSS ${rss.toFixed(0)} MB`);
  return { ms, rss };
}

try {
  // Migrations once first, so both starts find the same, current database.
  await measure('warm-up (migrations)', [path.join(release, 'server/dist/main.js')], release);
  const tsx = await measure('checkout (node --import tsx server/src/main.ts)', ['--import', 'tsx', 'server/src/main.ts'], repo);
  const compiled = await measure('release (node server/dist/main.js)', [path.join(release, 'server/dist/main.js')], release);
  console.log(`ratio release/checkout: start ${(compiled.ms / tsx.ms).toFixed(2)}, RSS ${(compiled.rss / tsx.rss).toFixed(2)}`);
} finally {
  await fake.close();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
