/**
 * SIGTERM under a steady write load, to the command the docs run (`npm start -w server`; the root
 * `npm start` passes signals the same way, through scripts/start.mjs): no acknowledged write is
 * lost, no accepted request fails, no outbox row or webhook update is left claimed, nothing keeps
 * listening, and the process exits 0. Prints the figures.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, describe, it } from 'node:test';
import { DEMO_BOT_TOKEN } from '../src/auth/demo';
import { migrate } from '../src/db/migrate';
import { newTelegramUser, signTestInitData } from './helpers';
import {
  exited,
  freePort,
  isListening,
  processDatabase,
  processGroup,
  startServer,
  waitForHealth,
  type ProcessDatabase,
} from './process-support';

type Outcome =
  | { kind: 'ok'; status: number }
  | { kind: 'refused' }
  /** Connected, then reset before any answer: the listener closed before the server read it. */
  | { kind: 'reset' }
  | { kind: 'failed'; detail: string };

/** One request on its own connection: refused (never accepted) is told apart from a failure. */
function put(port: number, path: string, headers: Record<string, string>, body: unknown): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    let sent = false;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'PUT',
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          connection: 'close',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ kind: 'ok', status: res.statusCode ?? 0 }));
        res.on('error', (error) => resolve({ kind: 'failed', detail: `response: ${error.message}` }));
      },
    );
    req.on('socket', (socket) => socket.on('connect', () => (sent = true)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // Not connected at all: the server no longer accepts (what SIGTERM should lead to).
      if (!sent && error.code === 'ECONNREFUSED') resolve({ kind: 'refused' });
      // Whether it was read is decided below from the database: a reset write must not be there.
      else if (sent && error.code === 'ECONNRESET') resolve({ kind: 'reset' });
      else resolve({ kind: 'failed', detail: `${error.code ?? ''} ${error.message}` });
    });
    req.end(payload);
  });
}

let database: ProcessDatabase | null = null;
after(async () => {
  await database?.drop();
});

describe('graceful shutdown', () => {
  it('SIGTERM under write load: every acknowledged write kept, no accepted request failed, nothing claimed, nothing listening, exit 0', async () => {
    database = await processDatabase();
    // Work for the outbox worker while the server drains: 400 messages to 400 chats (demo mode
    // delivers them as 'demo' at the shared pace of 30 a second).
    const setup = await database.open();
    await migrate(setup);
    await setup.query(
      `WITH u AS (
         INSERT INTO users (telegram_id, first_name, last_name) SELECT 700000000 + g, 'Chat ' || g, '' FROM generate_series(1, 400) g
         RETURNING id)
       , s AS (INSERT INTO user_settings (user_id) SELECT id FROM u)
       INSERT INTO outbox (user_id, kind, subject, payload) SELECT id, 'load', 'shutdown', '{"message":{"text":"Ahoj"}}'::jsonb FROM u`,
    );
    await setup.close();

    const port = await freePort();
    // The load is a few hundred writes a learner a minute on a quiet machine: far above the write
    // limit, which is not what this test is about (a 429 would hide whether a write was kept).
    const server = startServer({
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    });
    await waitForHealth(port, server);
    const group = processGroup(server.pid!);
    assert.ok(group.length >= 2, `npm and the server run (${group.join(', ')})`);

    // Eight learners, each writing their profile one request after another.
    const learners = Array.from({ length: 8 }, () => {
      const tg = newTelegramUser();
      return {
        tg,
        headers: { authorization: `tma ${signTestInitData(tg, { botToken: DEMO_BOT_TOKEN })}` },
        acked: null as string | null,
        reset: null as string | null,
        inFlight: false,
      };
    });
    const figures = { ok: 0, refused: 0, failed: [] as string[], other: [] as number[], inFlightAtSigterm: 0 };
    let stop = false;
    let sigtermAt = 0;
    const load = learners.map(async (learner, index) => {
      for (let seq = 1; !stop; seq += 1) {
        const name = `Load${index}-${seq}`;
        learner.inFlight = true;
        const outcome = await put(port, '/api/users/me', learner.headers, { first_name: name, last_name: 'Test' });
        learner.inFlight = false;
        if (outcome.kind === 'refused') {
          figures.refused += 1;
          if (sigtermAt) break;
          continue;
        }
        if (outcome.kind === 'reset') {
          learner.reset = name;
          break;
        }
        if (outcome.kind === 'failed') {
          figures.failed.push(outcome.detail);
          continue;
        }
        if (outcome.status === 200) {
          figures.ok += 1;
          learner.acked = name;
        } else if (outcome.status === 503 && sigtermAt) {
          // Arrived while closing: refused with 503 and Connection: close, never applied.
          figures.refused += 1;
          break;
        } else figures.other.push(outcome.status);
      }
    });
    // A steady load for a while, then the signal a process manager sends.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    figures.inFlightAtSigterm = learners.filter((learner) => learner.inFlight).length;
    sigtermAt = Date.now();
    process.kill(server.pid!, 'SIGTERM');
    const exit = await exited(server);
    const exitMs = Date.now() - sigtermAt;
    stop = true;
    await Promise.all(load);

    // npm has exited; wait (up to 5 s) for the group to be reaped rather than reading it mid-exit.
    for (let i = 0; i < 50 && processGroup(server.pid!).length > 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const leftovers = processGroup(server.pid!);
    const listening = await isListening(port);
    const db = await database.open();
    try {
      const stored = await db.query<{ telegram_id: number; first_name: string }>(
        'SELECT telegram_id, first_name FROM users WHERE telegram_id = ANY($1::bigint[])',
        [learners.map((learner) => learner.tg.id)],
      );
      const lost = learners.filter(
        (learner) =>
          learner.acked !== null && stored.find((row) => row.telegram_id === learner.tg.id)?.first_name !== learner.acked,
      );
      // A reset request that was applied would be an accepted request that failed.
      const resetButApplied = learners.filter(
        (learner) =>
          learner.reset !== null && stored.find((row) => row.telegram_id === learner.tg.id)?.first_name === learner.reset,
      );
      const resets = learners.filter((learner) => learner.reset !== null).length;
      const [outbox] = await db.query<{ sending: number; done: number; pending: number }>(
        `SELECT count(*) FILTER (WHERE status = 'sending')::int AS sending, count(*) FILTER (WHERE status = 'demo')::int AS done,
                count(*) FILTER (WHERE status = 'pending')::int AS pending FROM outbox WHERE kind = 'load'`,
      );
      const [updates] = await db.query<{ handling: number }>(
        `SELECT count(*) FILTER (WHERE status = 'handling')::int AS handling FROM bot_updates`,
      );
      const [beat] = await db.query<{ stopped: boolean }>(
        `SELECT bool_and(stopped_at IS NOT NULL) AS stopped FROM worker_heartbeats WHERE worker = 'outbox'`,
      );
      console.log(
        `shutdown figures: ${figures.ok} writes acknowledged, ${figures.refused} refused after SIGTERM, ` +
          `${resets} reset before being read (none applied: ${resetButApplied.length === 0}), ` +
          `${figures.failed.length} failed, ${figures.inFlightAtSigterm} requests in flight at SIGTERM, ` +
          `exit ${exit.code ?? exit.signal} in ${exitMs} ms, acknowledged writes lost: ${lost.length}, ` +
          `outbox: ${outbox!.done} delivered, ${outbox!.pending} pending, ${outbox!.sending} sending; ` +
          `processes left: ${leftovers.length}, port listening: ${listening}`,
      );
      if (process.env.SHUTDOWN_TEST_LOG) console.log(server.output.join(''), figures.failed);
      assert.deepEqual(figures.failed, [], 'no accepted request failed');
      assert.deepEqual(figures.other, []);
      assert.deepEqual(
        resetButApplied.map((learner) => learner.tg.id),
        [],
        'a connection reset without an answer was never applied (not accepted)',
      );
      assert.ok(figures.ok > 0);
      assert.deepEqual(
        lost.map((learner) => learner.tg.id),
        [],
        'every acknowledged write is in the database',
      );
      assert.equal(exit.code, 0, server.output.join(''));
      assert.equal(outbox!.sending, 0, 'no outbox row left claimed');
      assert.equal(updates!.handling, 0);
      assert.equal(beat!.stopped, true, 'the worker marked its heartbeat stopped');
      assert.deepEqual(leftovers, [], 'no process left behind');
      assert.equal(listening, false);
      assert.ok(exitMs < 25_000, 'within the documented bound');
    } finally {
      await db.close();
    }
  });
});
