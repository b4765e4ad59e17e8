/**
 * Meetings in the studio on PostgreSQL: a cancellation reaching two server instances (and
 * retried) tells and refunds exactly once; an editor lowering capacity while learners register
 * never leaves more people than seats.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { StudioMeeting } from '@app/studio-contract';
import { subscribedUser } from './calls-support';
import { FakeBotApi } from './fake-bot-api';
import { raceTest } from './helpers';
import { register } from './payments-support';
import { staffUser } from './staff-support';
import { chargedSeat, meetingForm, toSave } from './studio-meetings-support';
import { twoInstances } from './two-instances';

describe('studio meetings on PostgreSQL', () => {
  raceTest(
    'a cancellation sent to two instances four times at once: one lands; each participant gets one message and the paid seat one refund, with both workers running and a refund retried',
    async () => {
      const fake = await new FakeBotApi().start();
      const cluster = await twoInstances(fake, { perSecond: 1000, seeded: true, tuning: { backoffMs: 20 } });
      try {
        const [one, two] = cluster.apps as [(typeof cluster.apps)[0], (typeof cluster.apps)[0]];
        const db = cluster.db;
        const editor = await staffUser(one, db, ['editor'], undefined, { first_name: 'Eva', last_name: 'Editorová' });
        const created = await one.inject({
          method: 'POST',
          url: '/api/studio/meetings',
          headers: editor.headers,
          payload: meetingForm({ price: 4 }),
        });
        assert.equal(created.statusCode, 201, created.body);
        const meeting: StudioMeeting = created.json();
        const paid = await chargedSeat(one, db, meeting.id, true);
        const unpaid = await chargedSeat(two, db, meeting.id, false);
        const free = await subscribedUser(two);
        assert.equal((await register(two, free, meeting.id)).json().status, 'joined');
        // Telegram answers the first refund with a 500: the outbox retries it.
        fake.fail('refundStarPayment', { code: 500 });

        const answers = await Promise.all(
          [one, two, one, two].map((app) =>
            app.inject({
              method: 'POST',
              url: `/api/studio/meetings/${meeting.id}/cancel`,
              headers: editor.headers,
              payload: { version: meeting.version },
            }),
          ),
        );
        assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409, 409, 409]);

        for (const app of cluster.apps) app.outbox.start();
        const cancelTexts = (chat: number) =>
          fake
            .callsOf('sendMessage')
            .filter((c) => Number(c.params.chat_id) === chat && /je zrušené/.test(String(c.params.text)));
        const refundsOf = (status: number) =>
          fake
            .callsOf('refundStarPayment')
            .filter((c) => c.params.telegram_payment_charge_id === `charge-${paid.paymentId}` && c.status === status);
        await fake.until(
          () =>
            fake.callsOf('refundStarPayment').length >= 2 &&
            [paid.tg, unpaid.tg, free].every((tg) => cancelTexts(tg.id).length >= 1),
          30_000,
        );
        for (const app of cluster.apps) await app.outbox.stop();
        await one.outbox.drain();

        for (const tg of [paid.tg, unpaid.tg, free]) assert.equal(cancelTexts(tg.id).length, 1, `one message to ${tg.id}`);
        assert.equal(refundsOf(500).length, 1, 'the first attempt failed');
        assert.equal(refundsOf(200).length, 1, 'refunded once');
        const [payment] = await db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [paid.paymentId]);
        assert.equal(payment!.status, 'refunded');
        const history = await db.query(
          `SELECT 1 FROM studio_history WHERE item_type = 'meeting' AND item_id = $1 AND action = 'cancelled'`,
          [meeting.id],
        );
        assert.equal(history.length, 1);
      } finally {
        await cluster.close();
        await fake.close();
      }
    },
  );

  raceTest('lowering capacity while learners register: the seats taken never exceed the capacity stored', async () => {
    const fake = await new FakeBotApi().start();
    const cluster = await twoInstances(fake, { perSecond: 1000, seeded: true });
    try {
      const [one, two] = cluster.apps as [(typeof cluster.apps)[0], (typeof cluster.apps)[0]];
      const db = cluster.db;
      const editor = await staffUser(one, db, ['editor']);
      for (let round = 0; round < 4; round++) {
        const created = await one.inject({
          method: 'POST',
          url: '/api/studio/meetings',
          headers: editor.headers,
          payload: meetingForm({ price: 0, capacity: 6 }),
        });
        const meeting: StudioMeeting = created.json();
        for (let i = 0; i < 3; i++) assert.equal((await register(one, await subscribedUser(one), meeting.id)).statusCode, 201);
        const learners = await Promise.all([1, 2, 3].map(() => subscribedUser(two)));
        const [save, ...registrations] = await Promise.all([
          one.inject({
            method: 'PUT',
            url: `/api/studio/meetings/${meeting.id}`,
            headers: editor.headers,
            payload: toSave(meeting, { capacity: 4 }),
          }),
          ...learners.map((tg, i) => register(i % 2 ? one : two, tg, meeting.id)),
        ]);
        const [stored] = await db.query<{ capacity: number; taken: number }>(
          `SELECT m.capacity, (SELECT count(*)::int FROM meeting_participations p WHERE p.meeting_id = m.id AND p.status <> 'cancelled') AS taken
           FROM meetings m WHERE m.id = $1`,
          [meeting.id],
        );
        assert.ok(stored!.taken <= stored!.capacity, `${stored!.taken} people for ${stored!.capacity} seats`);
        const joined = registrations.filter((r) => r.statusCode === 201).length;
        if (save!.statusCode === 200) {
          assert.equal(stored!.capacity, 4);
          assert.ok(joined <= 1);
        } else {
          assert.equal(save!.statusCode, 400, save!.body);
          assert.equal(save!.json().field, 'capacity');
          assert.equal(stored!.capacity, 6);
          assert.ok(joined >= 2, 'the save lost only because the seats were taken first');
        }
      }
    } finally {
      await cluster.close();
      await fake.close();
    }
  });
});
