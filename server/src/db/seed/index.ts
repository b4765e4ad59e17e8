import type { Db } from '../types';
import { seedBlog } from './blog';
import { seedCalls } from './calls';
import { seedDemoUser } from './demo-user';
import { seedNews } from './news';
import { seedPlans } from './plans';

/**
 * Idempotent: runs at every start and inserts only what is missing, never overwriting data.
 * Reference data (plans) always; the demo user only in demo mode.
 */
export async function seed(db: Db, options: { demo: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await seedPlans(tx);
    if (options.demo) await seedDemoUser(tx);
    // Content the product ships with; news last, as it points at publications (and meetings).
    await seedBlog(tx);
    await seedNews(tx);
    await seedCalls(tx, { demo: options.demo });
  });
}
