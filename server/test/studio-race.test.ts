import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { StudioDay } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { createTestApp, raceTest } from './helpers';
import { staffUser } from './staff-support';
import { dayNine } from './studio-support';

describe('studio races (PostgreSQL only)', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp()));
  after(() => app.close());

  raceTest(
    '8 editors saving one day from the same version: one save lands, seven get 409 naming the winner; one history row per version',
    async () => {
      const editors = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          staffUser(app, db, ['editor'], undefined, { first_name: `Editor${i}`, last_name: 'Test' }),
        ),
      );
      for (let round = 0; round < 3; round++) {
        const created = await app.inject({
          method: 'POST',
          url: '/api/studio/days',
          headers: editors[0]!.headers,
          payload: { ...dayNine(null), available_on: `2025-10-0${round + 1}` },
        });
        const day: StudioDay = created.json();
        const answers = await Promise.all(
          editors.map((e, i) =>
            app.inject({
              method: 'PUT',
              url: `/api/studio/days/${day.id}`,
              headers: e.headers,
              payload: {
                version: day.version,
                available_on: day.available_on,
                sections: day.sections.map(({ audio: _a, opened: _o, ...s }, j) => ({
                  ...s,
                  title: j === 0 ? `Verzia ${i}` : s.title,
                  tasks: s.tasks.map(({ answered: _n, versions: _v, ...t }) => t),
                })),
              },
            }),
          ),
        );
        const ok = answers.flatMap((a, i) => (a.statusCode === 200 ? [i] : []));
        assert.equal(ok.length, 1, answers.map((a) => a.statusCode).join(','));
        const winner = ok[0]!;
        for (const [i, a] of answers.entries()) {
          if (i === winner) continue;
          assert.equal(a.statusCode, 409, a.body);
          assert.match(a.json().message, new RegExp(`^Medzitým to upravil\\(a\\) Editor${winner} Test`));
        }
        const [stored] = await db.query<{ title: string; version: number }>(
          `SELECT s.title, a.version FROM activities a JOIN activity_sections s ON s.activity_id = a.id
         WHERE a.id = $1 ORDER BY s.position LIMIT 1`,
          [day.id],
        );
        assert.deepEqual(stored, { title: `Verzia ${winner}`, version: day.version + 1 });
        const tasks = await db.query(
          'SELECT 1 FROM activity_tasks t JOIN activity_sections s ON s.id = t.section_id WHERE s.activity_id = $1',
          [day.id],
        );
        assert.equal(tasks.length, 5);
        const history = await db.query<{ version: number }>(
          "SELECT version FROM studio_history WHERE item_type = 'day' AND item_id = $1 ORDER BY version",
          [day.id],
        );
        assert.deepEqual(
          history.map((h) => h.version),
          [1, 2],
        );
      }
    },
  );
});
