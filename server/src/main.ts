import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { readConfig } from './config';
import { DEMO_BOT_TOKEN } from './auth/demo';
import { claimDataDir } from './db/backup-socket';
import { demoBuildFiles } from './build-check';
import { openDb } from './db/index';
import { pgliteOf } from './db/pglite';
import { migrate } from './db/migrate';
import { seed } from './seed/index';
import { listenForMetrics } from './modules/metrics/index';
import { retireRemovedItemsEverywhere } from './modules/review/index';
import { NO_SHOW_INTERVAL_MS, noShowJob } from './modules/staff/index';
import { MEDIA_SWEEP_EVERY_MS } from './modules/studio/index';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const config = readConfig(process.env, repoRoot);
const { port, host, databaseUrl, dataDir } = config;
const demo = !config.botToken;
const botToken = config.botToken ?? DEMO_BOT_TOKEN;
/** Where shell/dist, <remote>/dist and server/media are looked up (scripts/start.mjs sets it). */
const staticRoot = config.staticRoot;

// A live server never serves a demo front end: it would sign real learners in as the demo user
// (and ask this server for demo init data it no longer hands out). Checked before anything opens.
if (!demo) {
  const demoFiles = demoBuildFiles(staticRoot);
  if (demoFiles.length > 0) {
    console.error(
      `refusing to start in live mode (BOT_TOKEN is set) with a demo build of the front end in ${staticRoot}: ` +
        `${demoFiles.slice(0, 3).join(', ')}${demoFiles.length > 3 ? ', …' : ''} carry the demo sign-in. ` +
        'Install a release (npm run release builds with APP_DEMO=0), or rebuild: APP_DEMO=0 TELEGRAM_APP_URL=https://t.me/<bot>/<app> npm run build',
    );
    process.exit(1);
  }
}

// PGlite: this process claims DATA_DIR first (no second process may open it) and answers
// `npm run backup` from its open database (src/db/backup-socket.ts, docs/BACKUP.md).
const dataDirClaim = databaseUrl ? undefined : await claimDataDir(dataDir, 'server');
const db = await openDb({ databaseUrl, dataDir });
if (dataDirClaim) dataDirClaim.serve(pgliteOf(db)!);
const applied = await migrate(db);
const { demoContent, speakingChatUrl } = config;
await seed(db, { demo, demoContent, speakingChatUrl });
// Review cards of items removed before a publish retired them (review/cards.ts says why at start).
await retireRemovedItemsEverywhere(db, new Date());

const app = buildApp({
  db,
  botToken,
  demo,
  staticRoot,
  previousStaticRoot: config.previousRelease,
  logger: true,
  logLevel: config.logLevel,
  staff: config.staff,
  checkInOpensHours: config.checkInOpensHours,
  studioMaxVideoBytes: config.studioMaxVideoBytes,
  limits: {
    writesPerMinute: config.writesPerMinute,
    connectionsPerAddress: config.connectionsPerAddress,
    mediaReadsPerMinute: config.mediaReadsPerMinute,
  },
  payments: config.payments,
  releaseHoldsEveryMs: 30_000,
  mediaSweepEveryMs: MEDIA_SWEEP_EVERY_MS,
  bot: config.bot,
  drainConnections: true,
  metrics: { token: config.metrics.token },
  remotesConfig: config.remotesConfig,
  trustProxy: config.trustProxy,
});
app.log.info(
  {
    database: db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`,
    migrationsApplied: applied,
    demoContent,
  },
  'database ready',
);
// Meetings' no-shows, settled 2 h after their end: one instance at a time (modules/jobs).
app.jobs.schedule('staff.no-show', NO_SHOW_INTERVAL_MS, noShowJob);
if (demo) {
  app.log.warn(
    'demo mode: BOT_TOKEN is unset, init data signed with the public demo token is accepted; never expose this to real users',
  );
}

/**
 * Graceful shutdown (SIGTERM from a process manager, SIGINT from a terminal): readiness answers
 * 503 at once; the server stops accepting connections and finishes the requests under way
 * (a request arriving on a kept-alive connection meanwhile gets 503 with `Connection: close`);
 * the job runner (modules/jobs) finishes its batch, the webhook's handlers and scheduled runs
 * finish, and whatever this instance still holds goes back to its queue; the database closes; exit 0. If that takes longer
 * than SHUTDOWN_TIMEOUT_MS, claims are handed back anyway and the process exits 1.
 */
const SHUTDOWN_TIMEOUT_MS = 25_000;
const DRAIN_503_MS = 1_000;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const started = Date.now();
  app.lifecycle.draining = true;
  app.log.info(`${signal}: draining (bound ${SHUTDOWN_TIMEOUT_MS} ms)`);
  const bound = setTimeout(() => {
    app.log.error(`${signal}: not drained within ${SHUTDOWN_TIMEOUT_MS} ms; handing back claims and exiting`);
    void app.jobs.releaseClaims().finally(() => process.exit(1));
  }, SHUTDOWN_TIMEOUT_MS);
  try {
    // A second of answering 503 before the listener closes: connections already queued in the
    // kernel are accepted and told to go elsewhere, instead of being reset when it closes.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_503_MS));
    // Kept-alive connections with nothing under way are closed from half a second on (a request
    // arriving on one meanwhile gets 503 and Connection: close); a connection accepted just before
    // the listener closed gets that half second to present its request, which is then served.
    const idleSweep = setTimeout(function sweep() {
      app.server.closeIdleConnections();
      idleSweep.refresh();
    }, 500);
    await app.close();
    clearTimeout(idleSweep);
    await db.close();
    await dataDirClaim?.release();
  } catch (error) {
    app.log.error({ err: error }, `${signal}: error while closing`);
    process.exit(1);
  }
  clearTimeout(bound);
  app.log.info(`${signal}: closed in ${Date.now() - started} ms`);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

if (config.metrics.port) await listenForMetrics(app, config.metrics);
await app.listen({ port, host });
