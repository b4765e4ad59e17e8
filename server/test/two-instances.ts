import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import { DEFAULT_TUNING, demoBotConfig, type WorkerTuning } from '../src/modules/bot/index';
import { seed } from '../src/seed/index';
import type { FakeBotApi } from './fake-bot-api';
import { TEST_BOT_TOKEN } from './helpers';
import { asAdmin } from './pg-admin';

/** The bot of a test instance, talking to `fake`, its worker started by the test. */
export function fakeBotConfig(fake: FakeBotApi, perSecond: number, tuning: Partial<WorkerTuning> = {}) {
  return demoBotConfig({
    token: TEST_BOT_TOKEN,
    apiRoot: fake.apiRoot,
    webhookSecret: 'secret',
    miniAppUrl: 'https://app.example.test/',
    runWorker: false,
    tuning: { ...DEFAULT_TUNING, perSecond, pollMs: 20, ...tuning },
  });
}

/**
 * Two server instances (two apps, two connection pools) on one PostgreSQL schema, both talking to
 * the fake Bot API. Workers are not started: a test starts them (`app.outbox.start()`) when the
 * rows it wants raced are queued. `seeded`: the reference data and demo content, as at a start.
 */
export async function twoInstances(
  fake: FakeBotApi,
  options: { perSecond: number; seeded?: boolean; tuning?: Partial<WorkerTuning> },
) {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await asAdmin(`CREATE SCHEMA ${schema}`);
  const dbs: Db[] = [
    await openPostgres({ connectionString: url, searchPath: schema, max: 4 }),
    await openPostgres({ connectionString: url, searchPath: schema, max: 4 }),
  ];
  await migrate(dbs[0]!);
  if (options.seeded) await seed(dbs[0]!, { demo: false, demoContent: true });
  const apps: FastifyInstance[] = dbs.map((db) =>
    buildApp({
      db,
      botToken: TEST_BOT_TOKEN,
      demo: false,
      limits: { writesPerMinute: 1_000_000 },
      bot: fakeBotConfig(fake, options.perSecond, options.tuning),
    }),
  );
  for (const app of apps) await app.ready();
  return {
    db: dbs[0]!,
    apps,
    async close() {
      for (const app of apps) await app.close();
      for (const db of dbs) await db.close();
      await asAdmin(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}
