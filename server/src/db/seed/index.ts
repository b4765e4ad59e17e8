import type { Db } from '../types';
import { seedActivities, seedDemoActivityHistory } from './activities';
import { seedBlog } from './blog';
import { seedCalls } from './calls';
import { seedDemoUser } from './demo-user';
import { seedMeetings } from './meetings';
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
    // Content the product ships with; news after the blog, as it points at publications (and meetings).
    await seedBlog(tx);
    await seedMeetings(tx, options);
    await seedNews(tx);
    await seedActivities(tx);
    if (options.demo) await seedDemoActivityHistory(tx);
    await seedCalls(tx, { demo: options.demo });
  });
}
