/**
 * Who owns each table: the one module (a folder of src/modules, or `plugins` for the shared
 * infrastructure in src/plugins) whose code may INSERT, UPDATE or DELETE its rows. Any other module
 * changes them through the owner's entrance (its index.ts) or a domain event the owner subscribes
 * to; reading is free. test/module-tables.test.ts fails on a write by anyone else, and on a table
 * of the migrations missing here. The seed (src/seed) and the tests load data as they please.
 */
export const TABLE_OWNERS = {
  users: 'users',
  user_settings: 'settings',
  staff_roles: 'roles',
  plans: 'subscription',
  subscriptions: 'subscription',
  payments: 'payments',
  calls: 'calls',
  call_reviews: 'calls',
  meetings: 'meetings',
  meeting_participations: 'meetings',
  publication_reactions: 'blog',
  publication_stars: 'blog',
  files: 'files',
  section_progress: 'activities',
  task_submissions: 'activities',
  // Kept by triggers on task_submissions (migration 251); the studio's course analysis reads them.
  task_item_tallies: 'activities',
  user_activities: 'activities',
  // A learner's voice answers sent to the bot, and the task the bot waits for an answer to.
  speaking_prompts: 'speaking',
  speaking_recordings: 'speaking',
  review_cards: 'review',
  review_logs: 'review',
  review_sessions: 'review',
  // What editors author: the course, the blog and news, speakers, meeting pages, media.
  activities: 'studio',
  activity_sections: 'studio',
  activity_tasks: 'studio',
  activity_section_files: 'studio',
  blog_authors: 'studio',
  blog_categories: 'studio',
  blog_series: 'studio',
  publications: 'studio',
  publication_categories: 'studio',
  publication_files: 'studio',
  news: 'studio',
  speakers: 'studio',
  speaker_availability: 'studio',
  speaker_days_off: 'studio',
  meeting_categories: 'studio',
  meeting_category_links: 'studio',
  meeting_files: 'studio',
  media_blobs: 'studio',
  media_chunks: 'studio',
  media_variants: 'studio',
  studio_history: 'studio',
  // The bot's transport: the outbox, the webhook's inbox, its own state.
  outbox: 'bot',
  bot_updates: 'bot',
  bot_chats: 'bot',
  bot_state: 'bot',
  // The jobs module: the scheduled jobs' leases and runs, and each instance's heartbeat.
  scheduled_jobs: 'jobs',
  job_runs: 'jobs',
  worker_heartbeats: 'jobs',
  write_rate_limits: 'plugins',
} as const satisfies Record<string, string>;

export type Table = keyof typeof TABLE_OWNERS;
