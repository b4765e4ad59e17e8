import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { StudioDay } from '@app/studio-contract';
import { FakeBotApi } from './fake-bot-api';
import { raceTest } from './helpers';
import { staffUser } from './staff-support';
import { dayNine, learnerWhoFinishedDayEight, uploadRecording } from './studio-support';
import { twoInstances } from './two-instances';

describe('studio: the waiting learners told of a new day, two instances on PostgreSQL', () => {
  raceTest(
    'a day published from both instances at once: each waiting learner gets one message from the two workers',
    async () => {
      const fake = await new FakeBotApi().start();
      const cluster = await twoInstances(fake, { perSecond: 1000, seeded: true });
      try {
        const [one, two] = cluster.apps as [(typeof cluster.apps)[0], (typeof cluster.apps)[0]];
        const db = cluster.db;
        const editors = [await staffUser(one, db, ['editor']), await staffUser(two, db, ['editor'])];
        const waiting = [];
        for (let i = 0; i < 6; i++) waiting.push(await learnerWhoFinishedDayEight(one, db));
        const quiet = await learnerWhoFinishedDayEight(one, db);
        const off = await two.inject({
          method: 'PATCH',
          url: '/api/users/me/settings',
          headers: quiet.headers,
          payload: { notify_on_new_tasks: false },
        });
        assert.equal(off.statusCode, 200);

        const audio = await uploadRecording(one, editors[0]!.headers);
        const draft: StudioDay = (
          await one.inject({
            method: 'POST',
            url: '/api/studio/days',
            headers: editors[0]!.headers,
            payload: dayNine(audio),
          })
        ).json();
        for (const app of cluster.apps) app.outbox.start();
        const answers = await Promise.all(
          [one, two].map((app, i) =>
            app.inject({
              method: 'POST',
              url: `/api/studio/days/${draft.id}/publish`,
              headers: editors[i]!.headers,
              payload: { version: draft.version },
            }),
          ),
        );
        assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409]);

        const sent = () => fake.callsOf('sendMessage').filter((c) => String(c.params.text).startsWith('Ďalšia aktivita (deň 9)'));
        await fake.until(() => sent().length >= waiting.length, 30_000);
        for (const app of cluster.apps) await app.outbox.stop();
        for (const app of cluster.apps) await app.outbox.drain();

        const chats = sent().map((c) => c.params.chat_id);
        assert.deepEqual(
          [...chats].sort(),
          waiting.map((w) => w.tg.id).sort(),
          'every waiting learner once, none twice, nobody else',
        );
        assert.ok(!chats.includes(quiet.tg.id));
        const rows = await db.query<{ status: string; claimed_by: string | null }>(
          `SELECT status, claimed_by FROM outbox WHERE subject = $1 ORDER BY user_id`,
          [`activity:${draft.id}`],
        );
        assert.equal(rows.length, waiting.length + 1);
        assert.equal(rows.filter((r) => r.status === 'sent').length, waiting.length);
        assert.equal(rows.filter((r) => r.status === 'skipped').length, 1);
      } finally {
        await cluster.close();
        await fake.close();
      }
    },
  );
});
