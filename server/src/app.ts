import { join } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { demoRoutes } from './auth/demo-routes';
import { demoCourseRoutes } from './modules/activities/index';
import { demoReviewRoutes } from './modules/review/index';
import { addAuthAndGate } from './auth/hooks';
import { enforceRouteGuards } from './modules/roles/index';
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from './config';
import type { Db } from './db/types';
import { demoBotConfig, registerBot, type BotConfig } from './modules/bot/index';
import { demoOutboxRoutes } from './modules/bot/index';
import { registerMetrics, type MetricsSettings } from './modules/metrics/index';
import { modules } from './modules/index';
import { releaseHoldsEvery } from './modules/payments/index';
import { boundJsonBodies, DEFAULT_JSON_DEPTH, refuseRequestEncoding } from './plugins/body-limits';
import { compressJsonAnswers } from './plugins/compress-json';
import { forbidCachingUnderApi } from './plugins/cache-control';
import { answerClientError, closeWhenBodyUnread } from './plugins/client-errors';
import { capConnectionsPerAddress } from './plugins/connection-cap';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { answerUnknownExpectations } from './plugins/expectations';
import { registerSecurityHeaders, SECURITY_HEADERS } from './plugins/security-headers';
import { registerRemotesConfig, RemotesConfig } from './plugins/remotes-config';
import { NOT_FOUND_PAGE, registerStatic } from './plugins/static';
import { rejectNulCharacters } from './plugins/text-guard';
import { DEFAULT_WRITES_PER_MINUTE, limitWrites } from './plugins/write-rate-limit';
import { emptyStaffBootstrap, type StaffBootstrap } from './modules/roles/index';
import { DEFAULT_CHECK_IN_OPENS_HOURS } from './config';
import { STUDIO_MAX_VIDEO_BYTES } from '@app/studio-contract/limits';
import { DEFAULT_MEDIA_READS_PER_MINUTE } from './modules/studio/index';
import { MEDIA_SWEEP_JOB, sweepMedia } from './modules/studio/index';
import { registerJobs, scheduleJob } from './modules/jobs/index';
import './types';

/** What a single request may cost the server. Every field has a production default. */
export interface ServerLimits {
  /** Largest request body in bytes, counted after any decoding. */
  bodyBytes: number;
  /** Deepest nesting of a JSON body. */
  jsonDepth: number;
  /** Time to receive a whole request, headers and body (slow senders get a 408). */
  requestTimeoutMs: number;
  /** Time to receive the request headers. */
  headersTimeoutMs: number;
  /** A socket with no traffic either way for this long while a request is under way is closed. */
  idleTimeoutMs: number;
  /**
   * How long a kept-alive connection may wait for its next request (announced as
   * `Keep-Alive: timeout=N`; Node closes it one second later).
   */
  keepAliveTimeoutMs: number;
  /** Open connections one client address may hold (0 = no cap). */
  connectionsPerAddress: number;
  /** How often Node checks requests against the two timeouts above (its default is 30 s). */
  timeoutCheckIntervalMs: number;
  /** State-changing requests (POST/PUT/PATCH/DELETE) per Telegram user per minute. */
  writesPerMinute: number;
  /** Reads of uploaded media (GET/HEAD /api/media/:hash) per client address per minute, per instance. */
  mediaReadsPerMinute: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  // The largest body the API takes (a profile, a list of answers) is a few KB.
  bodyBytes: 64 * 1024,
  jsonDepth: DEFAULT_JSON_DEPTH,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  idleTimeoutMs: 60_000,
  // Longer than the 60 s idle timeout of common reverse proxies and load balancers, so the proxy
  // is the one closing an idle upstream connection, never this server just as a request is sent.
  keepAliveTimeoutMs: 72_000,
  // A browser opens 6 connections per host; a family or office behind one address stays far
  // below. A Telegram webhook sends from a few addresses with at most 100 connections in all.
  connectionsPerAddress: 128,
  timeoutCheckIntervalMs: 1_000,
  writesPerMinute: DEFAULT_WRITES_PER_MINUTE,
  mediaReadsPerMinute: DEFAULT_MEDIA_READS_PER_MINUTE,
};

export interface BuildAppOptions {
  db: Db;
  /** Bot token that init data must be signed with (the demo token in demo mode). */
  botToken: string;
  /** Demo mode: GET /api/demo/init-data exists. */
  demo: boolean;
  /** Repo root: serves shell/dist at /, <remote>/dist at /remotes/<remote>/, server/media at /media/. */
  staticRoot?: string;
  /** The release before this one (PREVIOUS_RELEASE): its hashed chunks stay served (plugins/static.ts). */
  previousStaticRoot?: string;
  logger?: boolean;
  /** pino's level when `logger` is on (LOG_LEVEL, read in config.ts); default info. */
  logLevel?: string;
  /** Where the log lines go when `logger` is on (default stdout; tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Admins and teachers the environment names (config.ts); default none. */
  staff?: StaffBootstrap;
  /** CHECK_IN_OPENS_HOURS (config.ts); default DEFAULT_CHECK_IN_OPENS_HOURS. */
  checkInOpensHours?: number;
  /** STUDIO_MAX_VIDEO_MB in bytes (config.ts); default STUDIO_MAX_VIDEO_BYTES (tests use a small one). */
  studioMaxVideoBytes?: number;
  /** Extra route plugins mounted under /api like the modules (tests use it for a gated route). */
  routes?: FastifyPluginAsync[];
  /** Overrides of DEFAULT_LIMITS (tests use small ones). */
  limits?: Partial<ServerLimits>;
  /** Stars rate and hold length (DEFAULT_PAYMENT_SETTINGS unless told). */
  payments?: Partial<PaymentSettings>;
  /**
   * How often this instance releases unpaid holds that are due (main.ts: every 30 s). Unset: never
   * (tests release them by calling releaseDueHolds, so no timer races their assertions).
   */
  releaseHoldsEveryMs?: number;
  /** How often unreferenced media older than a day are removed (main.ts: 6 h). Unset: never (tests run sweepMedia). */
  mediaSweepEveryMs?: number;
  /** The clock the calls rules read (app.now); default the system clock. Tests pass one to choose their instants. */
  clock?: () => Date;
  /** The bot (BOT_TOKEN, TELEGRAM_API_ROOT...); default: demo mode, nothing sent, worker off. */
  bot?: BotConfig;
  /**
   * main.ts: at close, connections are not cut at once (Fastify's default closes every idle one,
   * including one just accepted whose request is still on its way); main.ts closes idle ones on
   * its own schedule while draining.
   */
  drainConnections?: boolean;
  /**
   * The remotes' run-time configuration (REMOTES_CONFIG), served at /remotes.json; default: the
   * shell build's remotes.json under staticRoot.
   */
  remotesConfig?: string;
  /**
   * Proxies whose X-Forwarded-For names the client (TRUST_PROXY): a hop count or their addresses.
   * Unset: none (request.ip is the socket's peer). Per-address limits key on request.ip.
   */
  trustProxy?: number | string[];
  /** Prometheus series: GET /metrics behind this token (METRICS_TOKEN); the port is main.ts's. */
  metrics?: Pick<MetricsSettings, 'token'>;
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  // An override left undefined (an unset env variable) keeps the default: a plain spread would
  // copy the undefined over it (the write limit then fell back to the plugin's 1000 a minute).
  const overrides = Object.entries(options.limits ?? {}).filter(([, value]) => value !== undefined);
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...Object.fromEntries(overrides) };
  const app = Fastify({
    logger: options.logger
      ? { level: options.logLevel ?? 'info', ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
    bodyLimit: limits.bodyBytes,
    // A hop count is accepted at run time (Fastify's request.js), though its types list only the other forms.
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy as string[] } : {}),
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    forceCloseConnections: options.drainConnections ? false : 'idle',
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.timeoutCheckIntervalMs },
    // Errors Node's parser raises before Fastify sees a request (408, 431, a broken request line).
    clientErrorHandler: answerClientError,
    // Errors Fastify raises before routing (a malformed URL) answer in the API's shape too; no
    // hook has run for them, so the security headers are set here.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .headers({ ...SECURITY_HEADERS, 'cache-control': 'no-store' })
        .send({ message: error.message });
    },
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('demo', options.demo);
  app.decorate('paymentSettings', { ...DEFAULT_PAYMENT_SETTINGS, ...options.payments });
  app.decorate('staffBootstrap', options.staff ?? emptyStaffBootstrap());
  app.decorate('now', options.clock ?? (() => new Date()));
  app.decorate('lifecycle', { draining: false });
  app.decorate('checkInOpensHours', options.checkInOpensHours ?? DEFAULT_CHECK_IN_OPENS_HOURS);
  app.decorate('studioMaxVideoBytes', options.studioMaxVideoBytes ?? STUDIO_MAX_VIDEO_BYTES);
  app.decorate('mediaReadsPerMinute', limits.mediaReadsPerMinute);
  registerErrorHandler(app);
  // Draining (SIGTERM, main.ts): a request that was not under way is turned away with 503, so a
  // load balancer or client retries elsewhere; readiness still answers (503, saying why).
  app.addHook('onRequest', async (request, reply) => {
    if (!app.lifecycle.draining || request.url === '/api/ready' || request.url === '/api/health') return;
    return reply
      .code(503)
      .headers({ connection: 'close', 'retry-after': '1', 'cache-control': 'no-store' })
      .send({ message: 'The server is shutting down; try again' });
  });
  closeWhenBodyUnread(app);
  boundJsonBodies(app, limits.jsonDepth);
  rejectNulCharacters(app);
  registerSecurityHeaders(app);
  answerUnknownExpectations(app);
  capConnectionsPerAddress(app.server, limits.connectionsPerAddress);
  const botConfig = options.bot ?? demoBotConfig();
  // Before the metrics (they read its queues) and the bot and modules (they add queues and jobs).
  registerJobs(app, options.db, { pollMs: () => botConfig.tuning.pollMs });
  registerMetrics(app, options.db, options.metrics ?? {});

  // Responses are compressed; request bodies never are (see refuseRequestEncoding). JSON answers
  // of 1–64 KB are compressed in one call first (compress-json.ts), the rest by @fastify/compress.
  compressJsonAnswers(app);
  app.register(compress, { requestEncodings: ['identity'], onUnsupportedRequestEncoding: refuseRequestEncoding });
  forbidCachingUnderApi(app);
  registerDocs(app, { ui: options.demo });
  // Before the modules: they add their update handlers and job kinds to app.bot.
  registerBot(app, options.db, botConfig);

  const remotesFile =
    options.remotesConfig ?? (options.staticRoot ? join(options.staticRoot, 'shell', 'dist', 'remotes.json') : null);
  if (remotesFile) registerRemotesConfig(app, new RemotesConfig(remotesFile, app.log));
  const spa = options.staticRoot ? registerStatic(app, options.staticRoot, options.previousStaticRoot) : null;
  app.setNotFoundHandler((request, reply) => {
    if (spa?.accepts(request)) return spa.send(reply);
    if (spa?.wantsPage(request)) {
      return reply.code(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
    }
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });

  app.register(
    async (api) => {
      addAuthAndGate(api, options.botToken);
      enforceRouteGuards(api);
      limitWrites(api, options.db, limits.writesPerMinute);
      if (options.demo) {
        api.register(demoRoutes, { botToken: options.botToken });
        api.register(demoOutboxRoutes);
        api.register(demoCourseRoutes);
        api.register(demoReviewRoutes);
      }
      for (const routes of [...modules, ...(options.routes ?? [])]) api.register(routes);
    },
    { prefix: '/api' },
  );
  if (options.releaseHoldsEveryMs) releaseHoldsEvery(app, options.releaseHoldsEveryMs);
  if (options.mediaSweepEveryMs) scheduleJob(app, MEDIA_SWEEP_JOB, options.mediaSweepEveryMs, sweepMedia);
  return app;
}
