import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { todayActivity, taskResults } from '@app/activities-contract';
import { DEMO_USER } from '../src/auth/demo';
import { seed } from '../src/seed/index';
import type { Db } from '../src/db/types';
import { activateBasic, authHeaders, createTestApp } from './helpers';

describe('activities seed (demo mode)', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp({ demo: true })));
  after(() => app.close());

  const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  it('seeds 8 days of 3 sections with tasks and recordings, and seeding again adds nothing', async () => {
    const before = {
      a: await count('activities'),
      s: await count('activity_sections'),
      t: await count('activity_tasks'),
      f: await count('activity_section_files'),
    };
    assert.deepEqual(before, { a: 8, s: 24, t: 40, f: 8 });
    const history = await count('task_submissions');
    await seed(db, { demo: true, demoContent: true });
    assert.deepEqual(
      {
        a: await count('activities'),
        s: await count('activity_sections'),
        t: await count('activity_tasks'),
        f: await count('activity_section_files'),
      },
      before,
    );
    assert.equal(await count('task_submissions'), history);
  });

  it('Emma has three finished days (the last speaking section still waits for a teacher) and day 4 open today', async () => {
    const emma = { ...DEMO_USER };
    await activateBasic(app, emma);
    const headers = authHeaders(emma);
    const today = todayActivity.parse(
      (await app.inject({ method: 'GET', url: '/api/activities/today?tz=Europe/Bratislava', headers })).json(),
    );
    assert.equal(today.activity.day, 4);
    assert.equal(today.status.status, 'started');

    const list = (await app.inject({ method: 'GET', url: '/api/activities/status?tz=Europe/Bratislava', headers })).json();
    assert.deepEqual(
      list.results.map((a: { day: number; status: string }) => [a.day, a.status]),
      [
        [4, 'started'],
        [3, 'submitted'],
        [2, 'evaluated'],
        [1, 'evaluated'],
      ],
    );
    const dayOne = list.results[3];
    for (const section of dayOne.sections) {
      assert.equal(section.status, 'evaluated');
      assert.ok(section.score > 0 && section.score <= 1, String(section.score));
      const results = taskResults.parse(
        (await app.inject({ method: 'GET', url: `/api/activities/section/${section.section_id}/submissions`, headers })).json(),
      );
      assert.ok(results.length > 0);
    }
    const stats = (await app.inject({ method: 'GET', url: '/api/users/me/statistics?tz=Europe/Bratislava', headers })).json();
    assert.equal(stats.finished_sections, 9);
  });
});
