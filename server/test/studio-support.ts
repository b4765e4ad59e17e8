import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import type { StudioDay, StudioDayInput, StudioDaySave, StudioSaveResult } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { learner } from './activities-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const MP3 = new URL('../media/activities/den-01-lucia.mp3', import.meta.url);

/** The form's save of a day as read (read-only counts and audio dropped). */
export const toSave = (day: StudioDay): StudioDaySave => ({
  version: day.version,
  available_on: day.available_on,
  sections: day.sections.map(({ audio: _a, opened: _o, ...s }) => ({
    ...s,
    tasks: s.tasks.map(({ answered: _n, versions: _v, ...t }) => t),
  })),
});

/** An editor uploads the demo's first recording; answers its file id. */
export async function uploadRecording(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/studio/media?name=stanica.mp3',
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: await readFile(MP3),
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().file_id;
}

/** Day 9 as an editor writes it: one task of each type. `audioFileId`: an uploaded recording. */
export function dayNine(audioFileId: number | null): StudioDayInput {
  return {
    available_on: '2025-09-09',
    sections: [
      {
        section_type: 'listening',
        title: 'Na stanici',
        text: 'Prepis: Vlak do Žiliny odchádza o ôsmej z tretej koľaje.',
        time_required: 2,
        audio_file_id: audioFileId,
        tasks: [
          {
            type: 'QuestionTask',
            instructions: 'Odpovedzte na otázky.',
            queries: [
              { question: 'Kam ide vlak?', options: ['Do Žiliny', 'Do Nitry'], accepted: ['Do Žiliny'] },
              { question: 'Z ktorej koľaje?', options: [], accepted: ['z tretej', 'tretia'] },
            ],
          },
          {
            type: 'EvaluationTask',
            instructions: 'Pravda, lož, alebo to nezaznelo?',
            statements: [
              { text: 'Vlak odchádza o ôsmej.', value: 'true' },
              { text: 'Vlak mešká.', value: 'not_stated' },
            ],
          },
        ],
      },
      {
        section_type: 'reading',
        title: 'Cestovanie',
        text: 'Cestujem vlakom. Lístok kúpim na stanici.',
        time_required: 3,
        audio_file_id: null,
        tasks: [
          {
            type: 'MatchingTask',
            instructions: 'Spojte slová.',
            pairs: [
              { left: 'vlak', right: 'train' },
              { left: 'lístok', right: 'ticket' },
            ],
          },
          {
            type: 'GapsTask',
            instructions: 'Doplňte.',
            text: 'Cestujem {gap1}. Lístok kúpim na {gap2}.',
            gaps: ['vlakom', 'stanici'],
            distractors: ['autom'],
          },
        ],
      },
      {
        section_type: 'speaking',
        title: 'Kúpte si lístok',
        text: 'Ste na stanici.',
        time_required: 2,
        audio_file_id: null,
        tasks: [
          {
            type: 'SpeakingTask',
            instructions: 'Nahrajte hlasovú správu.',
            prompt: 'Kúpte si lístok do Žiliny.',
            chat_url: 'https://t.me/slovencina_lektor',
          },
        ],
      },
    ],
  };
}

/**
 * A subscribed learner who walked the 8 published days (the last finished three days ago): the
 * course's next unlock has passed, so the next published day is theirs on their next request.
 */
export async function learnerWhoFinishedDayEight(app: FastifyInstance, db: Db) {
  const pupil = await learner(app, db);
  const days = await db.query<{ id: number }>(
    'SELECT id FROM activities WHERE published_at IS NOT NULL ORDER BY available_on, id LIMIT 8',
  );
  assert.equal(days.length, 8);
  const now = Date.now();
  for (const [i, day] of days.entries()) {
    const started = new Date(now - (11 - i) * DAY);
    await db.query('INSERT INTO user_activities (user_id, activity_id, started_at) VALUES ($1, $2, $3)', [
      pupil.id,
      day.id,
      started,
    ]);
    await db.query(
      `INSERT INTO section_progress (user_id, section_id, status, started_at, submitted_at)
       SELECT $1, s.id, 'submitted', $2, $3 FROM activity_sections s WHERE s.activity_id = $4`,
      [pupil.id, started, new Date(started.getTime() + 3_600_000), day.id],
    );
  }
  return pupil;
}

/** The API as one user calls it (`/api` prefixed). */
export const apiAs = (app: FastifyInstance, headers: Record<string, string>) => ({
  get: (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers }),
  post: (url: string, payload?: object) => app.inject({ method: 'POST', url: `/api${url}`, headers, payload }),
  put: (url: string, payload: object) => app.inject({ method: 'PUT', url: `/api${url}`, headers, payload }),
});

/** The last published day of the course (the demo's day 8). */
export async function lastPublishedDay(db: Db): Promise<number> {
  const [last] = await db.query<{ id: number }>(
    'SELECT id FROM activities WHERE published_at IS NOT NULL ORDER BY available_on DESC, id DESC LIMIT 1',
  );
  return Number(last!.id);
}

/** An editor's change of a published day, saved as its draft and published (what learners then get). */
export async function publishDayChange(
  studio: ReturnType<typeof apiAs>,
  dayId: number,
  change: (save: StudioDaySave) => void,
): Promise<void> {
  const save = toSave((await studio.get(`/studio/days/${dayId}`)).json() as StudioDay);
  change(save);
  const draft = await studio.put(`/studio/days/${dayId}`, save);
  assert.equal(draft.statusCode, 200, draft.body);
  const published = await studio.post(`/studio/days/${dayId}/draft/publish`, {
    version: (draft.json() as StudioSaveResult).day.version,
  });
  assert.equal(published.statusCode, 200, published.body);
}
