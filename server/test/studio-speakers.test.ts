import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { StudioSpeaker, StudioSpeakerSaveResult } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { authHeaders, createTestApp } from './helpers';
import { subscribedUser, type Tg } from './calls-support';
import { staffUser, type Headers } from './staff-support';
import { as, newSpeaker, NOW, slotStarts, THURSDAY, toSave, WEDNESDAY, wednesdayCall } from './studio-speakers-support';

describe('studio: speakers, their hours and days off', () => {
  let app: FastifyInstance;
  let db: Db;
  let editor: ReturnType<typeof as>;
  let learnerTg: Tg;
  let learner: Headers;
  before(async () => {
    ({ app, db } = await createTestApp({ clock: () => NOW }));
    const eva = await staffUser(app, db, ['editor'], undefined, { first_name: 'Eva', last_name: 'Editorová' });
    editor = as(app, eva.headers);
    learnerTg = await subscribedUser(app);
    learner = authHeaders(learnerTg);
  });
  after(() => app.close());

  async function created(overrides = {}): Promise<StudioSpeaker> {
    const res = await editor.post('/studio/speakers', newSpeaker(overrides));
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  }

  it('keeps learners out (403)', async () => {
    const res = await as(app, learner).get('/studio/speakers');
    assert.equal(res.statusCode, 403);
  });

  it("lists the demo seed's speakers, loaded through the studio's service (history: created)", async () => {
    const list = (await editor.get('/studio/speakers')).json();
    const katarina = list.results.find((s: { last_name: string }) => s.last_name === 'Horváthová');
    assert.ok(katarina, 'seeded speaker listed');
    assert.deepEqual(katarina.languages, ['slovenčina', 'angličtina']);
    const full: StudioSpeaker = (await editor.get(`/studio/speakers/${katarina.id}`)).json();
    assert.deepEqual(
      full.hours.filter((h) => h.weekday === 2),
      [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '14:00', end: '16:00' },
      ],
    );
    const history = (await editor.get(`/studio/speakers/${katarina.id}/history`)).json();
    assert.deepEqual(
      history.results.map((h: { action: string }) => h.action),
      ['created'],
    );
  });

  it("learners' slots follow the hours at once, and a day off removes that day's slots", async () => {
    const speaker = await created();
    assert.deepEqual(await slotStarts(app, learner, speaker.id, WEDNESDAY), ['10:00', '10:30', '11:00', '11:30']);
    assert.deepEqual(await slotStarts(app, learner, speaker.id, THURSDAY), []);

    const withThursday: StudioSpeakerSaveResult = (
      await editor.put(
        `/studio/speakers/${speaker.id}`,
        toSave(speaker, { hours: [...speaker.hours, { weekday: 4, start: '14:00', end: '15:00' }] }),
      )
    ).json();
    assert.deepEqual(await slotStarts(app, learner, speaker.id, THURSDAY), ['14:00', '14:30']);

    const res = await editor.put(`/studio/speakers/${speaker.id}`, toSave(withThursday.speaker, { days_off: [WEDNESDAY] }));
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().speaker.days_off, [WEDNESDAY]);
    assert.deepEqual(await slotStarts(app, learner, speaker.id, WEDNESDAY), []);
    assert.deepEqual(await slotStarts(app, learner, speaker.id, THURSDAY), ['14:00', '14:30']);
    // Nor can the day off be booked by a request made without the listing.
    const booking = await app.inject({
      method: 'POST',
      url: '/api/calls',
      headers: learner,
      payload: { speaker: speaker.id, ...wednesdayCall(10), comment: '' },
    });
    assert.equal(booking.statusCode, 400, booking.body);
    assert.equal(booking.json().field, 'start_dt');
  });

  it('reports the booked calls an edit collides with (date, time, first name), keeps them, and the learner still has the call', async () => {
    const speaker = await created({ username: 'jana_kolizia' });
    const booked = await app.inject({
      method: 'POST',
      url: '/api/calls',
      headers: learner,
      payload: { speaker: speaker.id, ...wednesdayCall(10), comment: 'Ahoj' },
    });
    assert.equal(booked.statusCode, 201, booked.body);
    const callId = booked.json().id as number;

    const narrower = { hours: [{ weekday: 3, start: '11:00', end: '12:00' }], days_off: [], hidden: false };
    const report = await editor.post(`/studio/speakers/${speaker.id}/collisions`, narrower);
    assert.equal(report.statusCode, 200, report.body);
    assert.deepEqual(report.json().results, [
      {
        call_id: callId,
        date: WEDNESDAY,
        start: '10:00',
        end: '10:30',
        start_dt: wednesdayCall(10).start_dt,
        learner_first_name: learnerTg.first_name,
        reason: 'hours',
      },
    ]);
    // Hours that still cover the call collide with nothing.
    const wider = await editor.post(`/studio/speakers/${speaker.id}/collisions`, {
      ...narrower,
      hours: [{ weekday: 3, start: '09:00', end: '12:00' }],
    });
    assert.deepEqual(wider.json().results, []);
    const dayOff = await editor.post(`/studio/speakers/${speaker.id}/collisions`, {
      ...narrower,
      hours: speaker.hours,
      days_off: [WEDNESDAY],
    });
    assert.equal(dayOff.json().results[0].reason, 'day_off');

    const saved = await editor.put(`/studio/speakers/${speaker.id}`, toSave(speaker, { hours: narrower.hours }));
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(
      saved.json().collisions.map((c: { call_id: number }) => c.call_id),
      [callId],
    );
    // The call stays: scheduled in the learner's list; the new hours offer only what they cover.
    const calls = (await app.inject({ method: 'GET', url: '/api/calls', headers: learner })).json();
    const call = calls.find((c: { id: number }) => c.id === callId);
    assert.equal(call?.status, 'scheduled');
    assert.deepEqual(await slotStarts(app, learner, speaker.id, WEDNESDAY), ['11:00', '11:30']);
    // The speaker's own list (staff) shows it too.
    const speakerUser = await staffUser(app, db, ['speaker'], speaker.id);
    const theirs = (await app.inject({ method: 'GET', url: '/api/staff/calls', headers: speakerUser.headers })).json();
    assert.ok(theirs.results.some((c: { id: number }) => c.id === callId));
    assert.deepEqual(theirs.hours, narrower.hours);
  });

  it('hiding a speaker stops new bookings and keeps the booked call and the history', async () => {
    const speaker = await created({ username: 'jana_skryta' });
    const booked = await app.inject({
      method: 'POST',
      url: '/api/calls',
      headers: learner,
      payload: { speaker: speaker.id, ...wednesdayCall(11), comment: '' },
    });
    assert.equal(booked.statusCode, 201, booked.body);
    const saved = await editor.put(`/studio/speakers/${speaker.id}`, toSave(speaker, { hidden: true }));
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().collisions[0].reason, 'hidden');
    const listed = (await app.inject({ method: 'GET', url: '/api/calls/speakers', headers: learner })).json();
    assert.ok(!listed.some((s: { id: number }) => s.id === speaker.id));
    const again = await app.inject({
      method: 'POST',
      url: '/api/calls',
      headers: learner,
      payload: { speaker: speaker.id, ...wednesdayCall(10), comment: '' },
    });
    assert.equal(again.statusCode, 400);
    const calls = (await app.inject({ method: 'GET', url: '/api/calls', headers: learner })).json();
    assert.equal(calls.find((c: { id: number }) => c.id === booked.json().id)?.status, 'scheduled');
    const history = (await editor.get(`/studio/speakers/${speaker.id}/history`)).json();
    assert.equal(history.results[0].summary, 'skrytý');
    assert.equal(history.results[0].by, 'Eva Editorová');
  });

  it('answers 400 naming the field: overlapping ranges, end before start, a day off in the past, a rate out of range', async () => {
    const speaker = await created({ username: 'jana_chyby' });
    const cases: Array<[object, string]> = [
      [
        {
          hours: [
            { weekday: 3, start: '10:00', end: '12:00' },
            { weekday: 3, start: '11:30', end: '13:00' },
          ],
        },
        'hours.1.start',
      ],
      [{ hours: [{ weekday: 2, start: '12:00', end: '11:00' }] }, 'hours.0.end'],
      [{ days_off: [THURSDAY, '2030-01-06'] }, 'days_off.1'],
      [{ price_per_hour: 501 }, 'price_per_hour'],
      [{ price_per_hour: -1 }, 'price_per_hour'],
      [{ first_name: ' ' }, 'first_name'],
    ];
    for (const [change, field] of cases) {
      const res = await editor.put(`/studio/speakers/${speaker.id}`, toSave(speaker, change));
      assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
      assert.equal(res.json().field, field);
    }
    // Nothing was stored by the refused saves.
    const after = (await editor.get(`/studio/speakers/${speaker.id}`)).json();
    assert.equal(after.version, speaker.version);
    assert.deepEqual(after.hours, speaker.hours);
  });

  it("a save from an older version gets 409 'Medzitým to upravil(a) …' naming who saved, and changes nothing", async () => {
    const speaker = await created({ username: 'jana_dvaja' });
    const first = await editor.put(`/studio/speakers/${speaker.id}`, toSave(speaker, { price_per_hour: 25 }));
    assert.equal(first.statusCode, 200, first.body);
    const second = await editor.put(`/studio/speakers/${speaker.id}`, toSave(speaker, { price_per_hour: 30 }));
    assert.equal(second.statusCode, 409);
    assert.match(second.json().message, /^Medzitým to upravil\(a\) Eva Editorová\./);
    assert.equal(second.json().field, 'version');
    const stored = (await editor.get(`/studio/speakers/${speaker.id}`)).json();
    assert.equal(stored.price_per_hour, 25);
    const history = (await editor.get(`/studio/speakers/${speaker.id}/history`)).json();
    assert.deepEqual(
      history.results.map((h: { version: number; summary: string }) => [h.version, h.summary]),
      [
        [2, 'sadzba'],
        [1, ''],
      ],
    );
  });
});
