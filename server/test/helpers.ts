import { randomBytes } from 'node:crypto';
import { it, type TestContext } from 'node:test';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp, type ServerLimits } from '../src/app';
import type { BotConfig } from '../src/modules/bot/index';
import { signInitData, type TelegramUser } from '../src/auth/init-data';
import { openPostgres } from '../src/db/postgres';
import { asAdmin } from './pg-admin';
import { emptyPglite } from './pglite-template';
import { seededDb } from './seeded-template';
import type { Db } from '../src/db/types';

export const TEST_BOT_TOKEN = '123456789:test-bot-token-for-the-test-suite';
export const TEST_SIGNATURE = 'dGVzdC1zaWduYXR1cmU';

/**
 * A fresh, empty database: in-memory PGlite, or with TEST_DATABASE_URL a new random schema in
 * that PostgreSQL database (every connection's search_path points at it), dropped on close.
 */
export async function createTestDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return emptyPglite();
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await asAdmin(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres({ connectionString: url, searchPath: schema, max: 4 });
  return {
    ...db,
    async close() {
      await db.close();
      await asAdmin(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

export interface TestAppOptions {
  demo?: boolean;
  staticRoot?: string;
  previousStaticRoot?: string;
  routes?: FastifyPluginAsync[];
  /** Default true: suites read the seeded publications and news. */
  demoContent?: boolean;
  /** Default: production limits, except writes per minute, which suites exceed on purpose. */
  limits?: Partial<ServerLimits>;
  /** The bot's configuration (tests point apiRoot at test/fake-bot-api.ts); default demo mode. */
  bot?: BotConfig;
  /** The clock the app's rules on dates and hours read (app.now); default the system clock. */
  clock?: () => Date;
  /** GET /metrics behind this token. */
  metricsToken?: string;
  /** REMOTES_CONFIG: the remotes' run-time configuration file. */
  remotesConfig?: string;
  /** TRUST_PROXY. */
  trustProxy?: number | string[];
  /** Log at info into this stream (default: no log). */
  logStream?: NodeJS.WritableStream;
  /** STUDIO_MAX_VIDEO_MB in bytes (default the production one). */
  studioMaxVideoBytes?: number;
}

/** Suites write far more than a person does; the limit itself is tested with a small one. */
const TEST_WRITES_PER_MINUTE = 1_000_000;

/** The real app on a fresh migrated and seeded database; closing the app closes the database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<{ app: FastifyInstance; db: Db }> {
  // A copy of a migrated and seeded template (seeded-template.ts says why and when it is fresh).
  const db = await seededDb({ demo: options.demo ?? false, demoContent: options.demoContent ?? true });
  const app = buildApp({
    db,
    botToken: TEST_BOT_TOKEN,
    demo: options.demo ?? false,
    staticRoot: options.staticRoot,
    previousStaticRoot: options.previousStaticRoot,
    routes: options.routes,
    limits: { writesPerMinute: TEST_WRITES_PER_MINUTE, ...options.limits },
    bot: options.bot,
    clock: options.clock,
    metrics: { token: options.metricsToken },
    remotesConfig: options.remotesConfig,
    trustProxy: options.trustProxy,
    studioMaxVideoBytes: options.studioMaxVideoBytes,
    ...(options.logStream ? { logger: true, logStream: options.logStream } : {}),
  });
  app.addHook('onClose', () => db.close());
  await app.ready();
  return { app, db };
}

let lastTelegramId = 500_000_000 + Math.floor(Math.random() * 1_000_000) * 100;

/** A Telegram user nobody in this database has seen yet: tests share an app, not users. */
export function newTelegramUser(overrides: Partial<TelegramUser> = {}): TelegramUser {
  lastTelegramId += 1;
  return {
    id: lastTelegramId,
    first_name: 'Ján',
    last_name: 'Kováč',
    username: `jan_${lastTelegramId}`,
    language_code: 'sk',
    photo_url: `https://t.me/i/userpic/320/${lastTelegramId}.jpg`,
    ...overrides,
  };
}

/** Init data as Telegram signs it (with a `signature`), for the test bot token unless told. */
export function signTestInitData(user: TelegramUser, options: { authDate?: Date; botToken?: string } = {}): string {
  return signInitData(user, options.botToken ?? TEST_BOT_TOKEN, { authDate: options.authDate, signature: TEST_SIGNATURE });
}

export function authHeaders(user: TelegramUser, options: { authDate?: Date; botToken?: string } = {}) {
  return { authorization: `tma ${signTestInitData(user, options)}` };
}

/** Activates Basic for the user (the way onboarding does) and returns the response. */
export async function activateBasic(app: FastifyInstance, user: TelegramUser) {
  const response = await app.inject({ method: 'POST', url: '/api/subscription/request?code=basic', headers: authHeaders(user) });
  if (response.statusCode !== 200) throw new Error(`activation failed: ${response.statusCode} ${response.body}`);
  return response;
}

/** A fresh app with one subscribed user: what suites of gated endpoints start from. */
export async function createSubscribedTestApp(options: TestAppOptions = {}) {
  const { app, db } = await createTestApp(options);
  const user = newTelegramUser();
  await activateBasic(app, user);
  return { app, db, user, headers: authHeaders(user) };
}

/** True when the suite runs on PostgreSQL (TEST_DATABASE_URL), where transactions really overlap. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * `skip` for a suite no database engine can change (the embedded store's own files, the API's
 * docs, the configuration): `npm run test:server` runs the PGlite run and the PostgreSQL run side
 * by side, and the second would repeat it word for word (the embedded store's backups alone cost
 * it ~70 s of CPU that e2e, beside it, waits for). Only the PGlite run has it.
 */
export const SAME_ON_EVERY_ENGINE = onPostgres && 'the same on every engine: the PGlite run of npm run test:server has it';

export const RACE_SKIP_NOTICE =
  'needs PostgreSQL: PGlite runs one transaction at a time, so this race would pass even with the lock or unique index removed (set TEST_DATABASE_URL)';

/**
 * A test about concurrency (locks, unique indexes, upserts). Its name says it needs PostgreSQL,
 * and on PGlite it is reported as skipped with the reason, never as passed: there it could not
 * fail. `npm run test:server` runs it on PostgreSQL whenever TEST_DATABASE_URL is set, and CI
 * (CI=true) refuses to run without PostgreSQL.
 */
export function raceTest(name: string, fn: (t: TestContext) => Promise<void>) {
  const title = `${name} [race, needs PostgreSQL]`;
  return onPostgres ? it(title, fn) : it(title, { skip: RACE_SKIP_NOTICE }, fn);
}
