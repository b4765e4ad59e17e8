import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { DEMO_BOT_TOKEN } from './auth/demo';
import { openDb } from './db/index';
import { migrate } from './db/migrate';
import { seed, wantsDemoContent } from './db/seed/index';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const databaseUrl = process.env.DATABASE_URL || undefined;
const demo = !process.env.BOT_TOKEN;
const botToken = process.env.BOT_TOKEN || DEMO_BOT_TOKEN;
const dataDir = process.env.DATA_DIR || join(repoRoot, '.data', 'pglite');
/** Where shell/dist, <remote>/dist and server/media are looked up (scripts/start.mjs sets it). */
const staticRoot = process.env.STATIC_ROOT || repoRoot;

const db = await openDb({ databaseUrl, dataDir });
const applied = await migrate(db);
const demoContent = wantsDemoContent(demo);
await seed(db, { demo, demoContent });

/** A whole number ≥ 0 from the environment, or undefined (the default) when unset or blank. */
function countFromEnv(name: string): number | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number ≥ 0, got '${raw}'`);
  return Number(raw);
}

const writesPerMinute = Number(process.env.RATE_LIMIT_WRITES_PER_MINUTE) || undefined;
const connectionsPerAddress = countFromEnv('MAX_CONNECTIONS_PER_ADDRESS');
const app = buildApp({ db, botToken, demo, staticRoot, logger: true, limits: { writesPerMinute, connectionsPerAddress } });
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
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
