import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SCHOOL_ZONE } from './support/school-clock';
import { E2E_ADMIN_TELEGRAM_ID } from './support/telegram';

/**
 * End-to-end tests drive what `npm start` serves, in Debian's Chromium at a phone viewport.
 * Each run gets a fresh embedded database; every test signs in as its own Telegram user.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));

/**
 * Specs that change what every other spec sees or that take the CPU: they run one at a time, after
 * the others (which run two at a time outside CI).
 * - builds and deployments: a shipped remote or remotes.json rewritten, rspack builds, dev servers;
 * - the school's shared content: the studio's course (days added, one waiting learner counted),
 *   speakers, meetings and publications, a meeting cancelled at the door;
 * - the speakers' shared slots: specs that book the first or last free slot of a day;
 * - touch gestures timed against the 120 ms press (activities): beside a second worker's browser,
 *   a quick swipe's first move reached the page after 120 ms and became a drag (both tries).
 * Their project depends on the other, so one of these files alone runs with `--no-deps`
 * (`npx playwright test --no-deps tests/calls.spec.ts`); without it the other project runs first.
 */
const ONE_AT_A_TIME = [
  'build-levers',
  'create-remote',
  'dev-servers',
  'remote-cdn',
  'remote-deploy',
  'standalone',
  'workspace-alone',
  'studio*',
  'workday-of-staff',
  'staff-cancelled-door',
  'bot-notifications',
  'calls',
  'staff',
  'activities',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two workers on a machine of its own; one on CI, where e2e runs beside the niced server suite
  // (scripts/test-stages.mjs): the cores are busy throughout, and a second browser gains no time
  // there but takes it from the suite (beside two workers, test:time's files ran 13 min, not 2).
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'sk-SK',
    timezoneId: SCHOOL_ZONE,
    // On CI a trace only for the retry of a failed test: recording one for every test (screencast
    // frames and DOM snapshots, kept only on failure) kept Chromium's browser and GPU processes at
    // ~30 % of a core each throughout, on a machine the server suite shares. Locally (no retries)
    // every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { browserName: 'chromium' }, testIgnore: ONE_AT_A_TIME },
    {
      name: 'phone, one at a time',
      use: { browserName: 'chromium' },
      testMatch: ONE_AT_A_TIME,
      dependencies: ['phone'],
      workers: 1,
    },
  ],
  webServer: {
    command: `node ${path.join(__dirname, '../scripts/start.mjs')}`,
    url: `http://127.0.0.1:${port}/remotes.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BOT_TOKEN: '',
      DATABASE_URL: '',
      ADMIN_TELEGRAM_IDS: String(E2E_ADMIN_TELEGRAM_ID),
      // The door opens 2 h before a meeting by default; the seeded meeting the door test scans is
      // days ahead (the seed's relative dates), so the e2e server opens doors 6 days ahead.
      CHECK_IN_OPENS_HOURS: String(6 * 24),
    },
  },
});
