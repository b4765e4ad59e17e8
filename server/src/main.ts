import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { readConfig } from './config';
import { DEMO_BOT_TOKEN } from './auth/demo';
import { openDb } from './db/index';
import { migrate } from './db/migrate';
import { seed } from './db/seed/index';
import { scheduleNoShowJob } from './modules/staff/no-show-job';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const config = readConfig(process.env, repoRoot);
const { port, host, databaseUrl, dataDir } = config;
const demo = !config.botToken;
const botToken = config.botToken ?? DEMO_BOT_TOKEN;
/** Where shell/dist, <remote>/dist and server/media are looked up (scripts/start.mjs sets it). */
const staticRoot = config.staticRoot;

const db = await openDb({ databaseUrl, dataDir });
const applied = await migrate(db);
const { demoContent, speakingChatUrl } = config;
await seed(db, { demo, demoContent, speakingChatUrl });

const app = buildApp({
  db,
  botToken,
  demo,
  staticRoot,
  logger: true,
  logLevel: config.logLevel,
  staff: config.staff,
  checkInOpensHours: config.checkInOpensHours,
  limits: { writesPerMinute: config.writesPerMinute, connectionsPerAddress: config.connectionsPerAddress },
  payments: config.payments,
  releaseHoldsEveryMs: 30_000,
  bot: config.bot,
});
app.log.info(
  {
    database: db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`,
    migrationsApplied: applied,
    demoContent,
  },
  'database ready',
);
if (demo) {
  app.log.warn(
    'demo mode: BOT_TOKEN is unset, init data signed with the public demo token is accepted; never expose this to real users',
  );
}

let closing = false;
let stopJobs = async () => {};
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await stopJobs();
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
// Background work whose schedule lives in the database (safe with several instances).
stopJobs = scheduleNoShowJob(db, app.log);
