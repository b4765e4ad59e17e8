/**
 * API throughput and latency against a running server (`npm start`): for each endpoint, C
 * concurrent clients send requests for D seconds; prints requests/s, p50/p95/p99 and errors.
 * Client and server share the machine, so figures are a floor, not a ceiling.
 *
 *   node bench/api-load.mjs [baseUrl] [--seconds 5] [--concurrency 16]
 */
import { sign } from '@telegram-apps/init-data-node';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const base = args.find((arg) => arg.startsWith('http')) ?? process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
const seconds = option('seconds', 5);
const concurrency = option('concurrency', 16);

const user = { id: 900000777, first_name: 'Load', last_name: 'Test' };
const headers = { Authorization: `tma ${sign({ user, signature: 'bG9hZA' }, '000000:demo-bot-token', new Date())}` };
await fetch(`${base}/api/users/me`, { headers });
await fetch(`${base}/api/subscription/request?code=basic`, { method: 'POST', headers });

const endpoints = [
  'GET /api/users/me',
  'GET /api/users/me/settings',
  'GET /api/news',
  'GET /api/blog/feed',
  'GET /api/blog/feed?search=slovensk',
  'GET /api/blog/3/',
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

console.log(`API load on ${base}: ${concurrency} concurrent clients, ${seconds} s per endpoint\n`);
console.log(
  'endpoint'.padEnd(36),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'errors'.padStart(7),
);
for (const endpoint of endpoints) {
  const [method, path] = endpoint.split(' ');
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const response = await fetch(`${base}${path}`, { method, headers });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  latencies.sort((a, b) => a - b);
  const rate = latencies.length / seconds;
  console.log(
    endpoint.padEnd(36),
    rate.toFixed(0).padStart(8),
    percentile(latencies, 50).toFixed(1).padStart(8),
    percentile(latencies, 95).toFixed(1).padStart(8),
    percentile(latencies, 99).toFixed(1).padStart(8),
    String(errors).padStart(7),
  );
}
