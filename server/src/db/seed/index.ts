import type { Db } from '../types';
import { seedDemoUser } from './demo-user';
import { seedPlans } from './plans';

/**
 * Idempotent: runs at every start and inserts only what is missing, never overwriting data.
 * Reference data (plans) always; the demo user only in demo mode.
 */
export async function seed(db: Db, options: { demo: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await seedPlans(tx);
    if (options.demo) await seedDemoUser(tx);
  });
}
