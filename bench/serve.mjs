/* global window, document, MutationObserver */
/**
 * What the first-load benches share: the Telegram launch URL of a route for a user (demo token), a
 * free port, the one-bundle anchor built and served by the product's server, and the subscribed
 * bench user. Used by bench/first-load.mjs and bench/lighthouse.mjs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { sign } from '@telegram-apps/init-data-node';
import { root } from '../scripts/apps.mjs';
import { buildOneBundle, oneBundleRoot } from './one-bundle/build.mjs';

const token = '000000:demo-bot-token';

export function launchUrl(base, route, user) {
  const initData = sign({ user, signature: 'YmVuY2g' }, token, new Date());
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff', text_color: '#000000' }),
  });
  return { url: `${base}${route}#${params}`, initData };
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Builds the one-bundle app and serves it with the product's server on a free port. */
export async function startOneBundle() {
  buildOneBundle();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-one-bundle-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_ROOT: oneBundleRoot, DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error('the one-bundle server exited');
    if (waited > 60_000) throw new Error('the one-bundle server did not start in 60 s');
    const ok = await fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// A subscribed user for every route but onboarding; onboarding gets a new user on every load.
export const subscribed = { id: 900000001, first_name: 'Bench', last_name: 'User' };
export const freshUser = () => ({
  id: 900000000 + Math.floor(Math.random() * 99_999_999) + 2,
  first_name: 'New',
  last_name: 'User',
});

export async function subscribe(base) {
  const { initData } = launchUrl(base, '/', subscribed);
  const headers = { Authorization: `tma ${initData}` };
  await fetch(`${base}/api/users/me`, { headers });
  await fetch(`${base}/api/subscription/request?code=basic`, { method: 'POST', headers });
}

/** The median of a list of numbers (0 for none). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Debian's Chromium, headless, without the background work that would land in a measured load. */
export const launchChromium = () =>
  chromium.launch({
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

/**
 * Runs in the page before any of its scripts: a Telegram Android webview bridge that records when
 * the app says web_app_ready, and the moment the first heading (not an error's) enters the DOM.
 */
export const firstScreenProbe = () => {
  const marks = (window.__bench = { heading: null, ready: null, error: null });
  window.TelegramWebviewProxy = {
    postEvent(name) {
      if (name === 'web_app_ready' && marks.ready === null) marks.ready = performance.now();
    },
  };
  new MutationObserver((_, observer) => {
    if (marks.error === null && document.querySelector('[role=alert] h1, [role=alert] h2')) marks.error = performance.now();
    const heading = [...document.querySelectorAll('h1, h2, h3, [role=heading]')].find((h) => !h.closest('[role=alert]'));
    if (heading && marks.heading === null) marks.heading = performance.now();
    if (marks.heading !== null) observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
};

/**
 * A phone's page on the bench's network (1.6 Mbps, 150 ms RTT, no cache) with firstScreenProbe
 * installed: { context, page, cdp }. The caller adds what it measures (CPU throttling, tracing).
 */
export async function openThrottledPhone(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(firstScreenProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
  return { context, page, cdp };
}

/** Opens `url` and waits for the first screen (or an error screen) and the network to settle: firstScreenProbe's marks. */
export async function loadFirstScreen(page, url) {
  await page.goto(url);
  await page.waitForFunction(
    () => window.__bench.error !== null || (window.__bench.heading !== null && window.__bench.ready !== null),
    null,
    { timeout: 90_000, polling: 50 },
  );
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => window.__bench);
}
