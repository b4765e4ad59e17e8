/**
 * Every read a learner or a staff member makes on opening a screen, on an empty database and at a
 * school's size (issue 30): two schemas of one PostgreSQL database, `bench_empty` (migrated and
 * seeded, the course of bench/scale-seed.mts and the bench's people with their own history, calls
 * and meetings, and nothing else) and `bench_scale` (the same people among the volume of
 * bench/scale-seed.mts, written with SQL), each served by its own server process (`npm start`'s
 * entry point). For each read, C concurrent clients with rotating users (256 learners, 16 staff)
 * and rotating ids run against the empty server and the scale one in alternating rounds (so both
 * see the same load on a shared machine: the phases used to be minutes apart), then against the
 * scale one with one client ("alone"). Prints p50 / p99 empty and at scale, the p99 ratio, the
 * alone p99 and each answer's size. Targets: ratio ≤ 1.5, alone p99 ≤ 50 ms (on an idle machine).
 * A feed's deeper page, which the empty database does not have, is measured against the feed's
 * first page at scale (its depth's cost).
 *
 *   BENCH_DATABASE_URL=postgres://app_perf:app_perf@127.0.0.1:5432/app_perf npm run bench:scale
 *     [-- --seconds 4] [--rounds 4] [--concurrency 16] [--only staff,news] [--keep]
 *
 * The database must be one you can wipe: the bench recreates both schemas in it (3–4 minutes of
 * seeding). --keep reuses schemas already seeded (the empty one is recreated when missing, in
 * seconds): what to run after a server change.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { sign } from '@telegram-apps/init-data-node';
import { schemaUrl, startServerProcess } from './server-process.mts';
import { measureCardBuilding } from './review-submit.mts';
import { measureReminderSweep } from './reminder-sweep.mts';
import {
  LEARNER_BASE,
  STAFF,
  STAFF_BASE,
  seedCalls,
  seedCourse,
  seedHistory,
  seedMeetings,
  seedPeople,
  seedStaff,
  seedVolume,
} from './scale-seed.mts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const seconds = option('seconds', 4);
const rounds = Math.max(1, option('rounds', 4));
const concurrency = option('concurrency', 16);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
const keep = args.includes('--keep');
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required (a database the bench may wipe)');
const SCALE = 'bench_scale';
const EMPTY = 'bench_empty';
// Demo mode (no BOT_TOKEN): init data signed with the public demo token, no Bot API at start.
const BOT_TOKEN = '000000:demo-bot-token';
const ROTATING_LEARNERS = 256;

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const exists = async (schema: string) =>
  (await admin.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])).rowCount === 1;
const fresh = { [SCALE]: !keep || !(await exists(SCALE)), [EMPTY]: !keep || !(await exists(EMPTY)) };
if (keep && fresh[SCALE]) throw new Error(`--keep: schema ${SCALE} is missing; run once without --keep`);
for (const schema of [SCALE, EMPTY]) {
  if (fresh[schema]) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
}
const use = (schema: string) => admin.query(`SET search_path TO ${schema}`);

const staffIds = Array.from({ length: STAFF }, (_, i) => STAFF_BASE + i + 1);
const servers: ChildProcess[] = [];
process.on('exit', () => servers.forEach((server) => server.kill('SIGTERM')));

/** A server on the schema (it migrates and seeds it at start, as in production); its API's base URL. */
async function startServer(schema: string): Promise<{ base: string; pid: number }> {
  const { child, base } = await startServerProcess({
    // application_name tells this server's PostgreSQL backends apart (their CPU is counted per read).
    databaseUrl: schemaUrl(url!, schema, schema),
    env: { BOT_TOKEN: '', ADMIN_TELEGRAM_IDS: staffIds.join(','), MAX_CONNECTIONS_PER_ADDRESS: '0', LOG_LEVEL: 'error' },
  });
  servers.push(child);
  return { base, pid: child.pid! };
}

// One at a time: two migrations and seeds at once would share the machine's two cores.
const up = { [EMPTY]: await startServer(EMPTY), [SCALE]: await startServer(SCALE) };

const authOf = (telegramId: number) => ({
  Authorization: `tma ${sign({ user: { id: telegramId, first_name: 'Bench' }, signature: 'YmVuY2g' }, BOT_TOKEN, new Date())}`,
});
const learnerHeaders = Array.from({ length: ROTATING_LEARNERS }, (_, i) => authOf(LEARNER_BASE + i + 1));
const staffHeaders = staffIds.map(authOf);

for (const schema of [EMPTY, SCALE]) {
  if (!fresh[schema]) continue;
  await use(schema);
  await seedPeople(admin, 1, ROTATING_LEARNERS);
  await seedStaff(admin);
}
if (fresh[EMPTY]) {
  // The course and the bench's people's own history, calls and meetings, as at scale; nothing of
  // the rest of the school (its other learners, their calls and meetings, payments, posts, news, outbox).
  await use(EMPTY);
  await seedCourse(admin);
  await seedHistory(admin, 1, ROTATING_LEARNERS);
  await seedCalls(admin, 1, ROTATING_LEARNERS);
  await seedMeetings(admin, 1, ROTATING_LEARNERS);
  await admin.query('ANALYZE');
}
if (fresh[SCALE]) {
  await use(SCALE);
  console.log(`seeding the volume into ${SCALE} (bench/scale-seed.mts)...`);
  await seedVolume(admin);
}

/** Ids the reads rotate through, in one schema. */
async function idsIn(schema: string) {
  await use(schema);
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

type Ids = Awaited<ReturnType<typeof idsIn>>;
interface Read {
  name: string;
  who: 'learner' | 'staff' | 'speaker';
  path: (ids: Ids, n: number) => string;
  /**
   * A deeper page of a feed: no such page exists on the empty database (13 posts, 7 meetings), so
   * an empty answer there against a full page at scale measured the page, not the volume. It is
   * measured against the first page at scale instead (what its depth costs).
   */
  firstPage?: (ids: Ids, n: number) => string;
}
const pick = <T,>(list: T[], n: number) => list[n % list.length]!;
const tz = 'tz=Europe%2FBratislava';

const reads: Read[] = [
  { name: 'users/me', who: 'learner', path: () => '/users/me' },
  { name: 'users/me/settings', who: 'learner', path: () => '/users/me/settings' },
  { name: 'subscription/plans', who: 'learner', path: () => '/subscription/plans' },
  { name: 'news', who: 'learner', path: () => '/news' },
  { name: 'blog/feed', who: 'learner', path: () => '/blog/feed' },
  { name: 'blog/feed page 5', who: 'learner', path: () => '/blog/feed?page=5', firstPage: () => '/blog/feed' },
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
  // 'Opakovanie' (issue 39): the home row's count and the session's items.
  { name: 'review/summary', who: 'learner', path: () => `/review/summary?${tz}` },
  { name: 'review/next', who: 'learner', path: () => `/review/next?${tz}` },
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
  { name: 'meetings/feed page 20', who: 'learner', path: () => '/meetings/feed?page=20', firstPage: () => '/meetings/feed' },
  { name: 'meetings/attended', who: 'learner', path: () => '/meetings/attended' },
  { name: 'meetings/:id', who: 'learner', path: (ids, n) => `/meetings/${pick(ids.meetings, n)}/` },
  { name: 'meetings/:id/rate', who: 'learner', path: (ids, n) => `/meetings/${pick(ids.meetings, n)}/rate` },
  { name: 'staff/me', who: 'staff', path: () => '/staff/me' },
  { name: 'staff/speaking', who: 'staff', path: () => '/staff/speaking' },
  { name: 'staff/meetings', who: 'staff', path: () => '/staff/meetings' },
  { name: 'staff/meetings/:id', who: 'staff', path: (ids, n) => `/staff/meetings/${pick(ids.meetings, n)}` },
  { name: 'staff/calls', who: 'speaker', path: () => '/staff/calls' },
  { name: 'staff/users', who: 'staff', path: () => '/staff/users' },
  // Item analysis for editors (issue 39): the first day (every learner's answers) and the course's hardest items.
  { name: 'studio/days/:id/analysis', who: 'staff', path: (ids, n) => `/studio/days/${pick(ids.activities, n)}/analysis` },
  { name: 'studio/course/analysis', who: 'staff', path: () => '/studio/course/analysis' },
];
// --only takes a comma list of substrings: `--only 'calls (mine),news'`.
const wanted = only
  ?.split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const selected = wanted ? reads.filter((read) => wanted.some((part) => read.name.includes(part))) : reads;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Figure {
  p50: number;
  p99: number;
  rate: number;
  errors: number;
  firstError?: string;
  /** CPU of the server and its PostgreSQL backends per request, ms. */
  cpu: number;
  /** The largest answer (uncompressed), bytes: what a longer answer costs shows beside the ratio. */
  bytes: number;
}

interface Target {
  base: string;
  ids: Ids;
  /** The server's process and the name its PostgreSQL backends carry. */
  pid: number;
  schema: string;
}

/** CPU time (ms) a process has used so far, from /proc (Linux): user + system, in clock ticks of 10 ms. */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // gone, or not Linux
  }
}

/**
 * The work a read costs whatever the machine's load: CPU used by the server process and by its
 * PostgreSQL backends while it ran (a backend that exits meanwhile loses its share).
 */
async function cpuSnapshot(target: Target): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
    target.schema,
  ]);
  const snapshot = new Map<number, number>([[target.pid, cpuMsOf(target.pid)]]);
  for (const { pid } of rows) snapshot.set(pid, cpuMsOf(pid));
  return snapshot;
}

function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Latencies of C clients looping on the read for `duration` seconds, after one warm-up round. */
async function run(read: Pick<Read, 'who' | 'path'>, target: Target, clients: number, duration: number) {
  const headersFor = (n: number) =>
    read.who === 'learner' ? pick(learnerHeaders, n) : read.who === 'speaker' ? staffHeaders[n % 5]! : pick(staffHeaders, n);
  const url = (n: number) => `${target.base}${read.path(target.ids, n)}`;
  // Warm-up: one round of every client (connections, plans, JIT).
  await Promise.all(Array.from({ length: clients }, (_, i) => fetch(url(i), { headers: headersFor(i) }).then((r) => r.text())));
  const cpuBefore = await cpuSnapshot(target);
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let counter = 0;
  let bytes = 0;
  const deadline = Date.now() + duration * 1000;
  const client = async () => {
    while (Date.now() < deadline) {
      const n = counter++;
      const started = performance.now();
      try {
        const response = await fetch(url(n), { headers: headersFor(n) });
        const body = await response.text();
        bytes = Math.max(bytes, Buffer.byteLength(body));
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
  const cpuMs = cpuBetween(cpuBefore, await cpuSnapshot(target));
  return { latencies, errors, firstError, cpuMs, bytes };
}

function figureOf(runs: Awaited<ReturnType<typeof run>>[], duration: number): Figure {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rate: latencies.length / duration,
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    firstError: runs.find((r) => r.firstError)?.firstError,
    cpu: runs.reduce((sum, r) => sum + r.cpuMs, 0) / Math.max(1, latencies.length),
    bytes: Math.max(...runs.map((r) => r.bytes)),
  };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const empty: Target = { ...up[EMPTY], schema: EMPTY, ids: await idsIn(EMPTY) };
const atScale: Target = { ...up[SCALE], schema: SCALE, ids: await idsIn(SCALE) };
console.log(
  `${concurrency} clients, ${seconds} s per read and schema in ${rounds} alternating rounds, then 1 client at scale ("alone"); load average ${load()}`,
);
const emptyFigures = new Map<string, Figure>();
const scale = new Map<string, Figure>();
const alone = new Map<string, Figure>();
for (const read of selected) {
  const emptyRuns = [];
  const scaleRuns = [];
  // The baseline: the same read on the empty database, or a deeper page's first page at scale.
  const baseline = read.firstPage ? { read: { who: read.who, path: read.firstPage }, target: atScale } : { read, target: empty };
  for (let round = 0; round < rounds; round += 1) {
    emptyRuns.push(await run(baseline.read, baseline.target, concurrency, seconds / rounds));
    scaleRuns.push(await run(read, atScale, concurrency, seconds / rounds));
  }
  const e = figureOf(emptyRuns, seconds);
  const s = figureOf(scaleRuns, seconds);
  const a = figureOf([await run(read, atScale, 1, seconds)], seconds);
  emptyFigures.set(read.name, e);
  scale.set(read.name, s);
  alone.set(read.name, a);
  const failures = e.errors + s.errors + a.errors;
  console.log(
    `  ${read.name}: ${read.firstPage ? 'page 1 at scale' : 'empty'} ${e.p50.toFixed(0)} / ${e.p99.toFixed(0)} ms, scale ${s.p50.toFixed(0)} / ${s.p99.toFixed(0)} ms, alone p99 ${a.p99.toFixed(0)} ms, CPU per request ${e.cpu.toFixed(2)} → ${s.cpu.toFixed(2)} ms${failures ? ` (${failures} errors: ${e.firstError ?? s.firstError ?? a.firstError})` : ''}`,
  );
}
console.log(`load average after: ${load()}\n`);

const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(0));
console.log(
  '| read | empty p50 / p99 ms | scale p50 / p99 ms | p99 ratio | scale req/s | alone p99 ms | CPU ms/request empty → scale (ratio) | answer KB empty → scale | errors |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
const misses: string[] = [];
for (const read of selected) {
  const e = emptyFigures.get(read.name);
  const s = scale.get(read.name)!;
  const a = alone.get(read.name)!;
  const ratio = e ? s.p99 / Math.max(e.p99, 1) : undefined;
  if (ratio !== undefined && ratio > 1.5) misses.push(`${read.name}: p99 ratio ${ratio.toFixed(2)}`);
  if (a.p99 > 50) misses.push(`${read.name}: alone p99 ${a.p99.toFixed(0)} ms`);
  const errors = (e?.errors ?? 0) + s.errors + a.errors;
  console.log(
    `| ${read.name}${read.firstPage ? ' (against page 1 at scale)' : ''} | ${e ? `${ms(e.p50)} / ${ms(e.p99)}` : '—'} | ${ms(s.p50)} / ${ms(s.p99)} | ${ratio === undefined ? '—' : ratio.toFixed(2)} | ${s.rate.toFixed(0)} | ${ms(a.p99)} | ${e ? `${e.cpu.toFixed(2)} → ${s.cpu.toFixed(2)} (${(s.cpu / Math.max(e.cpu, 0.01)).toFixed(2)})` : s.cpu.toFixed(2)} | ${e ? (e.bytes / 1024).toFixed(1) : '—'} → ${(s.bytes / 1024).toFixed(1)} | ${errors}${errors ? ` (${e?.firstError ?? s.firstError ?? a.firstError})` : ''} |`,
  );
}
console.log(misses.length ? `\nover target: ${misses.join('; ')}` : '\nevery read within target');

await use(SCALE);
const started = performance.now();
await admin.query(
  `SELECT EXISTS (SELECT 1 FROM outbox WHERE status = 'pending' AND next_attempt_at <= now() AND (expires_at IS NULL OR expires_at > now()))
       OR EXISTS (SELECT 1 FROM outbox WHERE status = 'sending' AND locked_until < now())`,
);
console.log(`outbox hasDue's query at scale: ${(performance.now() - started).toFixed(1)} ms`);
console.log(await measureCardBuilding(admin));
await admin.end();
// The sweep runs with no server on the schema: each server's own job would sweep the same learners.
const stopped = servers.map((server) => new Promise((resolve) => server.once('exit', resolve)));
servers.forEach((server) => server.kill('SIGTERM'));
await Promise.all(stopped);
console.log(await measureReminderSweep(url, SCALE));
console.log(`load average at the end: ${load()}`);
