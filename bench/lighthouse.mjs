/**
 * Lighthouse (12.8.2, mobile defaults: simulated slow 4G, 4x CPU) on /main and every remote's first
 * route, for the federated app and the one-bundle anchor (bench/one-bundle) side by side, measured
 * interleaved (run 1 of every route and app, then run 2, ...) with Debian's Chromium; prints the
 * median of BENCH_RUNS runs (default 3) per route and app, and the load average of each run, as
 * scores move with the machine's load.
 *
 *   npm start  (in another terminal), then
 *   npm run bench:lighthouse [-- --app before=http://127.0.0.1:8091 --app after=http://127.0.0.1:8080]
 *   BENCH_RUNS=3 BENCH_ROUTES=/main,/blog BENCH_ONE_BUNDLE=0 CHROME_PATH=/usr/bin/chromium
 *   BENCH_SAVE=dir keeps every run's report as JSON (the diagnostics: long tasks, LCP element and phases).
 *   BENCH_VIA=tls (default) measures each app through TLS and HTTP/2, as deployed (bench/deploy-proxy.mjs:
 *   docs/DEPLOY.md's nginx); BENCH_VIA=direct the app server's own HTTP/1.1; BENCH_VIA=both side by side.
 *
 * Without --app it measures BENCH_URL (default http://127.0.0.1:8080) as "federated". Lighthouse
 * lives in bench/lighthouse/ with its own lockfile, installed on first use (as lint/ is).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startDeployProxy } from './deploy-proxy.mjs';
import { launchUrl, median, startOneBundle, subscribe, subscribed } from './serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const lighthouseDir = path.join(here, 'lighthouse');
if (!existsSync(path.join(lighthouseDir, 'node_modules/lighthouse'))) {
  console.log('installing lighthouse (bench/lighthouse/)...');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: lighthouseDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const require = createRequire(path.join(lighthouseDir, 'package.json'));
const { default: lighthouse } = await import(pathToFileURL(require.resolve('lighthouse')).href);
const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);

const runs = Number(process.env.BENCH_RUNS ?? 3);
const routes = (process.env.BENCH_ROUTES ?? '/main,/activity,/blog,/calls,/meetings,/settings').split(',');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const saveDir = process.env.BENCH_SAVE;
const args = process.argv.slice(2);
const apps = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] !== '--app') continue;
  const [name, base] = args[i + 1].split(/=(.*)/s);
  apps.push({ name, base });
}
if (apps.length === 0) apps.push({ name: 'federated', base: process.env.BENCH_URL ?? 'http://127.0.0.1:8080' });
const oneBundle = process.env.BENCH_ONE_BUNDLE === '0' ? null : await startOneBundle();
if (oneBundle) apps.push({ name: 'one bundle', base: oneBundle.base });
for (const app of apps) await subscribe(app.base);
const via = process.env.BENCH_VIA ?? 'tls';
if (!['tls', 'direct', 'both'].includes(via)) throw new Error(`BENCH_VIA is tls, direct or both, not ${via}`);
const proxies = [];
for (const app of [...apps]) {
  if (via === 'direct') continue;
  const proxy = await startDeployProxy(app.base);
  proxies.push(proxy);
  if (via === 'tls') app.base = proxy.base;
  else apps.splice(apps.indexOf(app) + 1, 0, { name: `${app.name} (TLS, HTTP/2)`, base: proxy.base });
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--ignore-certificate-errors',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\//g, '_')}-${Date.now()}.json`;
      writeFileSync(path.join(saveDir, name), JSON.stringify(result.lhr));
    }
    // Under load Lighthouse sometimes loses the trace (NO_NAVSTART): no figures, the caller runs again.
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && categories['best-practices'].auditRefs.some((ref) => ref.id === a.id))
      .map(
        (a) =>
          `${a.id}: ${(a.details?.items ?? [])
            .map(
              (item) =>
                `${item.value ?? item.description ?? ''}${item.source?.url ? ` (${item.source.url}:${item.source.line}:${item.source.column})` : ''}`,
            )
            .join('; ')}`,
      );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // Lighthouse's own CPU benchmark of the host at the run's start (a desktop idles at ~1,500-2,500):
      // the simulated 4x phone is this machine's CPU, slowed, at that moment.
      benchmark: result.lhr.environment.benchmarkIndex,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

console.log(
  `Lighthouse ${lighthouse.version ?? '12.8.2'} mobile, ${runs} interleaved runs per route and app${via === 'tls' ? ' (each through TLS and HTTP/2, as deployed)' : ''}: ${apps.map((a) => `${a.name} ${a.base}`).join(', ')}`,
);
const results = new Map();
const loads = [];
for (let run = 1; run <= runs; run += 1) {
  for (const route of routes) {
    for (const app of apps) {
      const load = loadavg()[0];
      loads.push(load);
      let figures;
      for (let attempt = 1; !figures; attempt += 1) {
        try {
          figures = await audit(launchUrl(app.base, route, subscribed).url);
        } catch (error) {
          if (attempt === 3) throw error;
          console.log(`run ${run} ${route} ${app.name}: ${error.message}; again`);
        }
      }
      const key = `${route} ${app.name}`;
      results.set(key, [...(results.get(key) ?? []), { ...figures, load }]);
      console.log(
        `run ${run} ${route} ${app.name}: ${figures.performance} (FCP ${(figures.fcp / 1000).toFixed(1)} s, LCP ${(figures.lcp / 1000).toFixed(1)} s, TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}), a11y ${figures.accessibility}, best practices ${figures.bestPractices}; load ${load.toFixed(2)}, CPU benchmark ${figures.benchmark.toFixed(0)}`,
      );
      if (figures.bestPractices < 100 && run === 1) for (const line of figures.failing) console.log(`    ${line}`);
    }
  }
}
oneBundle?.stop();
for (const proxy of proxies) proxy.close();

const cell = (list) => {
  const m = (key) => median(list.map((r) => r[key]));
  // Each run's load average beside the medians: a score means little without the machine's load.
  return `**${m('performance')}** · FCP ${(m('fcp') / 1000).toFixed(1)} s · LCP ${(m('lcp') / 1000).toFixed(1)} s · TBT ${m('tbt').toFixed(0)} ms · BP ${m('bestPractices')} · A11y ${m('accessibility')} (load ${list.map((r) => r.load.toFixed(0)).join(', ')}; CPU benchmark ${list.map((r) => r.benchmark.toFixed(0)).join(', ')})`;
};
console.log(
  `\nmedians of ${runs} runs; load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n`,
);
console.log(`| route | ${apps.map((a) => a.name).join(' | ')} |`);
console.log(`|---|${apps.map(() => '---').join('|')}|`);
for (const route of routes) console.log(`| ${route} | ${apps.map((a) => cell(results.get(`${route} ${a.name}`))).join(' | ')} |`);
