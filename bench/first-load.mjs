/**
 * First load per route, the federated product side by side with the same app built as one ordinary
 * bundle (bench/one-bundle: no Module Federation, the remotes' routes modules imported directly,
 * routes lazy, production mode, same libraries). Both are served by the same server code, measured
 * in one run, interleaved (federated, one bundle, federated, ...), on a throttled phone (4x CPU,
 * 1.6 Mbps / 150 ms RTT) with an empty cache; medians of BENCH_RUNS runs (default 5).
 *
 * Per route: JS files, JS gzip KB (bodies gzipped at level 9, whatever the server sent), JS bytes
 * on the wire (as sent: brotli, gzip or identity), time to the first heading and to
 * `web_app_ready` (ms since navigation start), and the federated / one-bundle ratio. "+KB after
 * /main" is the JS gzip a route loads beyond what /main already loaded (an in-app navigation).
 *
 *   node bench/first-load.mjs [federatedBaseUrl]     (default http://127.0.0.1:8080, `npm start`)
 *   BENCH_RUNS=5 BENCH_ROUTES=/main,/blog BENCH_ONE_BUNDLE=0 (federated only)
 *
 * The one-bundle app is built into bench/.one-bundle and served by a server this script starts
 * (own port, own throwaway PGlite), stopped at the end.
 */
import { gzipSync } from 'node:zlib';
import {
  freshUser,
  launchChromium,
  launchUrl,
  loadFirstScreen,
  median,
  openThrottledPhone,
  startOneBundle,
  subscribe,
  subscribed,
} from './serve.mjs';

const federatedBase = process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const routes = (process.env.BENCH_ROUTES ?? '/main,/onboarding,/blog,/settings,/calls,/meetings,/activity').split(',');
const compare = process.env.BENCH_ONE_BUNDLE !== '0';

async function measure(browser, base, route) {
  const { context, page, cdp } = await openThrottledPhone(browser);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const types = new Map();
  let wire = 0;
  let jsWire = 0;
  cdp.on('Network.responseReceived', ({ requestId, type }) => types.set(requestId, type));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    wire += encodedDataLength;
    if (types.get(requestId) === 'Script') jsWire += encodedDataLength;
  });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  const { url } = launchUrl(base, route, route === '/onboarding' ? freshUser() : subscribed);
  const marks = await loadFirstScreen(page, url);
  const files = (await Promise.all(scripts)).filter(Boolean);
  await context.close();
  if (marks.error !== null) throw new Error(`${base}${route} showed an error screen`);
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0), wire, jsWire, heading: marks.heading, ready: marks.ready };
}

const oneBundle = compare ? await startOneBundle() : null;
const builds = [{ name: 'federated', base: federatedBase }, ...(oneBundle ? [{ name: 'one bundle', base: oneBundle.base }] : [])];
const browser = await launchChromium();

try {
  for (const build of builds) await subscribe(build.base);
  // Warm-up (server caches, first PGlite queries), not counted.
  for (const build of builds) await measure(browser, build.base, '/main');

  const samples = new Map(); // `${build}|${route}` -> samples
  for (let run = 1; run <= runs; run++) {
    process.stdout.write(`run ${run}/${runs} `);
    for (const route of routes) {
      // Interleaved, and alternating which build goes first so neither always follows the other.
      const order = run % 2 ? builds : [...builds].reverse();
      for (const build of order) {
        const key = `${build.name}|${route}`;
        if (!samples.has(key)) samples.set(key, []);
        samples.get(key).push(await measure(browser, build.base, route));
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n');
  }

  const summary = (build, route) => {
    const list = samples.get(`${build}|${route}`);
    const mainUrls = new Map((samples.get(`${build}|/main`)?.[0]?.files ?? []).map((f) => [f.url, f.gzip]));
    return {
      files: median(list.map((s) => s.files.length)),
      gzip: median(list.map((s) => s.gzip)) / 1024,
      jsWire: median(list.map((s) => s.jsWire)) / 1024,
      wire: median(list.map((s) => s.wire)) / 1024,
      heading: median(list.map((s) => s.heading)),
      ready: median(list.map((s) => s.ready)),
      afterMain: median(list.map((s) => s.files.filter((f) => !mainUrls.has(f.url)).reduce((sum, f) => sum + f.gzip, 0))) / 1024,
    };
  };

  console.log(`\nfirst load per route: federated ${federatedBase}${oneBundle ? ` vs one bundle ${oneBundle.base}` : ''}`);
  console.log(`throttled phone (4x CPU, 1.6 Mbps, 150 ms RTT), empty cache, median of ${runs} interleaved runs\n`);
  const columns = [
    'route',
    'build',
    'JS files',
    'JS gzip KB',
    'JS wire KB',
    'all wire KB',
    '+KB after /main',
    'heading ms',
    'ready ms',
  ];
  const widths = [12, 11, 9, 11, 11, 12, 16, 11, 9];
  const row = (cells) =>
    console.log(cells.map((cell, i) => (i < 2 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join(' '));
  row(columns);
  for (const route of routes) {
    const fed = summary('federated', route);
    row([
      route,
      'federated',
      fed.files,
      fed.gzip.toFixed(1),
      fed.jsWire.toFixed(1),
      fed.wire.toFixed(1),
      fed.afterMain.toFixed(1),
      Math.round(fed.heading),
      Math.round(fed.ready),
    ]);
    if (!oneBundle) continue;
    const one = summary('one bundle', route);
    row([
      '',
      'one bundle',
      one.files,
      one.gzip.toFixed(1),
      one.jsWire.toFixed(1),
      one.wire.toFixed(1),
      one.afterMain.toFixed(1),
      Math.round(one.heading),
      Math.round(one.ready),
    ]);
    const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}x` : '-');
    row([
      '',
      'ratio',
      ratio(fed.files, one.files),
      ratio(fed.gzip, one.gzip),
      ratio(fed.jsWire, one.jsWire),
      ratio(fed.wire, one.wire),
      '',
      ratio(fed.heading, one.heading),
      ratio(fed.ready, one.ready),
    ]);
  }
} finally {
  await browser.close();
  oneBundle?.stop();
}
