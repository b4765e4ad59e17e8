/**
 * Which test files `npm run test:time` runs at its faked instants, and the rule that keeps the list
 * honest (`npm run check:time-files`, in `npm run check`, runs this file). The rule, server/src/modules/TIME.md:
 *
 * A test file READS THE CLOCK when its own text takes the present: `Date.now()`, `new Date()`
 * without an argument, the server's clock (`app.now()`), or SQL's `now()`, `CURRENT_DATE`,
 * `CURRENT_TIMESTAMP`, `LOCALTIMESTAMP`. Every such file is either listed here (its rules or its
 * data move with the date: a day, a month, a window, an hour of the day) or named in CLOCK_FREE
 * with the reason the date cannot change its outcome (it measures elapsed time, or places rows
 * seconds to hours from now to be past or due). A file that reads no clock builds its instants
 * from fixed dates or a clock it passes in, so faking the process clock cannot change it; the
 * list may still hold such a file when its data comes from mocks dated from now (the meetings
 * screens). Server race files are left out: they need PostgreSQL, whose clock faketime cannot move.
 *
 * It lives beside `.ci/run`: a check of the test suite, neither build machinery (scripts/, held to
 * its line budget by check:remotes) nor a test runner (scripts/test-*.mjs).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Whether libfaketime runs here: test:time needs it, and npm test asks before leaving files to it. */
export const faketimeWorks = () => spawnSync('faketime', ['-f', '@2026-01-01 00:00:00', 'true']).status === 0;

/** Server files with rules on dates and hours (run from server/). */
export const SERVER_FILES = [
  'calls',
  'activities',
  'activities-unlock',
  'meetings',
  'payments',
  'payments-holds',
  'payments-telegram',
  'bot',
  'subscription',
  'statistics',
  'mocks-contract',
  // The speaker's calls split at the first page's instant, hours and days off from the speaker's today.
  'staff-calls-paging',
  // The organiser's list: meetings not over, then the last 30 days'.
  'staff-paging',
  // Monthly call counts (date_trunc('month', now())), the door's window, the no-show job's hour.
  'staff',
  // Learners waiting for the next day: 08:00 on their own day after finishing.
  'studio-waiting-learners',
  // Calls booked on days of the booking window (today to today + 30), caps per 24 h.
  'daily-caps',
  // Review cards due before the learner's next midnight, a month walked on the school's clock.
  'review',
  // The study reminder at the learner's hour on their clock, across DST changes (sweeps at fixed instants).
  'study-reminder',
].map((name) => `test/${name}.test.ts`);

/** Jest files (or folders of them) whose screens and mocks read the clock. */
export const JEST_FILES = [
  // The 'Opakovanie' row: cards due today on the learner's clock.
  'mf-activities/src/__tests__/registration.test.ts',
  'mf-calls/src/__tests__/booking-tab.test.tsx',
  'mf-calls/src/__tests__/list-tab.test.tsx',
  'mf-calls/src/__tests__/registration.test.ts',
  'mf-activities/src/__tests__/activities-screen.test.tsx',
  'mf-activities/src/__tests__/section-screen.test.tsx',
  'mf-meetings/src/__tests__/meetings-screen.test.tsx',
  'mf-meetings/src/__tests__/meeting-screen.test.tsx',
  'mf-meetings/src/__tests__/ticket-screen.test.tsx',
  'mf-meetings/src/__tests__/registration.test.ts',
  'mf-settings/src/__tests__/profile.test.tsx',
  // A speaker's calls over the next day, grouped by the day they fall on.
  'mf-staff/src/__tests__/speaker-calls-screen.test.tsx',
  // The door's opening hour of a meeting days ahead.
  'mf-staff/src/__tests__/staff-meeting-screen.test.tsx',
  'shared/src/mocks',
  'contracts/calls/src',
  'contracts/meetings/src/mocks',
  'contracts/activities/src/mocks',
];

/** Files that read the clock whose outcome no date or hour can change, and why (paths from the repo root). */
export const CLOCK_FREE = {
  'server/test/backup-under-load.test.ts': "PostgreSQL only (its server's clock cannot be faked); now() stamps heartbeats",
  'server/test/studio-media-uploads.test.ts': "the sweep's one day of age, set as an interval before now()",
  'server/test/auth.test.ts': "init data's 24 h expiry, an interval from now",
  'server/test/blog.test.ts': 'a publication dated a day ahead, only to be in the future',
  'server/test/bot-inbox-crash.test.ts': "a restart's elapsed time; rows placed days ahead only to be in the future",
  'server/test/bot-inbox.test.ts': 'updates and pauses due now or seconds ago',
  'server/test/jobs-lease.test.ts': 'leases and backoffs of seconds, measured from now()',
  'server/test/jobs.test.ts': 'retries and scheduled runs seconds to a minute from now',
  'server/test/db.test.ts': 'the type of now() as the driver returns it',
  'server/test/gate.test.ts': 'a plan expired a minute ago',
  'server/test/hardening.test.ts': "init data's auth_date in seconds, and elapsed time",
  'server/test/health.test.ts': "a worker's heartbeat a minute old",
  'server/test/metrics.test.ts': 'ages in seconds of rows placed seconds to an hour from now',
  'server/test/news.test.ts': 'a news item expired a minute ago',
  'server/test/payments-paging.test.ts': "payments' order by instant, none by day or month",
  'server/test/remotes-config.test.ts': "a file's modification time, seconds ahead",
  'server/test/shutdown.test.ts': 'elapsed time of a shutdown',
  'server/test/studio-publications.test.ts': 'an announcement due now',
  'shared/src/http/early-answers.test.ts': "an early answer's age in milliseconds",
  'server/test/speaking-bot.test.ts': "a recording sent 366 days before now(), for the year's retention",
  'mf-activities/src/__tests__/speaking-bot-task.test.tsx':
    'a mock section submitted now; the screen shows its status, not its date',
};

const READS = [
  /\bDate\.now\(/,
  /\bnew Date\(\s*\)/,
  /\bapp\.now\(/,
  // SQL's present: now() as a function of its own (not performance.now(), Date.now(), x.now()).
  /(?<![.\w])now\(\)/i,
  /\bcurrent_(?:date|timestamp)\b/i,
  /\blocaltimestamp\b/i,
];

/** Comments say what a test does, not what it reads. */
const code = (source) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Whether a test's source takes the present (the rule above); the first form found, or null. */
export function clockRead(source) {
  const text = code(source);
  for (const pattern of READS) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return null;
}

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** Every server test file test:time could run (repo-relative), race files aside. */
export const serverTests = (base = root) =>
  readdirSync(path.join(base, 'server/test'))
    .filter((name) => name.endsWith('.test.ts') && !name.endsWith('-race.test.ts'))
    .map((name) => `server/test/${name}`);

/** Every Jest test file: the projects' folders (the kernel, the shell, the remotes, contracts, packages). */
export function jestTests(base = root) {
  const folders = ['shared', 'shell', ...readdirSync(base).filter((name) => name.startsWith('mf-'))];
  for (const parent of ['contracts', 'packages'])
    folders.push(...readdirSync(path.join(base, parent)).map((name) => `${parent}/${name}`));
  return folders
    .flatMap((folder) => walk(path.join(base, folder)))
    .map((file) => path.relative(base, file).split(path.sep).join('/'))
    .filter((file) => /\.test\.[cm]?[jt]sx?$/.test(file));
}

/**
 * What the check finds wrong: files that read the clock and are neither listed nor clock-free,
 * and entries that name no file (a renamed test would otherwise drop out of test:time unseen).
 */
export function timeFileProblems(base = root, lists = { SERVER_FILES, JEST_FILES, CLOCK_FREE }) {
  const listed = [...lists.SERVER_FILES.map((file) => `server/${file}`), ...lists.JEST_FILES];
  const covered = (file) => listed.some((entry) => file === entry || file.startsWith(`${entry}/`));
  const all = [...serverTests(base), ...jestTests(base)];
  const missing = [];
  for (const file of all) {
    const read = clockRead(readFileSync(path.join(base, file), 'utf8'));
    if (read && !covered(file) && !(file in lists.CLOCK_FREE)) missing.push({ file, read });
  }
  const stale = [...listed, ...Object.keys(lists.CLOCK_FREE)].filter(
    (entry) => !all.some((file) => file === entry || file.startsWith(`${entry}/`)),
  );
  const both = Object.keys(lists.CLOCK_FREE).filter(covered);
  return { missing, stale, both };
}

// `npm run check:time-files` runs this file.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { missing, stale, both } = timeFileProblems();
  const where = '(.ci/check-time-files.mjs)';
  for (const { file, read } of missing)
    console.error(
      `${file} reads the clock (${read}) but test:time does not run it: add it to SERVER_FILES or JEST_FILES, or to CLOCK_FREE with the reason no date can change it ${where}`,
    );
  for (const entry of stale) console.error(`${entry}: no such test file ${where}`);
  for (const file of both) console.error(`${file} is run by test:time and said to be clock-free: one or the other ${where}`);
  if (missing.length + stale.length + both.length > 0) process.exit(1);
  console.log('check:time-files: every test file that reads the clock is run by test:time or says why not');
}
