import { z } from 'zod';

/** Telegram's own Bot API server; tests and the bench point TELEGRAM_API_ROOT at a fake. */
export const TELEGRAM_API_ROOT = 'https://api.telegram.org';

/** How the worker paces itself; every field has a production default (tests use faster ones). */
export interface WorkerTuning {
  /** Messages a second over all chats and all instances (Telegram allows about 30). */
  perSecond: number;
  /** Seconds between two messages to one chat (Telegram allows about one a second). */
  perChatSeconds: number;
  /** Most rows one claim takes (sent in parallel), so instances share a burst. */
  batch: number;
  /** How often an idle worker looks for due rows. */
  pollMs: number;
  /** A claimed row whose sender died is claimed again after this long. */
  claimTtlMs: number;
  /** Network errors / 5xx answers before a row is given up ('failed'). */
  maxFailures: number;
  /** First retry delay after a network error or 5xx; doubled each time. */
  backoffMs: number;
  /** A webhook update whose handling instance died is handled again after this long. */
  updateLeaseMs: number;
  /** Runs of a webhook update's handlers before it is parked (retried with backoffMs doubling). */
  maxUpdateAttempts: number;
  /** How often the Stars reconciliation runs (over all instances; 0 = never). */
  reconcileEveryMs: number;
}

export const DEFAULT_TUNING: WorkerTuning = {
  perSecond: 30,
  perChatSeconds: 1,
  batch: 20,
  pollMs: 250,
  claimTtlMs: 60_000,
  maxFailures: 5,
  backoffMs: 2_000,
  // Longer than a handler takes (a payment's transaction), short enough that a crashed instance's
  // updates are handled again within a minute.
  updateLeaseMs: 30_000,
  // 2 s, 4 s ... 256 s: about 8.5 minutes of a database or deploy hiccup before an update parks.
  maxUpdateAttempts: 8,
  reconcileEveryMs: 10 * 60_000,
};

export interface BotConfig {
  /** Real token, or null in demo mode (nothing is ever sent). */
  token: string | null;
  apiRoot: string;
  /** Compared with X-Telegram-Bot-Api-Secret-Token on every webhook request. */
  webhookSecret: string | null;
  /** The https URL the web_app buttons open (the app's root). */
  miniAppUrl: string;
  /** Minutes before a call at which a reminder goes out, largest first. */
  callReminderLeads: number[];
  /** Run the delivery worker in this process (every instance may; BOT_WORKER=0 turns it off). */
  runWorker: boolean;
  tuning: WorkerTuning;
}

const SECRET = /^[A-Za-z0-9_-]{1,256}$/;

// Each variable's row of the environment table (README.md, Configuration; EnvDoc in ../../config.ts).
export const botEnvSchema = z.object({
  BOT_TOKEN: z.string().optional(),
  TELEGRAM_API_ROOT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta({
      fallback: '`https://api.telegram.org`',
      description:
        'the Bot API server the bot talks to (tests and the bench point it at the fake in `server/test/fake-bot-api.ts`)',
    }),
  BOT_WEBHOOK_SECRET: z
    .string()
    .regex(SECRET, 'must be 1-256 characters of A-Z, a-z, 0-9, _ and - (what Telegram accepts)')
    .optional()
    .meta({
      fallback: 'unset; **required with `BOT_TOKEN`**',
      description:
        'compared with `X-Telegram-Bot-Api-Secret-Token` on `POST /api/telegram/webhook` (1–256 of `A-Za-z0-9_-`; give Telegram the same value as `secret_token` in `setWebhook`)',
    }),
  MINI_APP_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta({
      fallback: '`http://localhost:$PORT/`; **https required with `BOT_TOKEN`**',
      description: "the app's root, which the bot's `web_app` buttons and menu button open (a path is appended: `…/blog/13`)",
    }),
  CALL_REMINDER_LEADS: z
    .string()
    .regex(/^\s*\d{1,5}(\s*,\s*\d{1,5})*\s*$/, 'must be minutes separated by commas, e.g. 1440,60')
    .optional()
    .meta({ fallback: '`1440,60`', description: 'minutes before a call at which the bot reminds the learner' }),
  BOT_MESSAGES_PER_SECOND: z.coerce
    .number()
    .positive()
    .max(1000)
    .optional()
    .meta({ fallback: '`30`', description: "the outbox's pace over all instances (Telegram allows about 30)" }),
  BOT_WORKER: z
    .enum(['0', '1'])
    .optional()
    .meta({ fallback: '`1`', description: '`0`: this instance does not deliver the outbox (any number of instances may)' }),
});

/**
 * The bot's part of the environment, checked once at start. A real token needs a webhook secret
 * (otherwise anyone could post updates) and an https MINI_APP_URL (Telegram opens web_app buttons
 * only over https). Demo mode needs neither.
 */
export function readBotConfig(source: NodeJS.ProcessEnv, fallbackAppUrl: string): BotConfig {
  const parsed = botEnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const token = e.BOT_TOKEN ?? null;
  if (token && !e.BOT_WEBHOOK_SECRET) throw new Error('BOT_WEBHOOK_SECRET: required when BOT_TOKEN is set');
  if (token && !e.MINI_APP_URL?.startsWith('https://'))
    throw new Error('MINI_APP_URL: an https URL is required when BOT_TOKEN is set');
  return {
    token,
    apiRoot: (e.TELEGRAM_API_ROOT ?? TELEGRAM_API_ROOT).replace(/\/+$/, ''),
    webhookSecret: e.BOT_WEBHOOK_SECRET ?? null,
    miniAppUrl: e.MINI_APP_URL ?? fallbackAppUrl,
    callReminderLeads: parseLeads(e.CALL_REMINDER_LEADS ?? '1440,60'),
    runWorker: e.BOT_WORKER !== '0',
    tuning: { ...DEFAULT_TUNING, ...(e.BOT_MESSAGES_PER_SECOND ? { perSecond: e.BOT_MESSAGES_PER_SECOND } : {}) },
  };
}

export function parseLeads(value: string): number[] {
  const leads = [...new Set(value.split(',').map((part) => Number(part.trim())))].filter((n) => n > 0);
  return leads.sort((a, b) => b - a);
}

/** Demo mode: no token, nothing sent, the worker records what would have gone out. */
export function demoBotConfig(overrides: Partial<BotConfig> = {}): BotConfig {
  return {
    token: null,
    apiRoot: TELEGRAM_API_ROOT,
    webhookSecret: null,
    miniAppUrl: 'http://localhost:8080/',
    callReminderLeads: [1440, 60],
    runWorker: false,
    tuning: DEFAULT_TUNING,
    ...overrides,
  };
}
