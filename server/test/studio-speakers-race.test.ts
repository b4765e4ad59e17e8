/**
 * A booking racing a studio edit of the speaker's hours (PostgreSQL only: PGlite runs one
 * transaction at a time). What matters: the editor is told of every booked call the new hours do
 * not cover. A booking that read the old hours before the save and inserted after the save's
 * report would be a call the editor never hears of; the speaker's row, locked by both, prevents it.
 */
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { StudioSpeaker, StudioSpeakerSaveResult } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { book, subscribedUser } from './calls-support';
import { createTestApp, onPostgres, raceTest } from './helpers';
import { staffUser } from './staff-support';
import { as, newSpeaker, NOW, toSave, wednesdayCall } from './studio-speakers-support';

const ROUNDS = 6;
const LEARNERS = 6;

describe('studio speaker races (PostgreSQL only)', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    if (onPostgres) ({ app, db } = await createTestApp({ clock: () => NOW }));
  });
  after(() => app?.close());

  raceTest(
    `${LEARNERS} learners booking 10:00–11:00 while an editor moves the hours to 11:00: every call booked there is in the save's report`,
    async (t) => {
      const editor = as(app, (await staffUser(app, db, ['editor'])).headers);
      let reported = 0;
      let refused = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const speaker: StudioSpeaker = (
          await editor.post('/studio/speakers', newSpeaker({ username: `race_speaker_${round}` }))
        ).json();
        const learners = await Promise.all(Array.from({ length: LEARNERS }, () => subscribedUser(app)));
        // Two lanes of bookings one after another, so the save lands among them (some before it,
        // some after, and the ones at the crossing race it).
        const lane = async (from: number) => {
          const answers = [];
          for (let i = from; i < LEARNERS; i += 2)
            answers.push(await book(app, learners[i]!, { speaker: speaker.id, ...wednesdayCall(10, i * 10, 10) }));
          return answers;
        };
        const [save, even, odd] = await Promise.all([
          editor.put(
            `/studio/speakers/${speaker.id}`,
            toSave(speaker, { hours: [{ weekday: 3, start: '11:00', end: '12:00' }] }),
          ),
          lane(0),
          lane(1),
        ]);
        const bookings = [...even, ...odd];
        assert.equal(save!.statusCode, 200, save!.body);
        const result: StudioSpeakerSaveResult = save!.json();
        for (const booking of bookings) assert.ok([201, 400, 409].includes(booking.statusCode), booking.body);
        const stored = await db.query<{ id: number }>(
          "SELECT id FROM calls WHERE speaker_id = $1 AND status = 'scheduled' ORDER BY id",
          [speaker.id],
        );
        assert.deepEqual(
          result.collisions.map((c) => c.call_id).sort((a, b) => a - b),
          stored.map((row) => row.id),
          'every call booked in the removed hour is reported by the save',
        );
        reported += stored.length;
        refused += bookings.filter((b) => b.statusCode !== 201).length;
      }
      t.diagnostic(`${ROUNDS} rounds: ${reported} calls booked and reported, ${refused} bookings refused after the edit`);
    },
  );
});
