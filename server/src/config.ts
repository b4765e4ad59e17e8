import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { STUDIO_MAX_VIDEO_BYTES } from '@app/studio-contract/limits';
// The bot's settings file imports nothing but zod: config.ts sits below every module and the seed
// (test/config.test.ts walks its imports), so importing it can never start a circle.
import { readBotConfig, type BotConfig } from './modules/bot/index';

/** The door's window by default: tickets are checked in from 2 hours before a meeting starts (doorWindow in @app/staff-contract/rules). */
export const DEFAULT_CHECK_IN_OPENS_HOURS = 2;

/** pino's levels. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Settings of the payments module (see the README's Configuration table). */
export interface PaymentSettings {
  /** Telegram Stars per euro: a price of 4 € is 200 ⭐ at the default 50. */
  starsPerEur: number;
  /** How long an unpaid charged booking or registration holds its slot or seat. */
  holdMinutes: number;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { starsPerEur: 50, holdMinutes: 15 };

/**
 * Telegram ids the environment makes staff (ADMIN_TELEGRAM_IDS, TEACHER_TELEGRAM_IDS), on top of
 * the roles granted in the app; the app passes them to every role check (modules/staff/roles.ts).
 */
export interface StaffBootstrap {
  admins: Set<number>;
  teachers: Set<number>;
}

const telegramIds = (value: string | undefined): Set<number> =>
  new Set(
    (value ?? '')
      .split(/[\s,]+/)
      .filter((id) => /^\d{1,16}$/.test(id))
      .map(Number),
  );

/** Ids that do not parse are ignored. */
export function staffBootstrap(env: NodeJS.ProcessEnv): StaffBootstrap {
  return { admins: telegramIds(env.ADMIN_TELEGRAM_IDS), teachers: telegramIds(env.TEACHER_TELEGRAM_IDS) };
}

/** Whether to seed the demo content: always in demo mode, on request (SEED_DEMO_CONTENT=1) otherwise. */
export function wantsDemoContent(demo: boolean, env: { SEED_DEMO_CONTENT?: string }): boolean {
  return demo || env.SEED_DEMO_CONTENT === '1' || env.SEED_DEMO_CONTENT === 'true';
}

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);
const number = (schema: z.ZodNumber) => z.preprocess(blankAsUnset, z.coerce.number().pipe(schema).optional());

const envSchema = z.object({
  PORT: number(z.number().int().min(0).max(65535)),
  HOST: z.preprocess(blankAsUnset, z.string().optional()),
  BOT_TOKEN: z.preprocess(blankAsUnset, z.string().optional()),
  DATABASE_URL: z.preprocess(blankAsUnset, z.string().optional()),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  STATIC_ROOT: z.preprocess(blankAsUnset, z.string().optional()),
  REMOTES_CONFIG: z.preprocess(blankAsUnset, z.string().optional()),
  PREVIOUS_RELEASE: z.preprocess(blankAsUnset, z.string().optional()),
  TRUST_PROXY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(
        /^(?:[1-9]|[0-9a-fA-F.:/]+(?:\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be a hop count (1-9) or addresses/CIDRs separated by commas',
      )
      .optional(),
  ),
  RATE_LIMIT_WRITES_PER_MINUTE: number(z.number().int().positive()),
  MEDIA_READS_PER_MINUTE: number(z.number().int().positive()),
  MAX_CONNECTIONS_PER_ADDRESS: number(z.number().int().min(0)),
  STARS_PER_EUR: number(z.number().positive().max(100_000)),
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(LOG_LEVELS).optional()),
  SEED_DEMO_CONTENT: z.preprocess(blankAsUnset, z.enum(['0', '1', 'true', 'false']).optional()),
  SPEAKING_CHAT_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  METRICS_PORT: number(z.number().int().min(1).max(65535)),
  METRICS_HOST: z.preprocess(blankAsUnset, z.string().optional()),
  METRICS_TOKEN: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9._~+/=-]{16,256}$/, 'must be 16-256 characters of A-Z, a-z, 0-9 and ._~+/=- (a Bearer token)')
      .optional(),
  ),
  CHECK_IN_OPENS_HOURS: number(
    z
      .number()
      .int()
      .min(0)
      .max(30 * 24),
  ),
  STUDIO_MAX_VIDEO_MB: number(z.number().positive().max(2048)),
  BACKUP_DIR: z.preprocess(blankAsUnset, z.string().refine(isAbsolute, 'must be an absolute path').optional()),
  BACKUP_KEEP: number(z.number().int().min(1).max(10_000)),
  BACKUP_KEEP_DAYS: number(z.number().int().min(0).max(36_500)),
  // Where a default BACKUP_DIR goes: systemd's StateDirectory=, else the XDG state folder.
  STATE_DIRECTORY: z.preprocess(blankAsUnset, z.string().optional()),
  XDG_STATE_HOME: z.preprocess(blankAsUnset, z.string().optional()),
  HOME: z.preprocess(blankAsUnset, z.string().optional()),
  PAYMENT_HOLD_MINUTES: number(
    z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  ),
});

export interface ServerConfig {
  port: number;
  host: string;
  /** Unset: demo mode. */
  botToken: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  staticRoot: string;
  /** The release before this one (PREVIOUS_RELEASE): its content-hashed files stay served after an upgrade. */
  previousRelease: string | undefined;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): a hop count or their addresses; unset:
   * none, the client is the socket's peer.
   */
  trustProxy: number | string[] | undefined;
  /** The remotes' run-time configuration file (REMOTES_CONFIG); unset: shell/dist/remotes.json under staticRoot. */
  remotesConfig: string | undefined;
  writesPerMinute: number | undefined;
  /** GET /api/media/:hash per client address per minute; unset = the server's default. */
  mediaReadsPerMinute: number | undefined;
  /** Open connections one client address may hold; 0 = no cap; unset = the server's default. */
  connectionsPerAddress: number | undefined;
  payments: PaymentSettings;
  /** The bot's settings (BOT_TOKEN, TELEGRAM_API_ROOT, the webhook's secret...), read by the bot module's own schema. */
  bot: BotConfig;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Seed the demo content: always in demo mode, with a real BOT_TOKEN when SEED_DEMO_CONTENT=1. */
  demoContent: boolean;
  /** The speaking tasks' chat (SPEAKING_CHAT_URL); unset: the seed's default. */
  speakingChatUrl: string | undefined;
  /** Admins and teachers named by ADMIN_TELEGRAM_IDS and TEACHER_TELEGRAM_IDS (ids that do not parse are ignored). */
  staff: StaffBootstrap;
  /** Prometheus series: on METRICS_PORT (bound to METRICS_HOST), and/or at /metrics behind METRICS_TOKEN; neither: not served. */
  metrics: { port?: number; host: string; token?: string };
  /** Hours before a meeting starts from which its tickets are checked in (the door's window). */
  checkInOpensHours: number;
  /** The largest video an editor may upload (STUDIO_MAX_VIDEO_MB), bytes. */
  studioMaxVideoBytes: number;
  /** `npm run backup`: where backups go, and which it keeps (docs/BACKUP.md). */
  backups: BackupSettings;
}

export interface BackupSettings {
  /** BACKUP_DIR: outside the checkout, so a new release or a `git clean` never takes the backups with it. */
  dir: string;
  /** BACKUP_KEEP: the newest this many are always kept. */
  keep: number;
  /** BACKUP_KEEP_DAYS: and every backup younger than this many days (0: the count alone decides). */
  keepDays: number;
}

export const DEFAULT_BACKUP_KEEP = 7;
export const DEFAULT_BACKUP_KEEP_DAYS = 14;

/** systemd's $STATE_DIRECTORY/backups (StateDirectory= in the unit), else $XDG_STATE_HOME or ~/.local/state, under slovencina/backups. */
function defaultBackupDir(e: { STATE_DIRECTORY?: string; XDG_STATE_HOME?: string; HOME?: string }): string {
  if (e.STATE_DIRECTORY) return join(e.STATE_DIRECTORY.split(':')[0]!, 'backups');
  return join(e.XDG_STATE_HOME ?? join(e.HOME ?? homedir(), '.local', 'state'), 'slovencina', 'backups');
}

/**
 * The one place the server reads its environment. A malformed value stops the start with a message
 * naming the variable, rather than running with a setting nobody asked for.
 */
export function readConfig(env: NodeJS.ProcessEnv, repoRoot: string): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT ?? 8080,
    host: e.HOST ?? '0.0.0.0',
    botToken: e.BOT_TOKEN,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ?? join(repoRoot, '.data', 'pglite'),
    staticRoot: e.STATIC_ROOT ?? repoRoot,
    previousRelease: e.PREVIOUS_RELEASE,
    remotesConfig: e.REMOTES_CONFIG,
    trustProxy:
      e.TRUST_PROXY === undefined
        ? undefined
        : /^[1-9]$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : e.TRUST_PROXY.split(/\s*,\s*/),
    writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
    mediaReadsPerMinute: e.MEDIA_READS_PER_MINUTE,
    connectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    // Checked before anything starts: a real token without a webhook secret or an https app URL stops here.
    bot: readBotConfig(env, `http://localhost:${e.PORT ?? 8080}/`),
    logLevel: e.LOG_LEVEL ?? 'info',
    demoContent: wantsDemoContent(!e.BOT_TOKEN, { SEED_DEMO_CONTENT: e.SEED_DEMO_CONTENT }),
    speakingChatUrl: e.SPEAKING_CHAT_URL,
    staff: staffBootstrap(env),
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST ?? '127.0.0.1', token: e.METRICS_TOKEN },
    checkInOpensHours: e.CHECK_IN_OPENS_HOURS ?? DEFAULT_CHECK_IN_OPENS_HOURS,
    studioMaxVideoBytes:
      e.STUDIO_MAX_VIDEO_MB === undefined ? STUDIO_MAX_VIDEO_BYTES : Math.round(e.STUDIO_MAX_VIDEO_MB * 1024 * 1024),
    backups: {
      dir: e.BACKUP_DIR ?? defaultBackupDir(e),
      keep: e.BACKUP_KEEP ?? DEFAULT_BACKUP_KEEP,
      keepDays: e.BACKUP_KEEP_DAYS ?? DEFAULT_BACKUP_KEEP_DAYS,
    },
    payments: {
      starsPerEur: e.STARS_PER_EUR ?? DEFAULT_PAYMENT_SETTINGS.starsPerEur,
      holdMinutes: e.PAYMENT_HOLD_MINUTES ?? DEFAULT_PAYMENT_SETTINGS.holdMinutes,
    },
  };
}
