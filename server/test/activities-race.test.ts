import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { learner, rightAnswers } from './activities-fixtures';
import { createTestApp, onPostgres, raceTest } from './helpers';

describe('activities races', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    if (onPostgres) ({ app, db } = await createTestApp());
  });
  after(() => app?.close());

  for (const opened of [true, false]) {
    raceTest(
      `20 concurrent submits of one section (${opened ? 'opened before' : 'never opened'}): exactly one 2xx, the rest 409, one set of results`,
      async () => {
        const { id, headers } = await learner(app, db);
        const today = (await app.inject({ method: 'GET', url: '/api/activities/today', headers })).json();
        const sectionId = today.activity.sections[1].section_id;
        const section = (await app.inject({ method: 'GET', url: `/api/activities/section/${sectionId}`, headers })).json();
        // Without a progress row the submits also race on creating it.
        if (!opened) await db.query('DELETE FROM section_progress WHERE user_id = $1 AND section_id = $2', [id, sectionId]);
        const payload = await rightAnswers(db, section);
        const responses = await Promise.all(
          Array.from({ length: 20 }, () =>
            app.inject({ method: 'POST', url: `/api/activities/submit?section_id=${sectionId}`, headers, payload }),
          ),
        );
        const codes = responses.map((r) => r.statusCode).sort();
        assert.equal(codes.filter((c) => c === 200).length, 1, codes.join());
        assert.equal(codes.filter((c) => c === 409).length, 19, codes.join());
        const rows = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM task_submissions WHERE user_id = $1 AND section_id = $2',
          [id, sectionId],
        );
        assert.equal(rows[0]!.n, section.tasks.length);
      },
    );
  }

  raceTest("a new learner's concurrent first requests reach the first activity once", async () => {
    const { id, headers } = await learner(app, db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.inject({
          method: 'GET',
          url: i % 2 ? '/api/activities/today?tz=UTC' : '/api/activities/status?tz=Asia/Tokyo',
          headers,
        }),
      ),
    );
    assert.deepEqual([...new Set(responses.map((r) => r.statusCode))], [200]);
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_activities WHERE user_id = $1', [id]);
    assert.equal(rows[0]!.n, 1);
  });
});
