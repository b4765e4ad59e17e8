/**
 * Every read a learner or a staff member makes on opening a screen, on an empty database and at a
 * school's size (issue 30): one server process (`npm start`'s entry point) on PostgreSQL; for each
 * read, C concurrent clients for D seconds with rotating users (256 learners, 16 staff) and
 * rotating ids; then the volume of bench/scale-seed.mts is written with SQL and every read runs
 * again. Prints p50 / p99 empty and at scale, the p99 ratio, and p99 at scale with one client
 * ("alone"). Targets: ratio ≤ 1.5, alone p99 ≤ 50 ms (on an idle machine).
 *
 *   BENCH_DATABASE_URL=postgres://app_perf:app_perf@127.0.0.1:5432/app_perf npm run bench:scale
 *     [-- --seconds 4] [--concurrency 16] [--only staff] [--keep]
 *
 * The database must be one you can wipe: the bench recreates its schema `bench_scale` in it
 * (--keep reuses a schema already seeded at scale and measures only that).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sign } from '@telegram-apps/init-data-node';
import { LEARNER_BASE, STAFF, STAFF_BASE, seedPeople, seedStaff, seedVolume } from './scale-seed.mts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const seconds = option('seconds', 4);
const concurrency = option('concurrency', 16);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
const keep = args.includes('--keep');
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required (a database the bench may wipe)');
const schema = 'bench_scale';
const serverDir = fileURLToPath(new URL('../server/', import.meta.url));
// Demo mode (no BOT_TOKEN): init data signed with the public demo token, no Bot API at start.
const BOT_TOKEN = '000000:demo-bot-token';
const ROTATING_LEARNERS = 256;

const admin = new pg.Client({ connectionString: url });
await admin.connect();
if (!keep) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
await admin.query(`SET search_path TO ${schema}`);
const databaseUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}/api`;
const staffIds = Array.from({ length: STAFF }, (_, i) => STAFF_BASE + i + 1);
const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    BOT_TOKEN: '',
    ADMIN_TELEGRAM_IDS: staffIds.join(','),
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
await new Promise<void>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  const poll = setInterval(() => {
    fetch(`${base}/docs/json`)
      .then((response) => {
        if (response.ok) {
          clearInterval(poll);
          resolve();
        }
      })
      .catch(() => undefined);
  }, 300);
});

const authOf = (telegramId: number) => ({
  Authorization: `tma ${sign({ user: { id: telegramId, first_name: 'Bench' }, signature: 'YmVuY2g' }, BOT_TOKEN, new Date())}`,
});
const learnerHeaders = Array.from({ length: ROTATING_LEARNERS }, (_, i) => authOf(LEARNER_BASE + i + 1));
const staffHeaders = staffIds.map(authOf);

if (!keep) {
  await seedPeople(admin, 1, ROTATING_LEARNERS);
  await seedStaff(admin);
}

/** Ids the reads rotate through, read after each phase's seeding. */
async function idsNow() {
  const ids = async (sql: string) => (await admin.query<{ id: number }>(sql)).rows.map((row) => Number(row.id));
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  return {
    publications: await ids('SELECT id FROM publications ORDER BY published_at DESC LIMIT 50'),
    meetings: await ids('SELECT id FROM meetings ORDER BY start_time DESC LIMIT 50'),
    speakers: await ids('SELECT id FROM speakers WHERE is_active ORDER BY id'),
    // The course's first activity: the one every learner may open, also on the empty database.
    sections: await ids(
      'SELECT s.id FROM activity_sections s WHERE s.activity_id = (SELECT id FROM activities ORDER BY available_on, id LIMIT 1) ORDER BY s.position, s.id',
    ),
    activities: await ids('SELECT id FROM activities ORDER BY available_on, id LIMIT 1'),
    tomorrow,
  };
}

type Ids = Awaited<ReturnType<typeof idsNow>>;
interface Read {
  name: string;
  who: 'learner' | 'staff' | 'speaker';
  path: (ids: Ids, n: number) => string;
}
const pick = <T,>(list: T[], n: number) => list[n % list.length]!;
const tz = 'tz=Europe%2FBratislava';

const reads: Read[] = [
  { name: 'users/me', who: 'learner', path: () => '/users/me' },
  { name: 'users/me/settings', who: 'learner', path: () => '/users/me/settings' },
  { name: 'subscription/plans', who: 'learner', path: () => '/subscription/plans' },
  { name: 'news', who: 'learner', path: () => '/news' },
  { name: 'blog/feed', who: 'learner', path: () => '/blog/feed' },
  { name: 'blog/feed page 5', who: 'learner', path: () => '/blog/feed?page=5' },
  { name: 'blog/feed search', who: 'learner', path: () => '/blog/feed?search=slovensk' },
  { name: 'blog/starred', who: 'learner', path: () => '/blog/starred' },
  { name: 'blog/:id', who: 'learner', path: (ids, n) => `/blog/${pick(ids.publications, n)}/` },
  { name: 'activities/today', who: 'learner', path: () => `/activities/today?${tz}` },
  { name: 'activities/status', who: 'learner', path: () => `/activities/status?${tz}` },
  { name: 'activities/:id', who: 'learner', path: (ids, n) => `/activities/${pick(ids.activities, n)}` },
  { name: 'activities/:id/feed', who: 'learner', path: (ids, n) => `/activities/${pick(ids.activities, n)}/feed` },
  { name: 'activities/section/:id', who: 'learner', path: (ids, n) => `/activities/section/${pick(ids.sections, n)}` },
  { name: 'section/:id/status', who: 'learner', path: (ids, n) => `/activities/section/${pick(ids.sections, n)}/status` },
  {
    name: 'section/:id/submissions',
    who: 'learner',
    path: (ids, n) => `/activities/section/${pick(ids.sections, n)}/submissions`,
  },
  { name: 'users/me/statistics', who: 'learner', path: () => `/users/me/statistics?${tz}` },
  // The first page, as mf-settings asks since paging (the bare array stays for older builds).
  { name: 'users/me/payments', who: 'learner', path: () => '/users/me/payments?page_size=20' },
  { name: 'users/me/payments unpaged', who: 'learner', path: () => '/users/me/payments' },
  { name: 'calls (mine)', who: 'learner', path: () => '/calls' },
  { name: 'calls/speakers', who: 'learner', path: () => '/calls/speakers' },
  {
    name: 'calls/slots',
    who: 'learner',
    path: (ids, n) => `/calls/slots?speaker_id=${pick(ids.speakers, n)}&date=${ids.tomorrow}&duration=30&${tz}`,
  },
  { name: 'meetings/feed', who: 'learner', path: () => '/meetings/feed' },
  { name: 'meetings/feed page 20', who: 'learner', path: () => '/meetings/feed?page=20' },
  { name: 'meetings/attended', who: 'learner', path: () => '/meetings/attended' },
  { name: 'meetings/:id', who: 'learner', path: (ids, n) => `/meetings/${pick(ids.meetings, n)}/` },
  { name: 'meetings/:id/rate', who: 'learner', path: (ids, n) => `/meetings/${pick(ids.meetings, n)}/rate` },
  { name: 'staff/me', who: 'staff', path: () => '/staff/me' },
  { name: 'staff/speaking', who: 'staff', path: () => '/staff/speaking' },
  { name: 'staff/meetings', who: 'staff', path: () => '/staff/meetings' },
  { name: 'staff/meetings/:id', who: 'staff', path: (ids, n) => `/staff/meetings/${pick(ids.meetings, n)}` },
  { name: 'staff/calls', who: 'speaker', path: () => '/staff/calls' },
  { name: 'staff/users', who: 'staff', path: () => '/staff/users' },
];
const selected = only ? reads.filter((read) => read.name.includes(only)) : reads;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Figure {
  p50: number;
  p99: number;
  rate: number;
  errors: number;
  firstError?: string;
}

async function measure(read: Read, ids: Ids, clients: number): Promise<Figure> {
  const headersFor = (n: number) =>
    read.who === 'learner' ? pick(learnerHeaders, n) : read.who === 'speaker' ? staffHeaders[n % 5]! : pick(staffHeaders, n);
  // Warm-up: one round of every client (connections, plans, JIT).
  await Promise.all(Array.from({ length: clients }, (_, i) => fetch(`${base}${read.path(ids, i)}`, { headers: headersFor(i) })));
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let counter = 0;
  const deadline = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < deadline) {
      const n = counter++;
      const started = performance.now();
      try {
        const response = await fetch(`${base}${read.path(ids, n)}`, { headers: headersFor(n) });
        const body = await response.text();
        if (!response.ok) {
          errors += 1;
          firstError ??= `${response.status} ${body.slice(0, 120)}`;
        }
      } catch (error) {
        errors += 1;
        firstError ??= String(error);
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rate: latencies.length / seconds, errors, firstError };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const empty = new Map<string, Figure>();
if (!keep) {
  const ids = await idsNow();
  console.log(`empty: ${concurrency} clients, ${seconds} s per read; load average ${load()}`);
  for (const read of selected) {
    const figure = await measure(read, ids, concurrency);
    empty.set(read.name, figure);
    console.log(
      `  ${read.name}: ${figure.p50.toFixed(0)} / ${figure.p99.toFixed(0)} ms${figure.errors ? ` (${figure.errors} errors: ${figure.firstError})` : ''}`,
    );
  }
  console.log('seeding the volume (bench/scale-seed.mts)...');
  await seedVolume(admin);
}
const ids = await idsNow();
console.log(`scale: ${concurrency} clients, then 1 client ("alone"), ${seconds} s per read; load average ${load()}`);
const scale = new Map<string, Figure>();
const alone = new Map<string, Figure>();
for (const read of selected) {
  const figure = await measure(read, ids, concurrency);
  scale.set(read.name, figure);
  alone.set(read.name, await measure(read, ids, 1));
  console.log(
    `  ${read.name}: ${figure.p50.toFixed(0)} / ${figure.p99.toFixed(0)} ms, alone p99 ${alone.get(read.name)!.p99.toFixed(0)} ms${figure.errors ? ` (${figure.errors} errors: ${figure.firstError})` : ''}`,
  );
}
console.log(`load average after: ${load()}\n`);

const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(0));
console.log('| read | empty p50 / p99 ms | scale p50 / p99 ms | p99 ratio | scale req/s | alone p99 ms | errors |');
console.log('|---|---|---|---|---|---|---|');
const misses: string[] = [];
for (const read of selected) {
  const e = empty.get(read.name);
  const s = scale.get(read.name)!;
  const a = alone.get(read.name)!;
  const ratio = e ? s.p99 / Math.max(e.p99, 1) : undefined;
  if (ratio !== undefined && ratio > 1.5) misses.push(`${read.name}: p99 ratio ${ratio.toFixed(2)}`);
  if (a.p99 > 50) misses.push(`${read.name}: alone p99 ${a.p99.toFixed(0)} ms`);
  const errors = (e?.errors ?? 0) + s.errors + a.errors;
  console.log(
    `| ${read.name} | ${e ? `${ms(e.p50)} / ${ms(e.p99)}` : '—'} | ${ms(s.p50)} / ${ms(s.p99)} | ${ratio === undefined ? '—' : ratio.toFixed(2)} | ${s.rate.toFixed(0)} | ${ms(a.p99)} | ${errors}${errors ? ` (${e?.firstError ?? s.firstError ?? a.firstError})` : ''} |`,
  );
}
console.log(misses.length ? `\nover target: ${misses.join('; ')}` : '\nevery read within target');

const started = performance.now();
await admin.query(
  `SELECT EXISTS (SELECT 1 FROM outbox WHERE status = 'pending' AND next_attempt_at <= now() AND (expires_at IS NULL OR expires_at > now()))
       OR EXISTS (SELECT 1 FROM outbox WHERE status = 'sending' AND locked_until < now())`,
);
console.log(`outbox hasDue's query at scale: ${(performance.now() - started).toFixed(1)} ms`);
await admin.end();
stop();
