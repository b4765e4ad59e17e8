import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { StudioDay, StudioSaveResult } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { createTestApp, raceTest } from './helpers';
import { staffUser } from './staff-support';

describe('studio: the draft of a live day under races (PostgreSQL only)', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp()));
  after(() => app.close());

  raceTest(
    "6 editors saving a live day's draft from one version, then publishing and discarding at once: one of each lands, the rest get 409",
    async () => {
      const editors = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          staffUser(app, db, ['editor'], undefined, { first_name: `Redaktor${i}`, last_name: 'Test' }),
        ),
      );
      const [live] = await db.query<{ id: number }>(
        'SELECT id FROM activities WHERE published_at IS NOT NULL ORDER BY available_on, id LIMIT 1',
      );
      const id = Number(live!.id);
      const read: StudioDay = (
        await app.inject({ method: 'GET', url: `/api/studio/days/${id}`, headers: editors[0]!.headers })
      ).json();
      const liveTitle = read.sections[0]!.title;
      const saves = await Promise.all(
        editors.map((e, i) =>
          app.inject({
            method: 'PUT',
            url: `/api/studio/days/${id}`,
            headers: e.headers,
            payload: {
              version: read.version,
              available_on: read.available_on,
              sections: read.sections.map(({ audio: _a, opened: _o, ...s }, j) => ({
                ...s,
                title: j === 0 ? `Koncept ${i}` : s.title,
                // Each adds a task of its own: only the winner's reserved ids may remain.
                tasks: [
                  ...s.tasks.map(({ answered: _n, versions: _v, ...t }) => t),
                  ...(j === 0
                    ? [
                        {
                          type: 'EvaluationTask',
                          instructions: `Nová ${i}`,
                          statements: [{ text: `Tvrdenie ${i}`, value: 'true' }],
                        },
                      ]
                    : []),
                ],
              })),
            },
          }),
        ),
      );
      const ok = saves.flatMap((a, i) => (a.statusCode === 200 ? [i] : []));
      assert.equal(ok.length, 1, saves.map((a) => `${a.statusCode} ${a.statusCode === 200 ? '' : a.body}`).join(','));
      for (const [i, a] of saves.entries()) if (i !== ok[0]) assert.equal(a.statusCode, 409, a.body);
      const draft: StudioSaveResult = saves[ok[0]!]!.json();
      assert.equal(draft.day.sections[0]!.title, `Koncept ${ok[0]}`);
      // Learners' rows are untouched by every one of them (the checks ran and were rolled back).
      const [row] = await db.query<{ title: string }>(
        'SELECT title FROM activity_sections WHERE activity_id = $1 ORDER BY position, id LIMIT 1',
        [id],
      );
      assert.equal(row!.title, liveTitle);

      // Publish and discard from the same version at once: exactly one happens.
      const [published, discarded] = await Promise.all([
        app.inject({
          method: 'POST',
          url: `/api/studio/days/${id}/draft/publish`,
          headers: editors[1]!.headers,
          payload: { version: draft.day.version },
        }),
        app.inject({
          method: 'POST',
          url: `/api/studio/days/${id}/draft/discard`,
          headers: editors[2]!.headers,
          payload: { version: draft.day.version },
        }),
      ]);
      assert.deepEqual([published.statusCode, discarded.statusCode].sort(), [200, 409]);
      const [after] = await db.query<{ title: string }>(
        'SELECT title FROM activity_sections WHERE activity_id = $1 ORDER BY position, id LIMIT 1',
        [id],
      );
      assert.equal(after!.title, published.statusCode === 200 ? `Koncept ${ok[0]}` : liveTitle);
      const history = await db.query<{ version: number }>(
        "SELECT version FROM studio_history WHERE item_type = 'day' AND item_id = $1 AND version > $2 ORDER BY version",
        [id, read.version],
      );
      assert.deepEqual(
        history.map((h) => h.version),
        [read.version + 1, read.version + 2],
      );
    },
  );
});
