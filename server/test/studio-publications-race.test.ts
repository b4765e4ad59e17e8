import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { StudioPublication } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { createPublication, publishPublication } from '../src/modules/studio/publications/publications';
import { FakeBotApi } from './fake-bot-api';
import { createTestApp, raceTest } from './helpers';
import { staffUser } from './staff-support';
import { firstAuthorId, studioClient, textPublication } from './studio-publications-support';
import { twoInstances } from './two-instances';

describe('studio publication races (PostgreSQL only)', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp()));
  after(() => app.close());

  raceTest(
    '8 editors saving (or publishing) one publication from the same version: one lands, seven get 409 naming the winner; one history row per version',
    async () => {
      const editors = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          staffUser(app, db, ['editor'], undefined, { first_name: `Editor${i}`, last_name: 'Test' }),
        ),
      );
      const authorId = await firstAuthorId(db);
      for (let round = 0; round < 3; round++) {
        const created = await studioClient(app, editors[0]!.headers).post('/studio/publications', textPublication(authorId));
        const pub: StudioPublication = created.json();
        const answers = await Promise.all(
          editors.map((e, i) =>
            // Half save, half publish: both move the same version on.
            i % 2 === 0
              ? studioClient(app, e.headers).put(`/studio/publications/${pub.id}`, {
                  ...textPublication(authorId, { title: `Verzia ${i}` }),
                  version: pub.version,
                })
              : studioClient(app, e.headers).post(`/studio/publications/${pub.id}/publish`, {
                  version: pub.version,
                  publish_at: null,
                }),
          ),
        );
        const ok = answers.flatMap((a, i) => (a.statusCode === 200 ? [i] : []));
        assert.equal(ok.length, 1, answers.map((a) => `${a.statusCode} ${a.body}`).join('\n'));
        const winner = ok[0]!;
        for (const [i, a] of answers.entries()) {
          if (i === winner) continue;
          assert.equal(a.statusCode, 409, a.body);
          assert.match(a.json().message, new RegExp(`^Medzitým to upravil\\(a\\) Editor${winner} Test`));
        }
        const [stored] = await db.query<{ title: string; version: number; live: boolean }>(
          'SELECT title, version, published_at IS NOT NULL AS live FROM publications WHERE id = $1',
          [pub.id],
        );
        assert.deepEqual(stored, {
          title: winner % 2 === 0 ? `Verzia ${winner}` : 'Ako sa povie káva?',
          version: pub.version + 1,
          live: winner % 2 === 1,
        });
        const history = await db.query<{ version: number }>(
          "SELECT version FROM studio_history WHERE item_type = 'publication' AND item_id = $1 ORDER BY version",
          [pub.id],
        );
        assert.deepEqual(
          history.map((h) => h.version),
          [1, 2],
        );
      }
    },
  );
});

describe('studio publications going live with two server instances (PostgreSQL only)', () => {
  raceTest(
    'a scheduled publication whose time came is announced once per learner while both instances sweep and send',
    async () => {
      const fake = await new FakeBotApi().start();
      const cluster = await twoInstances(fake, { perSecond: 1000 });
      try {
        const [a, b] = cluster.apps as [FastifyInstance, FastifyInstance];
        await a.outbox.drain(); // the bot's first sweep: from now on, what goes live is news
        await cluster.db.query(
          `INSERT INTO users (telegram_id, first_name) SELECT 880000000 + g, 'Učiaci sa ' || g FROM generate_series(1, 6) g`,
        );
        const [{ id: authorId }] = (await cluster.db.query<{ id: number }>(
          "INSERT INTO blog_authors (first_name, last_name) VALUES ('Jana', 'Kováčová') RETURNING id",
        )) as [{ id: number }];
        const editor = { id: null };
        const draft = await createPublication(cluster.db, editor, textPublication(authorId, { title: 'Dve inštancie' }));
        const scheduled = await publishPublication(
          cluster.db,
          editor,
          draft.id,
          { version: draft.version, publish_at: null },
          { at: new Date(Date.now() + 60 * 60 * 1000) },
        );
        assert.equal(scheduled.state, 'scheduled');
        await Promise.all([a.outbox.drain(), b.outbox.drain()]);
        assert.equal(fake.callsOf('sendMessage').filter((c) => /Dve inštancie/.test(String(c.params.text))).length, 0);

        // Its time comes (the clock moves on by an hour for it, to the database's now).
        await cluster.db.query('UPDATE publications SET published_at = now() WHERE id = $1', [draft.id]);
        await Promise.all([a.outbox.drain(), b.outbox.drain(), a.outbox.drain(), b.outbox.drain()]);
        const sent = fake.callsOf('sendMessage').filter((c) => /Dve inštancie/.test(String(c.params.text)));
        assert.equal(sent.length, 6, 'one message per learner');
        assert.equal(new Set(sent.map((c) => c.params.chat_id)).size, 6, 'no learner twice');
      } finally {
        await cluster.close();
        await fake.close();
      }
    },
  );
});
