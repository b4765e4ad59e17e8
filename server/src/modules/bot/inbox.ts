import type { FastifyBaseLogger } from 'fastify';
import type { Update } from 'grammy/types';
import type { Db } from '../../db/types';
import { claimDue, fail, finish, hasDue, release, type Held, type JobQueue, type LeasedTable } from '../jobs/index';
import type { BotRuntime } from './runtime';
import { updateKind, updateProblem } from './updates';

/**
 * Runs of webhook updates at once in one process. A run holds a database connection for its
 * transaction, possibly waiting on a row lock; more at once could take every connection of the
 * pool (10) and leave the webhook's own INSERT waiting, so Telegram would get no 200. Updates
 * beyond this wait in the table ('pending') for the next free place.
 */
export const MAX_RUNS_AT_ONCE = 4;

/** Telegram drops a pre-checkout query not answered within 10 s: a later run has nothing to answer. */
const PRE_CHECKOUT_DEADLINE_S = 10;

interface InboxRow {
  payload: Update;
  stale_pre_checkout: boolean;
}

/** The inbox's table, as the shared lease code (modules/jobs) takes it. */
export const INBOX: LeasedTable = {
  name: 'inbox',
  table: 'bot_updates',
  key: 'update_id',
  held: 'handling',
  parked: 'parked',
  finishedAt: 'handled_at',
};

/**
 * The webhook's inbox (table `bot_updates`). `receive` stores the raw update in the statement that
 * dedupes it, claimed by this instance, before the webhook answers; its handlers run right after,
 * in this process. A run that throws is retried with backoff by any instance's job runner (`tick`), a
 * row whose instance died is claimed again when its lease ends, and after `maxUpdateAttempts` runs
 * the update is parked (visible, logged at error level), never dropped. Handlers are idempotent
 * (a payment by its charge id, a /start reply by its update id), so a repeated run changes nothing.
 */
export class Inbox implements JobQueue {
  readonly name = 'inbox';
  readonly table = INBOX;
  private readonly inFlight = new Set<Promise<void>>();
  /** Places taken (runs under way, and places reserved synchronously before their row is stored). */
  private places = 0;

  constructor(
    private readonly db: Db,
    private readonly runtime: BotRuntime,
    private readonly log: FastifyBaseLogger,
    private readonly instance: string,
  ) {}

  /**
   * Stores one webhook update. 'fresh': stored and being handled; 'duplicate': seen before;
   * 'rejected': not a shape the handlers can take (stored with the reason, never handled).
   */
  async receive(update: Update & Record<string, unknown>, log: FastifyBaseLogger): Promise<'fresh' | 'duplicate' | 'rejected'> {
    const problem = updateProblem(update);
    // Taken before the first await: fifty updates arriving at once must not all see a free place.
    const runHere = !problem && this.places < MAX_RUNS_AT_ONCE;
    if (runHere) this.places += 1;
    const status = problem ? 'rejected' : runHere ? 'handling' : 'pending';
    const [row] = await this.db
      .query<{ update_id: number }>(
        `INSERT INTO bot_updates (update_id, payload, status, attempts, locked_until, claimed_by, last_error, handled_at)
       VALUES ($1, $2::jsonb, $3, $4, CASE WHEN $3 = 'handling' THEN now() + $5 * interval '1 millisecond' END, $6, $7,
               CASE WHEN $3 = 'rejected' THEN now() END)
       ON CONFLICT (update_id) DO NOTHING RETURNING update_id`,
        [
          update.update_id,
          JSON.stringify(update),
          status,
          status === 'handling' ? 1 : 0,
          this.runtime.config.tuning.updateLeaseMs,
          this.instance,
          problem,
        ],
      )
      .catch((error: unknown) => {
        if (runHere) this.places -= 1;
        throw error;
      });
    if (!row) {
      if (runHere) this.places -= 1;
      return 'duplicate';
    }
    if (problem) {
      log.warn({ update_id: update.update_id, kind: updateKind(update), problem }, 'bot: update refused (not handled)');
      return 'rejected';
    }
    if (status === 'handling')
      this.track(this.run({ key: update.update_id, payload: update, attempts: 1, stale_pre_checkout: false }));
    return 'fresh';
  }

  /**
   * Claims due rows (a retry whose time came, an update that found no free place, a crashed
   * instance's lease), as many as there are free places, and starts their runs without waiting
   * for them (a run blocked on a lock must not hold up the outbox). `idle` waits for them.
   */
  async tick(): Promise<{ claimed: number }> {
    if (!this.runtime.bot) return { claimed: 0 };
    const limit = MAX_RUNS_AT_ONCE - this.places;
    if (limit <= 0) return { claimed: 0 };
    this.places += limit;
    const rows = await claimDue<InboxRow>(this.db, INBOX, {
      limit,
      leaseMs: this.runtime.config.tuning.updateLeaseMs,
      instance: this.instance,
      returning: `o.payload, (o.payload ? 'pre_checkout_query' AND o.received_at < now() - ${PRE_CHECKOUT_DEADLINE_S} * interval '1 second') AS stale_pre_checkout`,
    }).catch((error: unknown) => {
      this.places -= limit;
      throw error;
    });
    this.places -= limit - rows.length;
    rows.sort((a, b) => a.key - b.key);
    for (const row of rows) this.track(this.run(row));
    return { claimed: rows.length };
  }

  /** Whether a stored update waits for a run within `horizonMs` (tests' drain). */
  async hasDue(horizonMs: number): Promise<boolean> {
    if (!this.runtime.bot) return false;
    return hasDue(this.db, INBOX, horizonMs);
  }

  /** Resolves once every run started so far has ended (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /**
   * At shutdown, after `idle`: rows this instance still holds go back to 'pending' for another
   * instance (or this one after a restart) without waiting for the lease.
   */
  async release(): Promise<number> {
    return release(this.db, INBOX, this.instance);
  }

  /** A run under way: it holds its place until it ends. */
  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => {
      this.inFlight.delete(work);
      this.places -= 1;
    });
  }

  private async run(row: Held & InboxRow): Promise<void> {
    try {
      if (row.stale_pre_checkout) {
        await finish(this.db, INBOX, row, 'expired', {
          error: "pre_checkout_query older than Telegram's 10 s: not answered",
        });
        return;
      }
      let failure: unknown = null;
      try {
        await this.runtime.handle(row.payload);
      } catch (error) {
        failure = error;
      }
      if (failure === null) {
        await finish(this.db, INBOX, row, 'done');
        return;
      }
      // grammY wraps a handler's error in a BotError: the cause is what an operator needs.
      const cause = (failure as { error?: unknown }).error ?? failure;
      const { maxUpdateAttempts, backoffMs } = this.runtime.config.tuning;
      await fail(
        this.db,
        INBOX,
        row,
        cause instanceof Error ? cause.message : String(cause),
        { maxFailures: maxUpdateAttempts, backoffMs },
        this.log,
        { kind: updateKind(row.payload as never), err: cause },
      );
    } catch (error) {
      // The database itself failed: the row stays 'handling' and is claimed again after its lease.
      this.log.error({ err: error, update_id: row.key }, 'bot: could not record an update run');
    }
  }
}
