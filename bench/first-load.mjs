/**
 * First-load cost per route, measured in a real browser against a running product (`npm start`):
 * JavaScript downloaded (raw and gzip KB, request count) and time until the screen's heading shows,
 * on a throttled phone profile (4x CPU slowdown, 1.6 Mbps / 150 ms RTT) with an empty cache.
 *
 *   node bench/first-load.mjs [baseUrl]       (default http://127.0.0.1:8080)
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { sign } from '@telegram-apps/init-data-node';

const base = process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
const routes = ['/main', '/onboarding', '/blog', '/settings', '/calls', '/meetings', '/activity'];
const token = '000000:demo-bot-token';

function launchUrl(path, user) {
  const initData = sign({ user, signature: 'YmVuY2g' }, token, new Date());
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff', text_color: '#000000' }),
  });
  return { url: `${base}${path}#${params}`, initData };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

// A subscribed user for every route but onboarding, an unsubscribed one for onboarding.
const subscribed = { id: 900000001, first_name: 'Bench', last_name: 'User' };
const fresh = { id: 900000000 + Math.floor(Math.random() * 99999) + 2, first_name: 'New', last_name: 'User' };
{
  const { initData } = launchUrl('/', subscribed);
  const headers = { Authorization: `tma ${initData}` };
  await fetch(`${base}/api/users/me`, { headers });
  await fetch(`${base}/api/subscription/request?code=basic`, { method: 'POST', headers });
}

console.log(`first load per route on ${base} (throttled phone, empty cache)\n`);
console.log('route'.padEnd(14), 'js files'.padStart(8), 'raw KB'.padStart(8), 'gzip KB'.padStart(8), 'screen ms'.padStart(10));
for (const route of routes) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().catch(() => Buffer.alloc(0)));
  });
  const { url } = launchUrl(route, route === '/onboarding' ? fresh : subscribed);
  const started = Date.now();
  await page.goto(url);
  await page.getByRole('heading').first().waitFor({ timeout: 60_000 });
  const elapsed = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  const raw = bodies.reduce((sum, body) => sum + body.length, 0);
  const gzip = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
  console.log(
    route.padEnd(14),
    String(bodies.length).padStart(8),
    (raw / 1024).toFixed(1).padStart(8),
    (gzip / 1024).toFixed(1).padStart(8),
    String(elapsed).padStart(10),
  );
  await context.close();
}
await browser.close();
