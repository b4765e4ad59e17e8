import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/types';

/** Every this many counts, this process deletes the rows of long-finished windows. */
const PRUNE_EVERY = 1_000;

/**
 * One atomic upsert per counted request: a new key or a finished window starts at 1, otherwise
 * the count goes up by one. Two instances counting the same key at once serialise on the row, so
 * no count is lost. The window's clock is the database's, the same for every instance.
 */
const INCREMENT_SQL = `
  INSERT INTO write_rate_limits AS l (key, window_started_at, count) VALUES ($1, now(), 1)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN l.window_started_at + $2 * interval '1 millisecond' <= now() THEN 1 ELSE l.count + 1 END,
    window_started_at = CASE WHEN l.window_started_at + $2 * interval '1 millisecond' <= now()
                             THEN now() ELSE l.window_started_at END
  RETURNING count,
    GREATEST(0, ceil(extract(epoch FROM l.window_started_at + $2 * interval '1 millisecond' - now()) * 1000))::integer AS ttl`;

/**
 * A @fastify/rate-limit store keeping the counters in the database (table write_rate_limits), so
 * that all instances on one PostgreSQL share one limit per user instead of each granting it anew.
 */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let counted = 0;

  async function increment(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    counted += 1;
    if (counted % PRUNE_EVERY === 0) {
      await db.query(`DELETE FROM write_rate_limits WHERE window_started_at < now() - $1 * interval '1 millisecond'`, [
        timeWindow,
      ]);
    }
    const [row] = await db.query<{ count: number; ttl: number }>(INCREMENT_SQL, [key, timeWindow]);
    return { current: row!.count, ttl: row!.ttl };
  }

  class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      increment(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseStore();
    }
  }
  return DatabaseStore;
}
