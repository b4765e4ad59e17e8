/**
 * What one read of the data-scale bench does (issue 30): every SQL statement it runs and the time
 * of each, and the request's time outside SQL. Runs the app in process (app.inject) on the schema
 * `bench_scale` that bench/scale.mts seeded (or `--schema bench_empty`), for a few rotating users;
 * applies pending migrations first, as the server's start does.
 *
 *   BENCH_DATABASE_URL=postgres://app_perf:app_perf@127.0.0.1:5432/app_perf \
 *     node --import tsx bench/scale-trace.mts '/api/calls' [--staff] [--users 5] [--repeat 20] [--schema bench_empty] [--encoding 'gzip, deflate'] [--explain]
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app.ts';
import { signInitData } from '../server/src/auth/init-data.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { openPostgres } from '../server/src/db/postgres.ts';
import type { Db, Queryable } from '../server/src/db/types.ts';
import { LEARNER_BASE, STAFF, STAFF_BASE } from './scale-seed.mts';

const args = process.argv.slice(2);
const path = args.find((arg) => arg.startsWith('/'));
if (!path) throw new Error('the read to trace, e.g. /api/calls');
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const asStaff = args.includes('--staff');
// --explain: each statement's plan (EXPLAIN ANALYZE, BUFFERS) with its last call's parameters.
const explain = args.includes('--explain');
// What a browser or fetch sends (fetch: gzip, deflate): the answer is compressed above 1 KB.
const encoding = args.includes('--encoding') ? args[args.indexOf('--encoding') + 1]! : undefined;
const users = option('users', 5);
const repeat = option('repeat', 20);
const schema = args.includes('--schema') ? args[args.indexOf('--schema') + 1]! : 'bench_scale';
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');

const BOT_TOKEN = '000000:demo-bot-token';
const real = await openPostgres({ connectionString: url, searchPath: schema, max: 4 });
// Pending migrations first, as the server's start does.
await migrate(real);
interface Statement {
  sql: string;
  ms: number[];
  rows: number[];
  /** The last call's SQL and parameters, for --explain. */
  text: string;
  params?: unknown[];
}
const statements = new Map<string, Statement>();
let recording = false;
let sqlMs = 0;
const traced = (inner: Queryable): Queryable => ({
  async query<T>(sql: string, params?: unknown[]) {
    const started = performance.now();
    const rows = await inner.query<T>(sql, params);
    const ms = performance.now() - started;
    if (recording) {
      sqlMs += ms;
      const key = sql.replace(/\s+/g, ' ').trim();
      const entry = statements.get(key) ?? { sql: key, ms: [], rows: [], text: sql };
      entry.params = params;
      entry.ms.push(ms);
      entry.rows.push(rows.length);
      statements.set(key, entry);
    }
    return rows;
  },
  exec: (sql) => inner.exec(sql),
});
const db: Db = {
  ...traced(real),
  transaction: (fn) => real.transaction((tx) => fn(traced(tx))),
  close: () => real.close(),
  kind: real.kind,
};
const staffIds = Array.from({ length: STAFF }, (_, i) => STAFF_BASE + i + 1);
const app = buildApp({
  db,
  botToken: BOT_TOKEN,
  demo: true,
  staff: { admins: new Set(staffIds), teachers: new Set() },
  limits: { writesPerMinute: 1_000_000, connectionsPerAddress: 0 },
});
await app.ready();
const auth = (telegramId: number) => ({
  ...(encoding ? { 'accept-encoding': encoding } : {}),
  authorization: `tma ${signInitData({ id: telegramId, first_name: 'Bench' }, BOT_TOKEN, { signature: 'YmVuY2g' })}`,
});
const ids = Array.from({ length: users }, (_, i) => (asStaff ? STAFF_BASE : LEARNER_BASE) + i + 1);
// Warm-up: plans, connections, JIT.
for (const id of ids) await app.inject({ method: 'GET', url: path, headers: auth(id) });
recording = true;
const cpuBefore = process.cpuUsage();
const totals: number[] = [];
let bytes = 0;
let status = 0;
for (let r = 0; r < repeat; r += 1) {
  const id = ids[r % ids.length]!;
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: path, headers: auth(id) });
  totals.push(performance.now() - started);
  bytes = response.body.length;
  status = response.statusCode;
}
recording = false;
const cpu = process.cpuUsage(cpuBefore);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
console.log(`${path} on ${schema}: ${repeat} requests, status ${status}, ${bytes} bytes`);
console.log(
  `  request median ${median(totals).toFixed(2)} ms; SQL ${(sqlMs / repeat).toFixed(2)} ms per request; server CPU ${((cpu.user + cpu.system) / 1000 / repeat).toFixed(2)} ms per request`,
);
for (const entry of statements.values()) {
  console.log(
    `  ${(entry.ms.length / repeat).toFixed(1)}× median ${median(entry.ms).toFixed(2)} ms, ${median(entry.rows)} rows: ${entry.sql.slice(0, 160)}`,
  );
}
if (explain) {
  for (const entry of statements.values()) {
    if (!/^\s*(SELECT|WITH)\b/i.test(entry.text)) continue;
    const plan = await real.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${entry.text}`, entry.params);
    console.log(`\n${entry.sql.slice(0, 100)}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}
await app.close();
await real.close();
