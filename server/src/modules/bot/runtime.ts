import type { FastifyBaseLogger } from 'fastify';
import { Api, Bot, Composer, type Context, type Middleware } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import type { Db } from '../../db/types';
import type { BotConfig } from './config';

/** What a job handler gets: the row, and what it needs to do the work. */
export interface OutboxJob {
  id: number;
  kind: string;
  subject: string;
  lead: string;
  userId: number | null;
  /** The recipient's Telegram id (chat id of the private chat), when the job has a user. */
  chatId: number | null;
  payload: Record<string, unknown>;
  /** 1 on the first try; every claim counts (a 429's wait and a crashed run's lease too). */
  attempt: number;
  /**
   * The runs that failed before this one, as the jobs module's `fail` (jobs/lease.ts) counts them
   * to park the job at `tuning.maxFailures`: a handler deciding "this is the last try" compares
   * this, not `attempt`.
   */
  failures: number;
}

export interface JobContext {
  /** The configured Bot API client; null in demo mode (then the handler must not call Telegram). */
  api: Api | null;
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * Does the job. Resolve = done ('sent'). Throw a GrammyError or HttpError and the worker applies
 * Telegram's rules (429 waits retry_after, 403 marks the user unreachable, 5xx and network errors
 * retry with backoff, then 'failed'); any other error is retried with backoff too.
 */
export type JobHandler = (job: OutboxJob, context: JobContext) => Promise<void>;

/**
 * The bot as other modules see it (`app.bot`). Stable surface: `use`, `handleJob`, `api`,
 * `demo`, `config`. Register from your module's routes plugin, before the app is ready.
 */
export interface BotRuntime {
  readonly config: BotConfig;
  /** No BOT_TOKEN: nothing reaches Telegram, the outbox is listed at GET /api/demo/outbox. */
  readonly demo: boolean;
  /** The grammY client for synchronous calls (createInvoiceLink...); null in demo mode. */
  readonly api: Api | null;
  /** Adds update handlers (a grammY Composer, or middleware) to the webhook's bot. */
  use(...middleware: Middleware<Context>[]): void;
  /** Registers the handler of a non-message outbox job kind (see enqueueJob). */
  handleJob(kind: string, handler: JobHandler): void;
  /** The handler for a job kind, if any (the outbox queue's lookup). */
  jobHandler(kind: string): JobHandler | undefined;
  /** The grammY bot behind the webhook (null in demo mode). */
  readonly bot: Bot | null;
  /** Composer every update goes through; in demo mode it exists but receives nothing. */
  readonly composer: Composer<Context>;
  /** Runs the handlers on one update; rejects when one throws (the inbox retries it). */
  handle(update: Update): Promise<void>;
  /** Resolves when every webhook update received so far has had its run (tests, shutdown). */
  idle(): Promise<void>;
  /** Set by the inbox (plugin.ts): what `idle` waits for. */
  onIdle(wait: () => Promise<void>): void;
  /** getMe once (grammY needs the bot's username to match /start@bot); retried on failure. */
  init(): Promise<void>;
}

export function createBotRuntime(config: BotConfig, botInfo?: UserFromGetMe): BotRuntime {
  const composer = new Composer<Context>();
  const jobs = new Map<string, JobHandler>();
  const bot = config.token
    ? new Bot(config.token, {
        botInfo,
        // The webhook never waits on a slow Bot API: its handlers queue their answers in the outbox.
        client: { apiRoot: config.apiRoot, timeoutSeconds: 15 },
      })
    : null;
  if (bot) bot.use(composer);
  let waitIdle = async () => {};
  let initializing: Promise<void> | null = null;
  const init = () => {
    if (!bot || bot.isInited()) return Promise.resolve();
    initializing ??= bot.init().finally(() => {
      initializing = null;
    });
    return initializing;
  };
  return {
    init,
    handle: async (update) => {
      if (!bot) return;
      await init();
      await bot.handleUpdate(update);
    },
    idle: () => waitIdle(),
    onIdle: (wait) => {
      waitIdle = wait;
    },
    config,
    demo: !config.token,
    api: bot?.api ?? null,
    bot,
    composer,
    use: (...middleware) => {
      composer.use(...middleware);
    },
    handleJob: (kind, handler) => {
      if (jobs.has(kind)) throw new Error(`a handler for outbox job kind ${kind} is already registered`);
      jobs.set(kind, handler);
    },
    jobHandler: (kind) => jobs.get(kind),
  };
}

/** A standalone client for scripts (the bench) and tests. */
export function createApi(token: string, apiRoot: string): Api {
  return new Api(token, { apiRoot });
}
