/**
 * What a public media read costs the server (issue 37): one 48 MB MP4 uploaded through the studio,
 * then 32 clients reading ranges of it at once while another polls /api/health. Prints health's
 * p50/p99, the server's RSS growth over the run, and each kind of range read's p50/p99.
 *
 *   npm run bench:media-stream                                 (PGlite, in a temporary DATA_DIR)
 *   DATABASE_URL=postgres://… npm run bench:media-stream       (PostgreSQL: schema bench_media, wiped)
 *   options: --parallel 32  --reads 6 (per client)  --timeout 30000 (ms, per request)  --mb 48
 *
 * Targets: health p99 ≤ 50 ms, RSS growth ≤ 100 MB, every range read ≤ 50 ms (p99).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sign } from '@telegram-apps/init-data-node';
import { paddedMp4 } from '../server/test/media-support';
import { schemaUrl, startServerProcess } from './server-process.mts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const PARALLEL = option('parallel', 32);
const READS = option('reads', 6);
const TIMEOUT_MS = option('timeout', 30_000);
const SIZE = option('mb', 48) * 1024 * 1024;
const url = process.env.DATABASE_URL;
const SCHEMA = 'bench_media';
const BOT_TOKEN = '000000:demo-bot-token';
const ADMIN = 990_000_001;
const KB = 1024;

let dataDir: string | undefined;
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA}`);
  await admin.end();
} else dataDir = mkdtempSync(join(tmpdir(), 'bench-media-'));

const { child, base } = await startServerProcess({
  ...(url ? { databaseUrl: schemaUrl(url, SCHEMA) } : {}),
  output: 'stderr',
  env: {
    BOT_TOKEN: '',
    ADMIN_TELEGRAM_IDS: String(ADMIN),
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    LOG_LEVEL: 'error',
    // The bench is one client reading far more than a person would: its reads are not the limit's.
    MEDIA_READS_PER_MINUTE: '1000000',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  },
});
const cleanUp = () => {
  child.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanUp);

const rss = () => {
  const line = readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) * KB : 0;
};
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const percentile = (values: number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
};
const ms = (n: number) => (Number.isNaN(n) ? '–' : `${n.toFixed(n < 10 ? 1 : 0)} ms`);

const auth = {
  Authorization: `tma ${sign({ user: { id: ADMIN, first_name: 'Bench' }, signature: 'YmVuY2g' }, BOT_TOKEN, new Date())}`,
};
const file = paddedMp4(SIZE);
const uploadStarted = performance.now();
const uploaded = await fetch(`${base}/studio/media?name=bench.mp4`, {
  method: 'POST',
  headers: { ...auth, 'content-type': 'application/octet-stream' },
  body: file,
});
if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
const media = (await uploaded.json()) as { url: string; size: number };
const mediaUrl = new URL(media.url, base).href;
console.log(
  `${url ? 'PostgreSQL' : 'PGlite'}: ${mb(media.size)} MP4 uploaded in ${((performance.now() - uploadStarted) / 1000).toFixed(1)} s; ` +
    `${PARALLEL} clients × ${READS} range reads, ${TIMEOUT_MS / 1000} s timeout per request`,
);

/** A request with the bench's timeout; the whole body read. Answers its status and length. */
async function timed(target: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  try {
    const response = await fetch(target, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = Buffer.from(await response.arrayBuffer());
    return { ms: performance.now() - started, status: response.status, length: body.length };
  } catch {
    return { ms: performance.now() - started, status: 0, length: 0 };
  }
}

// What browsers send: a player's probe of the first bytes, a seek's window, a larger buffer fill.
const kinds = [
  { name: '2 B at 0', length: 2, random: false },
  { name: '256 KB anywhere', length: 256 * KB, random: true },
  { name: '1 MB anywhere', length: 1024 * KB, random: true },
];
const results = new Map(kinds.map((kind) => [kind.name, [] as number[]]));
let failures = 0;

const rssBefore = rss();
let rssMax = rssBefore;
const sampler = setInterval(() => (rssMax = Math.max(rssMax, rss())), 100);
let reading = true;
const health: number[] = [];
let healthFailures = 0;
const poller = (async () => {
  while (reading) {
    const answer = await timed(`${base}/health`);
    if (answer.status === 200) health.push(answer.ms);
    else healthFailures += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
})();

const runStarted = performance.now();
await Promise.all(
  Array.from({ length: PARALLEL }, async (_, client) => {
    for (let i = 0; i < READS; i++) {
      const kind = kinds[(client + i) % kinds.length]!;
      const start = kind.random ? Math.floor(Math.random() * (media.size - kind.length)) : 0;
      const answer = await timed(mediaUrl, { range: `bytes=${start}-${start + kind.length - 1}` });
      if (answer.status === 206 && answer.length === kind.length) results.get(kind.name)!.push(answer.ms);
      else failures += 1;
    }
  }),
);
const runSeconds = (performance.now() - runStarted) / 1000;
reading = false;
await poller;
clearInterval(sampler);
rssMax = Math.max(rssMax, rss());

console.log(`run: ${runSeconds.toFixed(1)} s, ${failures} range reads failed or timed out`);
console.log(
  `health: ${health.length} answers, p50 ${ms(percentile(health, 0.5))}, p99 ${ms(percentile(health, 0.99))}, ` +
    `max ${ms(Math.max(...health))}, ${healthFailures} failed (target p99 ≤ 50 ms)`,
);
console.log(`RSS: ${mb(rssBefore)} → max ${mb(rssMax)}, growth ${mb(rssMax - rssBefore)} (target ≤ 100 MB)`);
for (const [name, times] of results)
  console.log(
    `range ${name}: ${times.length} reads, p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))} (target ≤ 50 ms)`,
  );
cleanUp();
process.exit(0);
