import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { testBotConfig } from './bot-support';
import { FakeBotApi } from './fake-bot-api';
import { createTestApp, raceTest } from './helpers';
import { learnerAtBotTask, recordingsOf, startMessage, uniqueRecording, voiceMessage } from './speaking-support';

const SECRET = 'speaking-race-secret';

describe('speaking answers racing (PostgreSQL)', () => {
  let fake: FakeBotApi;
  let app: FastifyInstance;
  let db: Db;
  let update = 50_000;
  const deliver = (payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': SECRET },
      payload: { update_id: (update += 1), ...payload },
    });

  before(async () => {
    fake = await new FakeBotApi().start();
    ({ app, db } = await createTestApp({ bot: testBotConfig(fake, SECRET, { perChatSeconds: 0 }) }));
  });
  after(async () => {
    await app.close();
    await fake.close();
  });

  raceTest(
    'two voice messages for one task at once: one answer, the later message, whatever order the downloads end in',
    async () => {
      for (let round = 0; round < 4; round++) {
        const pupil = await learnerAtBotTask(app, db);
        await deliver(startMessage(pupil.sender, 1, `speak_${pupil.taskId}`));
        await app.bot.idle();
        const files = [10, 11].map((messageId) => {
          const file = { id: `race-${round}-${messageId}`, uniqueId: `race-unique-${round}-${messageId}` };
          fake.putFile(file.id, file.uniqueId, uniqueRecording());
          return { messageId, file };
        });
        // Both updates arrive together and are handled at once; so are both downloads (one claim).
        const answers = await Promise.all(
          files.map(({ messageId, file }) => deliver(voiceMessage(pupil.sender, messageId, file))),
        );
        assert.deepEqual(
          answers.map((a) => a.statusCode),
          [200, 200],
        );
        await app.bot.idle();
        await app.outbox.drain({ horizonMs: 1000 });

        const rows = await recordingsOf(db, pupil.id);
        assert.equal(rows.length, 2, JSON.stringify(rows));
        const stored = rows.filter((r) => r.status === 'stored');
        assert.equal(stored.length, 1, JSON.stringify(rows));
        assert.equal(Number(stored[0]!.message_id), 11, 'the later message is the answer');
        const other = rows.find((r) => r.status !== 'stored')!;
        assert.equal(other.status, 'replaced');
        assert.equal(other.blob, false, "the earlier message's bytes are not kept");
        const [progress] = await db.query<{ status: string }>(
          'SELECT status FROM section_progress WHERE user_id = $1 AND section_id = $2',
          [pupil.id, pupil.sectionId],
        );
        assert.equal(progress!.status, 'submitted');
        const submissions = await db.query('SELECT 1 FROM task_submissions WHERE user_id = $1 AND section_id = $2', [
          pupil.id,
          pupil.sectionId,
        ]);
        assert.equal(submissions.length, 1);
      }
    },
  );
});
