import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';
import { wantsDemoContent } from '../src/config';
import { createTestDb } from './helpers';

const MIGRATIONS = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

describe('migrations and seed', () => {
  it('apply each migration once and seed idempotently, keeping data changed in the database', async () => {
    const db = await createTestDb();
    try {
      const files = (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql')).sort();
      const applied = await migrate(db);
      assert.equal(applied[0], '001_init');
      assert.deepEqual(
        applied,
        files.map((name) => name.replace(/\.sql$/, '')),
        'every file, in order',
      );
      assert.deepEqual(await migrate(db), [], 'nothing applied twice');
      const versions = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      assert.deepEqual(
        versions.map((v) => v.version),
        applied,
      );

      await seed(db, { demo: true, demoContent: true });
      await db.query(`UPDATE plans SET price_monthly = 11.99 WHERE code = 'premium'`);
      await seed(db, { demo: true, demoContent: true });

      const plans = await db.query<{ code: string; price_monthly: number; is_available: boolean }>(
        'SELECT code, price_monthly, is_available FROM plans ORDER BY sort_order',
      );
      assert.deepEqual(plans, [
        { code: 'basic', price_monthly: 0, is_available: true },
        { code: 'premium', price_monthly: 11.99, is_available: false },
      ]);
      const demo = await db.query<{ payments: number; subscriptions: number }>(
        `SELECT (SELECT count(*) FROM payments p WHERE p.user_id = u.id) AS payments,
                (SELECT count(*) FROM subscriptions s WHERE s.user_id = u.id) AS subscriptions
         FROM users u WHERE telegram_id = 100000001`,
      );
      assert.deepEqual(demo, [{ payments: 4, subscriptions: 0 }]);
    } finally {
      await db.close();
    }
  });

  it('seeds no demo user outside demo mode', async () => {
    const db = await createTestDb();
    try {
      await migrate(db);
      await seed(db, { demo: false, demoContent: true });
      assert.deepEqual(await db.query('SELECT id FROM users'), []);
    } finally {
      await db.close();
    }
  });

  it('with a real bot token seeds only the plans unless demo content is asked for', async () => {
    const db = await createTestDb();
    try {
      await migrate(db);
      await seed(db, { demo: false, demoContent: wantsDemoContent(false, {}) });
      const counts = async () =>
        (
          await db.query<{ plans: number; publications: number; news: number; files: number; users: number }>(
            `SELECT (SELECT count(*) FROM plans) AS plans, (SELECT count(*) FROM publications) AS publications,
                  (SELECT count(*) FROM news) AS news, (SELECT count(*) FROM files) AS files, (SELECT count(*) FROM users) AS users`,
          )
        )[0];
      assert.deepEqual(await counts(), { plans: 2, publications: 0, news: 0, files: 0, users: 0 });

      assert.equal(wantsDemoContent(false, { SEED_DEMO_CONTENT: '1' }), true);
      assert.equal(wantsDemoContent(true, {}), true, 'demo mode always has its content');
      await seed(db, { demo: false, demoContent: wantsDemoContent(false, { SEED_DEMO_CONTENT: '1' }) });
      const after = await counts();
      assert.equal(after!.plans, 2);
      assert.ok(after!.publications > 0 && after!.news > 0, 'asked-for demo content is seeded');
      assert.equal(after!.users, 0, 'the demo user belongs to demo mode only');
    } finally {
      await db.close();
    }
  });

  it('returns dates as yyyy-MM-dd strings, numerics as numbers, timestamps as Dates', async () => {
    const db = await createTestDb();
    try {
      const [row] = await db.query<{ d: unknown; n: unknown; t: unknown }>(
        `SELECT '1994-03-08'::date AS d, 9.99::numeric(10, 2) AS n, now() AS t`,
      );
      assert.equal(row!.d, '1994-03-08');
      assert.equal(row!.n, 9.99);
      assert.ok(row!.t instanceof Date);
    } finally {
      await db.close();
    }
  });
});
