import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { STUDIO_MAX_VIDEO_BYTES } from '@app/studio-contract/limits';
// The bot's settings file imports nothing but zod: config.ts sits below every module and the seed
// (test/config.test.ts walks its imports), so importing it can never start a circle.
// config.ts sits below the app (config.test.ts): the bot's config file alone, not its entrance, which loads the whole bot.
// eslint-disable-next-line server-walls/entrance -- see above
import { readBotConfig, type BotConfig } from './modules/bot/config';

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

/**
 * A variable's row in the one environment table (README.md, Configuration), generated from these
 * schemas by `npm run docs:environment`; `npm run check` fails when the README's table drifts.
 */
export interface EnvDoc {
  /** What applies when it is unset. */
  fallback: string;
  /** What it does, for an operator. */
  description: string;
}
export const doc = <T extends z.ZodType>(schema: T, fallback: string, description: string): T =>
  schema.meta({ fallback, description } satisfies EnvDoc);
const text = (fallback: string, description: string) =>
  doc(z.preprocess(blankAsUnset, z.string().optional()), fallback, description);
const number = (schema: z.ZodNumber) => z.preprocess(blankAsUnset, z.coerce.number().pipe(schema).optional());

export const envSchema = z.object({
  PORT: doc(number(z.number().int().min(0).max(65535)), '`8080`', 'where the server listens (`npm start`)'),
  HOST: text('`0.0.0.0`', 'the address it binds'),
  BOT_TOKEN: text(
    'unset = demo mode',
    "the bot token init data is verified with. Unset, the server uses the public demo token **`000000:demo-bot-token`**, so anyone (tests, scripts) can sign init data, and `GET /api/demo/init-data` hands the browser the demo user's",
  ),
  DATABASE_URL: text(
    'unset = embedded PGlite',
    'PostgreSQL URL (`postgres://user:pass@host:5432/db`); unset, the embedded PGlite in `DATA_DIR`',
  ),
  DATA_DIR: text('`<repo>/.data/pglite`', 'where the embedded database lives (ignored with `DATABASE_URL`)'),
  STATIC_ROOT: text('the repo root', 'where `shell/dist`, `<remote>/dist` and `server/media` are looked up'),
  REMOTES_CONFIG: text(
    '`shell/dist/remotes.json`',
    'the remotes\' run-time configuration, a file the operator owns outside the build (`{ "mf_blog": "https://cdn.example/mf-blog/2.1.0/mf-manifest.json", ... }`), served at `/remotes.json` and re-read when it changes; remotes on other origins are added to the CSP (`docs/DEPLOY.md`)',
  ),
  PREVIOUS_RELEASE: text(
    'unset',
    'the release installed before this one (`/srv/slovencina/previous`): its content-hashed files stay served, so a page opened before an upgrade still loads its chunks (`docs/DEPLOY.md`, Upgrades)',
  ),
  TRUST_PROXY: doc(
    z.preprocess(
      blankAsUnset,
      z
        .string()
        .regex(
          /^(?:[1-9]|[0-9a-fA-F.:/]+(?:\s*,\s*[0-9a-fA-F.:/]+)*)$/,
          'must be a hop count (1-9) or addresses/CIDRs separated by commas',
        )
        .optional(),
    ),
    'unset',
    "behind a reverse proxy or load balancer: a hop count (`1`) or the proxies' addresses/CIDRs (`127.0.0.1,10.0.0.0/8`) whose `X-Forwarded-For` names the client, so per-address limits see learners, not the proxy",
  ),
  RATE_LIMIT_WRITES_PER_MINUTE: doc(
    number(z.number().int().positive()),
    '`60`',
    'state-changing requests per Telegram user per minute, then 429',
  ),
  MEDIA_READS_PER_MINUTE: doc(
    number(z.number().int().positive()),
    '`1200`',
    'reads of uploaded media (`/api/media/<hash>`) per client address per minute on each instance, then 429 (`server/src/modules/studio/README.md`, Media)',
  ),
  MAX_CONNECTIONS_PER_ADDRESS: doc(
    number(z.number().int().min(0)),
    '`128`',
    'open connections one client address may hold, then 503 and closed; `0` = no cap (behind a reverse proxy: `server/src/plugins/README.md`)',
  ),
  STARS_PER_EUR: doc(
    number(z.number().positive().max(100_000)),
    '`50`',
    'Telegram Stars per euro: a call or meeting priced 4 € is invoiced at 200 ⭐ (rounded up), fixed on the payment when the booking is made (`server/src/modules/payments/README.md`)',
  ),
  LOG_LEVEL: doc(
    z.preprocess(blankAsUnset, z.enum(LOG_LEVELS).optional()),
    '`info`',
    "the server's log level (pino: `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`); anything else stops the start",
  ),
  SEED_DEMO_CONTENT: doc(
    z.preprocess(blankAsUnset, z.enum(['0', '1', 'true', 'false']).optional()),
    'unset',
    'with a real `BOT_TOKEN`, `1` seeds the demo content too (publications, news, speakers, meetings, the activity course); demo mode always seeds it',
  ),
  SPEAKING_CHAT_URL: doc(
    z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
    '`https://t.me/slovencina_lektor`',
    "where learners send their speaking answers (a t.me chat): the speaking tasks' `chat_submit_url`, read by the seed when it inserts them",
  ),
  METRICS_PORT: doc(
    number(z.number().int().min(1).max(65535)),
    'unset',
    'serve `GET /metrics` on a port of its own, outside the app and its reverse proxy (asks for `METRICS_TOKEN` too when set); never reachable by learners',
  ),
  METRICS_HOST: text('`127.0.0.1`', 'the address `METRICS_PORT` binds'),
  METRICS_TOKEN: doc(
    z.preprocess(
      blankAsUnset,
      z
        .string()
        .regex(/^[A-Za-z0-9._~+/=-]{16,256}$/, 'must be 16-256 characters of A-Z, a-z, 0-9 and ._~+/=- (a Bearer token)')
        .optional(),
    ),
    'unset',
    "`GET /metrics` on the app's port answers the Prometheus series to `Authorization: Bearer <token>` only (16–256 characters); unset: no `/metrics` there (`server/src/modules/metrics/README.md`)",
  ),
  CHECK_IN_OPENS_HOURS: doc(
    number(
      z
        .number()
        .int()
        .min(0)
        .max(30 * 24),
    ),
    '`2`',
    'hours before a meeting starts from which the door checks its tickets in (0–720); it shuts when the no-show job settles the meeting (`server/src/modules/staff/README.md`, The door)',
  ),
  STUDIO_MAX_VIDEO_MB: doc(
    number(z.number().positive().max(2048)),
    '`50`',
    "largest video an editor may upload in the studio, MB (over it: 413 'Súbor je príliš veľký: video môže mať najviac N MB.'); stored in the database like every upload (`server/src/modules/studio/README.md`, Media)",
  ),
  BACKUP_DIR: doc(
    z.preprocess(blankAsUnset, z.string().refine(isAbsolute, 'must be an absolute path').optional()),
    '`$STATE_DIRECTORY/backups` under systemd, else `~/.local/state/slovencina/backups` (`$XDG_STATE_HOME`)',
    'where `npm run backup` writes (an absolute path, outside the checkout); folders 0700, files 0600 (`docs/BACKUP.md`)',
  ),
  BACKUP_KEEP: doc(
    number(z.number().int().min(1).max(10_000)),
    '`7`',
    'after each backup into `BACKUP_DIR`, the newest this many are kept',
  ),
  BACKUP_KEEP_DAYS: doc(
    number(z.number().int().min(0).max(36_500)),
    '`14`',
    'and every backup younger than this many days (`0`: the count alone decides)',
  ),
  // Where a default BACKUP_DIR goes: systemd's StateDirectory=, else the XDG state folder.
  STATE_DIRECTORY: text('set by systemd (`StateDirectory=`)', 'where the default `BACKUP_DIR` goes'),
  XDG_STATE_HOME: text('`~/.local/state`', 'where the default `BACKUP_DIR` goes without systemd'),
  HOME: text("the user's home", 'the base of `~/.local/state` above'),
  PAYMENT_HOLD_MINUTES: doc(
    number(
      z
        .number()
        .int()
        .min(1)
        .max(24 * 60),
    ),
    '`15`',
    'how long an unpaid charged booking or registration holds its slot or seat (1–1440); then it is released and the payment reads `expired`',
  ),
  // Read by staffBootstrap (ids that do not parse are ignored, so no value stops the start).

  ADMIN_TELEGRAM_IDS: text(
    'unset = no admins',
    'Telegram ids (comma or space separated) that are admins on top of the `admin` roles granted in the app (grant and revoke staff roles at `/staff/roles`); someone must be one to grant the first role (`server/src/modules/staff/README.md`); ids that do not parse are ignored',
  ),
  TEACHER_TELEGRAM_IDS: text(
    'unset = no teachers',
    'Telegram ids (comma or space separated) that are teachers on top of the `teacher` roles granted in the app (`server/src/modules/staff/README.md`)',
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
