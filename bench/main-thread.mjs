/**
 * Main-thread CPU at first load, by thread time (not wall time): what Lighthouse's TBT is made of,
 * measured so that a loaded machine does not move it much. Lighthouse multiplies each task's wall
 * time on this host by 4, and on a shared host a task's wall time is several times its CPU time;
 * the renderer's thread time (`tdur` of each top-level `RunTask` in a Chromium trace) is what the
 * task costs whatever else runs.
 *
 * Per route, BENCH_RUNS loads (default 5) with an empty cache on the bench's network (1.6 Mbps,
 * 150 ms RTT, so chunks arrive and run as they would on a phone), interleaved over the apps given,
 * until the first heading, `web_app_ready` and network idle. Printed medians:
 *   - CPU: main-thread thread time of all tasks of the page's renderer;
 *   - long: tasks over 12.5 ms of thread time (over 50 ms at Lighthouse's 4x), their count and sum;
 *   - "TBT at 4x": the sum over tasks of (4 x thread time - 50 ms), the blocking time a 4x phone
 *     would see from these tasks (Lighthouse counts only those after FCP; this counts all);
 * and, with BENCH_PROFILE=1, the top self-time of the sampled CPU profile by script and function
 * (median per load), to find what to move.
 *
 *   npm start (in another terminal), then
 *   node bench/main-thread.mjs [--app before=http://127.0.0.1:8091 --app after=http://127.0.0.1:8080]
 *   BENCH_RUNS=5 BENCH_ROUTES=/main,/activity BENCH_PROFILE=1 BENCH_URL=http://127.0.0.1:8080
 */
import { loadavg } from 'node:os';
import { launchChromium, launchUrl, loadFirstScreen, median, openThrottledPhone, subscribe, subscribed } from './serve.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const routes = (process.env.BENCH_ROUTES ?? '/main,/activity,/blog,/calls,/meetings,/settings').split(',');
const profile = process.env.BENCH_PROFILE === '1';
const args = process.argv.slice(2);
const apps = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] !== '--app') continue;
  const [name, url] = args[++i].split('=');
  apps.push({ name, base: url });
}
if (apps.length === 0) apps.push({ name: 'app', base: process.env.BENCH_URL ?? 'http://127.0.0.1:8080' });

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  ...(profile ? ['disabled-by-default-v8.cpu_profiler', 'v8.execute'] : []),
];

/**
 * The renderer main thread that ran the page: the one that evaluated the app's scripts (headless
 * Chromium has other renderers, e.g. its own WebUI, busy at the same time).
 */
function pageThread(events, origin) {
  const count = new Map();
  for (const e of events) {
    if (e.name !== 'EvaluateScript' || !String(e.args?.data?.url ?? '').startsWith(origin)) continue;
    const key = `${e.pid}:${e.tid}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  return [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Self time (ms) by "function (script)" from the trace's sampled CPU profile chunks of one thread. */
function selfTimes(events, key) {
  const nodes = new Map();
  const out = new Map();
  // The chunks come from the profiler's own thread; the "Profile" event with the same id names the
  // thread it samples.
  const ids = new Set(events.filter((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === key).map((e) => `${e.pid}:${e.id}`));
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !ids.has(`${e.pid}:${e.id}`)) continue;
    const data = e.args?.data?.cpuProfile ?? {};
    for (const n of data.nodes ?? []) nodes.set(`${e.id}:${n.id}`, n.callFrame);
    const samples = data.samples ?? [];
    const deltas = e.args?.data?.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const frame = nodes.get(`${e.id}:${samples[i]}`);
      if (!frame) continue;
      const file = frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '';
      const label = `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}` : ''}`;
      // timeDeltas[i] is the time before sample i; attributing it to sample i is the usual approximation.
      out.set(label, (out.get(label) ?? 0) + Math.max(0, deltas[i] ?? 0) / 1000);
    }
  }
  return out;
}

/** What a task mostly did: its largest direct child event, with the script or URL it names. */
function taskLabel(events, key, task) {
  let best = null;
  for (const e of events) {
    if (e.ph !== 'X' || `${e.pid}:${e.tid}` !== key || e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur)
      continue;
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
    if (!best || (e.tdur ?? e.dur) > (best.tdur ?? best.dur)) best = e;
  }
  if (!best) return '?';
  const d = best.args?.data ?? best.args?.beginData ?? {};
  const where = (d.url ?? d.stackTrace?.[0]?.url ?? d.frame ?? '')
    .toString()
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/\?.*$/, '');
  return `${best.name}${d.type ? ` ${d.type}` : ''}${where ? ` ${where}` : ''} ${((best.tdur ?? best.dur) / 1000).toFixed(1)}`;
}

async function measure(browser, base, route) {
  const { context, page } = await openThrottledPhone(browser);
  await browser.startTracing(page, { categories });
  const { url } = launchUrl(base, route, subscribed);
  const marks = await loadFirstScreen(page, url);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  if (marks.error !== null) throw new Error(`${base}${route} showed an error screen`);
  const events = trace.traceEvents ?? trace;
  const key = pageThread(events, new URL(base).origin);
  // Top-level tasks only: a RunTask nested in another (a microtask checkpoint, a nested loop) is
  // already inside its parent's time.
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && `${e.pid}:${e.tid}` === key)
    .sort((a, b) => a.ts - b.ts)
    .filter(((end) => (e) => (e.ts >= end ? ((end = e.ts + e.dur), true) : false))(0))
    .map((e) => ({ ms: (e.tdur ?? e.dur) / 1000, label: taskLabel(events, key, e) }));
  const long = tasks.filter((t) => t.ms > 12.5);
  return {
    cpu: tasks.reduce((s, t) => s + t.ms, 0),
    longCount: long.length,
    longSum: long.reduce((s, t) => s + t.ms, 0),
    long,
    tbt4x: tasks.reduce((s, t) => s + Math.max(0, 4 * t.ms - 50), 0),
    self: profile ? selfTimes(events, key) : null,
  };
}

const browser = await launchChromium();
try {
  for (const app of apps) await subscribe(app.base);
  for (const app of apps) await measure(browser, app.base, '/main'); // warm-up, not counted
  const samples = new Map();
  const loads = [];
  for (let run = 1; run <= runs; run++) {
    process.stdout.write(`run ${run}/${runs} (load ${loadavg()[0].toFixed(1)}) `);
    loads.push(loadavg()[0]);
    for (const route of routes) {
      for (const app of run % 2 ? apps : [...apps].reverse()) {
        const key = `${app.name}|${route}`;
        if (!samples.has(key)) samples.set(key, []);
        samples.get(key).push(await measure(browser, app.base, route));
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n');
  }
  console.log(`\nmedians of ${runs} loads; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`);
  console.log('| route | app | main-thread CPU ms | tasks > 12.5 ms (50 ms at 4x) | their CPU ms | TBT at 4x ms |');
  console.log('|---|---|---|---|---|---|');
  for (const route of routes) {
    for (const app of apps) {
      const list = samples.get(`${app.name}|${route}`);
      const m = (f) => median(list.map(f)).toFixed(0);
      console.log(
        `| ${route} | ${app.name} | ${m((s) => s.cpu)} | ${m((s) => s.longCount)} | ${m((s) => s.longSum)} | ${m((s) => s.tbt4x)} |`,
      );
    }
  }
  console.log('\nlong tasks per load (thread ms: the largest event inside, its thread ms)');
  for (const route of routes) {
    for (const app of apps) {
      for (const [i, s] of samples.get(`${app.name}|${route}`).entries()) {
        console.log(`${app.name} ${route} #${i + 1}: ${s.long.map((t) => `${t.ms.toFixed(1)} (${t.label})`).join('; ')}`);
      }
    }
  }
  if (profile) {
    for (const route of routes) {
      for (const app of apps) {
        const list = samples.get(`${app.name}|${route}`);
        const labels = new Set(list.flatMap((s) => [...s.self.keys()]));
        const rows = [...labels]
          .map((label) => [label, median(list.map((s) => s.self.get(label) ?? 0))])
          .sort((a, b) => b[1] - a[1]);
        console.log(`\n${app.name} ${route}: self time per load (ms), top 25`);
        for (const [label, ms] of rows.slice(0, 25)) console.log(`${ms.toFixed(1).padStart(7)}  ${label}`);
      }
    }
  }
} finally {
  await browser.close();
}
