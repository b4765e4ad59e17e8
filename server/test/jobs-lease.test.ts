/**
 * The one lease implementation (modules/jobs/lease.ts) that the outbox and the webhook's inbox
 * both run on, over a table of its own: a claim takes a row once, a failure waits its backoff
 * (doubling), the last failure parks the row visibly, a late holder cannot overwrite a later
 * claim's outcome, a dead holder's row is taken back after its lease, and a closing instance
 * hands back what it holds. PGlite and PostgreSQL; two instances claiming at once on PostgreSQL.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../src/db/types';
import { claimDue, fail, finish, hasDue, readQueueFigures, release, type LeasedTable } from '../src/modules/jobs/index';
import { createTestDb, raceTest } from './helpers';

const TASKS: LeasedTable = {
  name: 'tasks',
  table: 'lease_test_tasks',
  key: 'id',
  held: 'running',
  parked: 'parked',
  finishedAt: 'finished_at',
};
const RULE = { backoffMs: 1_000, maxFailures: 3 };

/** What `fail` logged, by level: parking is an error an operator sees, a retry a warning. */
const logged: Array<[level: string, message: string]> = [];
const log = {
  error: (_: unknown, message: string) => void logged.push(['error', message]),
  warn: (_: unknown, message: string) => void logged.push(['warn', message]),
} as unknown as FastifyBaseLogger;

let db: Db;
before(async () => {
  db = await createTestDb();
  await db.exec(`CREATE TABLE lease_test_tasks (
    id bigserial PRIMARY KEY,
    status text NOT NULL DEFAULT 'pending',
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    locked_until timestamptz,
    claimed_by text,
    last_error text,
    finished_at timestamptz)`);
});
after(() => db.close());
beforeEach(async () => {
  await db.query('DELETE FROM lease_test_tasks');
  logged.length = 0;
});

async function add(count: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO lease_test_tasks (status) SELECT $1 FROM generate_series(1, $2) RETURNING id',
    ['pending', count],
  );
  return rows.map((row) => row.id);
}

async function row(id: number) {
  const [found] = await db.query<{
    status: string;
    attempts: number;
    last_error: string | null;
    due_ms: number;
    finished: boolean;
  }>(
    `SELECT status, attempts, last_error, finished_at IS NOT NULL AS finished,
            extract(epoch FROM next_attempt_at)::float8 * 1000 AS due_ms FROM lease_test_tasks WHERE id = $1`,
    [id],
  );
  return found!;
}

/** The database's clock in epoch milliseconds (the backoff is counted on it). */
const clockMs = async () =>
  (await db.query<{ ms: number }>('SELECT extract(epoch FROM clock_timestamp())::float8 * 1000 AS ms'))[0]!.ms;

const claim = (instance: string, limit = 10) => claimDue<object>(db, TASKS, { limit, leaseMs: 60_000, instance });

describe('the shared lease: claim, retry with backoff, park, hand back', () => {
  it('a failure waits its backoff, doubling; the last one parks the row with its error, logged at error level', async () => {
    const [id] = await add(1);
    const waits: number[] = [];
    for (let run = 1; run <= RULE.maxFailures; run++) {
      // The test stands in for the clock: the row is due again at once.
      await db.query('UPDATE lease_test_tasks SET next_attempt_at = now() WHERE id = $1', [id]);
      const [held] = await claim('a');
      assert.equal(held!.attempts, run);
      const before = await clockMs();
      const outcome = await fail(db, TASKS, held!, `broke on run ${run}`, RULE, log);
      const written = await clockMs();
      const now = await row(id!);
      if (run < RULE.maxFailures) {
        assert.deepEqual(outcome, { parked: false, failures: run, retryInMs: 1_000 * 2 ** (run - 1) });
        assert.equal(now.status, 'pending');
        // Due the backoff after the failure was written (its statement ran between the two clocks).
        waits.push(now.due_ms - before, now.due_ms - written);
        assert.deepEqual(await claim('a'), [], 'not claimed again before its backoff');
      } else {
        assert.equal(outcome.parked, true);
        assert.deepEqual(
          { status: now.status, attempts: now.attempts, last_error: now.last_error, finished: now.finished },
          { status: 'parked', attempts: 3, last_error: 'broke on run 3', finished: true },
        );
      }
    }
    // 1 s, then 2 s.
    const [firstUpTo, firstAtLeast, secondUpTo, secondAtLeast] = waits;
    assert.ok(firstAtLeast! <= 1_000 && firstUpTo! >= 1_000, `first wait ${firstAtLeast}…${firstUpTo} ms`);
    assert.ok(secondAtLeast! <= 2_000 && secondUpTo! >= 2_000, `second wait ${secondAtLeast}…${secondUpTo} ms`);
    assert.deepEqual(logged, [
      ['warn', 'tasks: failed, will retry'],
      ['warn', 'tasks: failed, will retry'],
      ['error', 'tasks: gave up after repeated failures (status = parked)'],
    ]);
    assert.equal(await hasDue(db, TASKS, 60_000), false, 'a parked row is never due');
  });

  it("a late holder does not overwrite a later claim's outcome; a dead holder's row is taken back after its lease", async () => {
    const [id] = await add(1);
    const [first] = await claim('dead');
    assert.deepEqual(await claim('b'), [], 'held: nobody else takes it');
    // Its lease ends (the holder died).
    await db.query("UPDATE lease_test_tasks SET locked_until = now() - interval '1 millisecond' WHERE id = $1", [id]);
    assert.equal(await hasDue(db, TASKS, 0), true);
    const [second] = await claim('b');
    assert.equal(second!.attempts, 2);
    assert.equal(await finish(db, TASKS, first!, 'done'), false, 'the first holder came back too late');
    assert.equal((await row(id!)).status, 'running');
    assert.equal(await finish(db, TASKS, second!, 'done'), true);
    assert.equal((await row(id!)).status, 'done');
  });

  it('a closing instance hands back what it holds, at once and in its place', async () => {
    const ids = await add(3);
    await claim('closing', 2);
    await claim('other', 1);
    assert.equal(await release(db, TASKS, 'closing'), 2);
    const statuses = await db.query<{ id: number; status: string; claimed_by: string }>(
      'SELECT id, status, claimed_by FROM lease_test_tasks ORDER BY id',
    );
    assert.deepEqual(
      statuses.map((s) => s.status),
      ['pending', 'pending', 'running'],
    );
    const again = await claim('next');
    assert.deepEqual(again.map((held) => held.key).sort(), ids.slice(0, 2).sort());
  });

  it('the figures every queue reports: due, retrying, held, parked', async () => {
    await add(4);
    const held = await claim('x', 3);
    await fail(db, TASKS, held[0]!, 'retry me', RULE, log);
    await fail(db, TASKS, held[1]!, 'park me', { ...RULE, maxFailures: 1 }, log);
    assert.deepEqual(await readQueueFigures(db, [TASKS]), [{ queue: 'tasks', due: 1, retrying: 1, held: 1, parked: 1 }]);
  });

  raceTest('two instances claiming at once take each row once', async () => {
    await add(200);
    // Every instance's connection open before the start: on a loaded machine the first instance
    // used to drain all 200 rows on the pool's one warm connection while the others still logged in.
    await Promise.all(Array.from({ length: 4 }, () => db.query('SELECT pg_sleep(0.05)')));
    const taken = new Map<number, string>();
    // Each instance's first claim waits for the others' first, so all four take part (a first
    // claim takes 7 of the 200 rows) however the machine's load orders them; from there they race.
    const instances = ['a', 'b', 'a2', 'b2'];
    let arrived = 0;
    let allArrived!: () => void;
    const firstClaimsMade = new Promise<void>((resolve) => (allArrived = resolve));
    const work = async (instance: string) => {
      for (let round = 0; ; round += 1) {
        const rows = await claim(instance, 7);
        if (round === 0) {
          arrived += 1;
          if (arrived === instances.length) allArrived();
          await firstClaimsMade;
        }
        if (rows.length === 0) return;
        for (const held of rows) {
          assert.ok(!taken.has(held.key), `row ${held.key} claimed twice`);
          taken.set(held.key, instance);
          await finish(db, TASKS, held, 'done');
        }
      }
    };
    await Promise.all(instances.map(work));
    assert.equal(taken.size, 200);
    assert.equal(new Set(taken.values()).size, instances.length, 'every instance took rows');
    const [done] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM lease_test_tasks WHERE status = 'done' AND attempts = 1",
    );
    assert.equal(done!.n, 200);
  });
});
