import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { databaseRateLimitStore } from './rate-limit-store';

/** Methods that only read: never counted. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A real user taps a few times a minute; scripts hammering one account stop here. */
export const DEFAULT_WRITES_PER_MINUTE = 60;

/**
 * State-changing requests (POST, PUT, PATCH, DELETE) are limited per Telegram user across all of
 * /api: `writesPerMinute` in a fixed one-minute window, then 429 `{ message }` with Retry-After
 * (seconds) until the window ends. Registered inside the /api scope after the auth hook, so every
 * route there (current and future modules) gets it and the key is the verified user, never a
 * header the client chose. Public routes have no user: they are keyed by address.
 * On PostgreSQL the counters live in the database (rate-limit-store.ts), shared by every instance,
 * so a user gets the limit once however many instances serve them. PGlite is one process's
 * embedded database: the counters stay in that process (an LRU), which is the same thing there.
 */
export function limitWrites(api: FastifyInstance, db: Db, writesPerMinute: number): void {
  api.register(rateLimit, {
    ...(db.kind === 'postgres' ? { store: databaseRateLimitStore(db) } : {}),
    global: true,
    max: writesPerMinute,
    timeWindow: 60_000,
    // Route-level onRequest hooks run after the scope's, so the auth hook has set request.user.
    hook: 'onRequest',
    cache: 100_000,
    allowList: (request) => READS.has(request.method),
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many changes: at most ${context.max} a minute, try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
      ),
  });
}
