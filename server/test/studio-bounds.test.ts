import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { StudioDay } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { IN_SKIPPED_HOUR, OUTSIDE_YEARS } from '../src/modules/studio/calendar-checks';
import { createTestApp } from './helpers';
import { staffUser } from './staff-support';
import { dayNine, toSave as daySave } from './studio-support';
import { toSave as meetingSave, meetingForm } from './studio-meetings-support';
import { firstAuthorId, newsItem, studioClient, textPublication } from './studio-publications-support';
import { newSpeaker, toSave as speakerSave } from './studio-speakers-support';

/** One past the int4 the `version` columns hold. */
const TOO_BIG = 2_147_483_648;
/** The spring night of 2027 on the school's clock: 02:00–03:00 is skipped. */
const SKIPPED = '2027-03-28T02:30';

describe('studio: numbers, dates and times beyond what the school stores are 400s naming the field', () => {
  let app: FastifyInstance;
  let db: Db;
  let studio: ReturnType<typeof studioClient>;
  before(async () => {
    ({ app, db } = await createTestApp());
    studio = studioClient(app, (await staffUser(app, db, ['editor', 'admin'])).headers);
  });
  after(() => app.close());

  const created = async (url: string, body: object) => {
    const response = await studio.post(url, body);
    assert.equal(response.statusCode, 201, response.body);
    return response.json();
  };
  const refused = (
    response: { statusCode: number; body: string; json(): { field?: string; message: string } },
    field: string,
  ) => {
    assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
    assert.equal(response.json().field, field, response.body);
    return response.json().message;
  };

  it('a version beyond int4 on every route that names one (day, publication, news, meeting, speaker, author): 400 `version`', async () => {
    const day: StudioDay = await created('/studio/days', dayNine(null));
    const publication = await created('/studio/publications', textPublication(await firstAuthorId(db)));
    const news = await created('/studio/news', newsItem());
    const meeting = await created('/studio/meetings', meetingForm());
    const speaker = await created('/studio/speakers', newSpeaker());
    const author = await created('/studio/authors', { first_name: 'Mária', last_name: 'Nováková', photo_file_id: null });
    const version = { version: TOO_BIG };
    const { id: _p, ...publicationInput } = textPublication(await firstAuthorId(db)) as { id?: number };
    const calls: Array<[string, Promise<Parameters<typeof refused>[0]>]> = [
      ['PUT day', studio.put(`/studio/days/${day.id}`, { ...daySave(day), ...version })],
      ['publish day', studio.post(`/studio/days/${day.id}/publish`, version)],
      ['PUT publication', studio.put(`/studio/publications/${publication.id}`, { ...publicationInput, ...version })],
      ['publish publication', studio.post(`/studio/publications/${publication.id}/publish`, { ...version, publish_at: null })],
      ['withdraw publication', studio.post(`/studio/publications/${publication.id}/withdraw`, version)],
      ['PUT news', studio.put(`/studio/news/${news.id}`, { ...newsItem(), ...version })],
      ['publish news', studio.post(`/studio/news/${news.id}/publish`, { ...version, publish_at: null })],
      ['withdraw news', studio.post(`/studio/news/${news.id}/withdraw`, version)],
      ['cancel meeting', studio.post(`/studio/meetings/${meeting.id}/cancel`, version)],
      ['PUT meeting', studio.put(`/studio/meetings/${meeting.id}`, { ...meetingSave(meeting), ...version })],
      ['PUT speaker', studio.put(`/studio/speakers/${speaker.id}`, { ...speakerSave(speaker), ...version })],
      [
        'PUT author',
        studio.put(`/studio/authors/${author.id}`, {
          first_name: 'Mária',
          last_name: 'Nováková',
          photo_file_id: null,
          ...version,
        }),
      ],
    ];
    const answers = await Promise.all(calls.map(async ([name, call]) => [name, await call] as const));
    const wrong = answers.filter(([, r]) => r.statusCode !== 400 || r.json().field !== 'version');
    assert.deepEqual(
      wrong.map(([name, r]) => `${name}: ${r.statusCode} ${r.body}`),
      [],
    );
  });

  it('a series number beyond int4: 400 `sequence_order`, in Slovak', async () => {
    const response = await studio.post(
      '/studio/publications',
      textPublication(await firstAuthorId(db), { series_title: 'Slovenské rozprávky', sequence_order: TOO_BIG }),
    );
    assert.match(refused(response, 'sequence_order'), /Také číslo epizódy sa nedá uložiť/);
  });

  it('a meeting in the years 100–999 (or after 2100) is a 400 naming the field, and the meetings stay readable', async () => {
    for (const [starts_at, ends_at, field] of [
      ['0999-05-01T10:00', '0999-05-01T12:00', 'starts_at'],
      ['2101-01-02T10:00', '2101-01-02T12:00', 'starts_at'],
      [meetingForm().starts_at, '2101-01-02T12:00', 'ends_at'],
    ] as const) {
      const response = await studio.post('/studio/meetings', meetingForm({ starts_at, ends_at }));
      assert.equal(refused(response, field), OUTSIDE_YEARS);
    }
    const list = await studio.get('/studio/meetings');
    assert.equal(list.statusCode, 200, list.body);
  });

  it('a day released outside 2000–2100 and a speaker’s day off after 2100: 400 naming the field', async () => {
    assert.equal(
      refused(await studio.post('/studio/days', { ...dayNine(null), available_on: '1999-12-31' }), 'available_on'),
      OUTSIDE_YEARS,
    );
    assert.equal(
      refused(await studio.post('/studio/days', { ...dayNine(null), available_on: '0999-01-01' }), 'available_on'),
      OUTSIDE_YEARS,
    );
    assert.equal(
      refused(await studio.post('/studio/speakers', newSpeaker({ days_off: ['2101-01-01'] })), 'days_off.0'),
      OUTSIDE_YEARS,
    );
  });

  it('a time in the hour the spring change skips: 400 naming the field for a meeting’s start and end and a scheduled publish', async () => {
    assert.equal(
      refused(
        await studio.post('/studio/meetings', meetingForm({ starts_at: SKIPPED, ends_at: '2027-03-28T05:00' })),
        'starts_at',
      ),
      IN_SKIPPED_HOUR,
    );
    assert.equal(
      refused(await studio.post('/studio/meetings', meetingForm({ starts_at: '2027-03-28T01:00', ends_at: SKIPPED })), 'ends_at'),
      IN_SKIPPED_HOUR,
    );
    const news = await created('/studio/news', newsItem());
    const response = await studio.post(`/studio/news/${news.id}/publish`, { version: news.version, publish_at: SKIPPED });
    assert.equal(refused(response, 'publish_at'), IN_SKIPPED_HOUR);
    const publication = await created('/studio/publications', textPublication(await firstAuthorId(db)));
    const scheduled = await studio.post(`/studio/publications/${publication.id}/publish`, {
      version: publication.version,
      publish_at: SKIPPED,
    });
    assert.equal(refused(scheduled, 'publish_at'), IN_SKIPPED_HOUR);
    // The hour around it exists: 01:59 and 03:00 that night are ordinary times.
    const around = await studio.post(
      '/studio/meetings',
      meetingForm({ starts_at: '2027-03-28T01:59', ends_at: '2027-03-28T03:00' }),
    );
    assert.equal(around.statusCode, 201, around.body);
    assert.equal(around.json().starts_at, '2027-03-28T01:59');
    assert.equal(around.json().ends_at, '2027-03-28T03:00');
  });
});
