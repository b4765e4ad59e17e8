import type { Db, Queryable } from '../db/types';
import { seedActivities, seedDemoActivityHistory } from './activities';
import { seedBlog } from './blog';
import { seedCalls } from './calls';
import { seedDemoUser } from './demo-user';
import { seedMeetings } from './meetings';
import { seedNews } from './news';
import { seedPlans } from './plans';

export interface SeedOptions {
  /** Demo mode (no BOT_TOKEN): the demo user Emma, whom GET /api/demo/init-data signs for. */
  demo: boolean;
  /**
   * Demo content (publications, news, and what other modules ship as examples: speakers, meetings,
   * activities). On in demo mode; with a real BOT_TOKEN only when SEED_DEMO_CONTENT=1.
   */
  demoContent: boolean;
  /** The speaking tasks' chat_submit_url (SPEAKING_CHAT_URL); default DEFAULT_SPEAKING_CHAT_URL. */
  speakingChatUrl?: string;
}

/** A seed step: idempotent, inserts only what is missing, never overwrites. */
export type SeedStep = (db: Queryable, options: SeedOptions) => Promise<void>;

/** What production needs to work at all, seeded on every start. */
const REFERENCE_DATA: SeedStep[] = [seedPlans];

/**
 * Example content, seeded only when `demoContent` is on. A module with demo content adds its step
 * here; order matters where one points at another (news points at publications and meetings, so
 * it comes last).
 */
const DEMO_CONTENT: SeedStep[] = [
  seedBlog,
  seedMeetings,
  seedNews,
  seedActivities,
  // Emma's history needs Emma, who exists only in demo mode.
  (db, options) => (options.demo ? seedDemoActivityHistory(db) : Promise.resolve()),
  seedCalls,
];

/**
 * Idempotent: runs at every start and inserts only what is missing, never overwriting data.
 * The one place that decides what is seeded: reference data always, demo content when asked,
 * the demo user only in demo mode.
 */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    for (const step of REFERENCE_DATA) await step(tx, options);
    if (options.demo) await seedDemoUser(tx);
    if (options.demoContent) for (const step of DEMO_CONTENT) await step(tx, options);
  });
}
