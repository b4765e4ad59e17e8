import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { runNoShowJob } from '../src/modules/staff/no-show-job';
import { createTestApp, raceTest } from './helpers';
import { learnerWithSpeaking, meetingAt, staffUser, ticket } from './staff-support';

const HOUR = 3_600_000;

describe('staff races (check-in, scoring, the no-show job)', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp()));
  after(() => app.close());

  raceTest('8 organisers scanning one ticket at once record one check-in; the others see it as already checked in', async () => {
    const organisers = await Promise.all(Array.from({ length: 8 }, () => staffUser(app, db, ['organiser'])));
    for (let round = 0; round < 3; round++) {
      const meetingId = await meetingAt(db, HOUR);
      const t = await ticket(db, meetingId);
      const answers = await Promise.all(
        organisers.map((o) =>
          app.inject({
            method: 'POST',
            url: `/api/staff/meetings/${meetingId}/check-in`,
            headers: o.headers,
            payload: { qr_token: t.token },
          }),
        ),
      );
      const results = answers.map((a) => a.json());
      assert.equal(results.filter((r) => r.result === 'checked_in').length, 1, JSON.stringify(results));
      assert.equal(results.filter((r) => r.result === 'already_checked_in').length, 7);
      // Every answer names the one recorded time.
      const [row] = await db.query<{ checked_in_at: Date; checked_in_by: number }>(
        'SELECT checked_in_at, checked_in_by FROM meeting_participations WHERE id = $1',
        [t.id],
      );
      for (const r of results) assert.equal(r.participant.checked_in_at, row!.checked_in_at.toISOString());
      const winner = organisers[results.findIndex((r) => r.result === 'checked_in')]!;
      assert.equal(row!.checked_in_by, winner.id);
    }
  });

  raceTest(
    "8 teachers scoring one answer at once: one 200, seven 409 naming the winner, and the winner's score stays",
    async () => {
      const teachers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          staffUser(app, db, ['teacher'], undefined, { first_name: `Učiteľ${i}`, last_name: 'Test' }),
        ),
      );
      const pupil = await learnerWithSpeaking(app, db);
      const answers = await Promise.all(
        teachers.map((t, i) =>
          app.inject({
            method: 'POST',
            url: `/api/staff/speaking/${pupil.speaking}/user/${pupil.id}/score`,
            headers: t.headers,
            payload: { percent: 10 + i * 10, feedback: `Hodnotenie ${i}` },
          }),
        ),
      );
      const ok = answers.map((a, i) => [a.statusCode, i] as const).filter(([status]) => status === 200);
      assert.equal(ok.length, 1, answers.map((a) => a.statusCode).join(','));
      const winner = ok[0]![1];
      for (const [i, a] of answers.entries()) {
        if (i !== winner) {
          assert.equal(a.statusCode, 409);
          assert.match(a.json().message, new RegExp(`^Already scored by Učiteľ${winner} Test`));
        }
      }
      const [progress] = await db.query<{ score: number; evaluated_by: number }>(
        'SELECT score, evaluated_by FROM section_progress WHERE user_id = $1 AND section_id = $2',
        [pupil.id, pupil.speaking],
      );
      assert.equal(progress!.score, (10 + winner * 10) / 100);
      assert.equal(progress!.evaluated_by, teachers[winner]!.id);
      const [task] = await db.query<{ feedback: string }>(
        'SELECT feedback FROM task_submissions WHERE user_id = $1 AND task_id = $2',
        [pupil.id, pupil.taskId],
      );
      assert.equal(task!.feedback, `Hodnotenie ${winner}`);
    },
  );

  raceTest('two instances running the no-show job at once settle each due meeting once', async () => {
    const meetings = await Promise.all(Array.from({ length: 6 }, () => meetingAt(db, -4 * HOUR)));
    for (const id of meetings) {
      await ticket(db, id);
      await ticket(db, id);
    }
    const [due] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM meetings WHERE no_shows_settled_at IS NULL AND end_time <= now() - interval '2 hours'`,
    );
    const runs = await Promise.all([runNoShowJob(db), runNoShowJob(db), runNoShowJob(db)]);
    const settled = runs.reduce((sum, run) => sum + run.meetings, 0);
    const marked = runs.reduce((sum, run) => sum + run.participants, 0);
    // Other suites' meetings may be due as well; ours are settled exactly once each.
    const [ours] = await db.query<{ settled: number; no_shows: number }>(
      `SELECT count(DISTINCT m.id) FILTER (WHERE m.no_shows_settled_at IS NOT NULL)::int AS settled,
              count(p.id) FILTER (WHERE p.status = 'no-show')::int AS no_shows
       FROM meetings m JOIN meeting_participations p ON p.meeting_id = m.id WHERE m.id = ANY($1::bigint[])`,
      [meetings],
    );
    assert.deepEqual(ours, { settled: 6, no_shows: 12 });
    assert.equal(settled, due!.n, `settled ${settled} meetings across runs; each claimed once`);
    assert.ok(marked >= 12);
  });

  raceTest('a meeting another instance is settling is skipped, not waited for nor done twice', async () => {
    const [busy, free] = [await meetingAt(db, -4 * HOUR), await meetingAt(db, -4 * HOUR)];
    const busyTicket = await ticket(db, busy);
    const freeTicket = await ticket(db, free);
    // Instance A holds the busy meeting's row (mid-run) while instance B runs.
    const bRun = await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM meetings WHERE id = $1 FOR UPDATE', [busy]);
      return Promise.race([runNoShowJob(db), new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 5000))]);
    });
    assert.notEqual(bRun, 'blocked', 'B must not wait for A');
    const status = async (id: number) =>
      (await db.query<{ status: string }>('SELECT status FROM meeting_participations WHERE id = $1', [id]))[0]!.status;
    assert.equal(await status(freeTicket.id), 'no-show');
    assert.equal(await status(busyTicket.id), 'joined', "B left A's meeting alone");
    await runNoShowJob(db);
    assert.equal(await status(busyTicket.id), 'no-show');
  });
});
