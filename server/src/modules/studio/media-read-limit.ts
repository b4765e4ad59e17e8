import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';

/** Generous for people: a feed page's pictures and a player's seeks are a few dozen a minute each. */
export const DEFAULT_MEDIA_READS_PER_MINUTE = 1_200;
/** Addresses remembered at once; the oldest window is forgotten first. */
const MAX_KEYS = 100_000;
const WINDOW_MS = 60_000;

/**
 * `GET /api/media/:hash` per client address, apart from the API's write limit: `perMinute` reads
 * in a fixed one-minute window, then 429 `{ message }` with Retry-After. The route is public (an
 * `<audio>` sends no Authorization), so the key is the address (request.ip: TRUST_PROXY decides
 * whose). The counters live in this process, unlike the write limit's on PostgreSQL: what the
 * limit protects is this instance's event loop, memory and database connections, which a client
 * reading from another instance does not use; and a database counter would add a write to every
 * media read, the commonest request there is, costing more than the 304 it guards.
 */
export function mediaReadLimit(perMinute: number) {
  const windows = new Map<string, { started: number; count: number }>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const now = Date.now();
    const key = request.ip;
    let window = windows.get(key);
    if (!window || now - window.started >= WINDOW_MS) {
      windows.delete(key);
      window = { started: now, count: 0 };
      if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= perMinute) return;
    const seconds = Math.max(1, Math.ceil((window.started + WINDOW_MS - now) / 1000));
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, `Too many media reads: at most ${perMinute} a minute, try again in ${seconds} s`);
  };
}
