import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { learner, type Tg } from './activities-fixtures';
import { authHeaders, newTelegramUser } from './helpers';

export type Headers = Record<string, string>;

/** A user who has opened the app (exists in the database) and holds the given granted roles. */
export async function staffUser(app: FastifyInstance, db: Db, roles: string[], speakerId?: number, overrides: Partial<Tg> = {}) {
  const tg = newTelegramUser(overrides);
  const headers = authHeaders(tg);
  // Opening the app (any authenticated request) creates the user; staff need no subscription.
  const me = await app.inject({ method: 'GET', url: '/api/users/me', headers });
  assert.equal(me.statusCode, 200, me.body);
  const id = me.json().id as number;
  for (const role of roles) {
    await db.query('INSERT INTO staff_roles (user_id, role, speaker_id) VALUES ($1, $2, $3)', [
      id,
      role,
      role === 'speaker' ? speakerId : null,
    ]);
  }
  return { tg, id, headers };
}

/** A subscribed learner who has submitted day 1's speaking section (waiting for a teacher). */
export async function learnerWithSpeaking(app: FastifyInstance, db: Db, overrides: Partial<Tg> = {}) {
  const pupil = await learner(app, db, overrides);
  const get = (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: pupil.headers });
  const today = (await get('/activities/today?tz=UTC')).json();
  const speaking = today.activity.sections.find((s: { section_type: string }) => s.section_type === 'speaking')
    .section_id as number;
  const section = (await get(`/activities/section/${speaking}`)).json();
  const task = section.tasks.find((t: { concrete_type: string }) => t.concrete_type === 'SpeakingTask');
  const submitted = await app.inject({
    method: 'POST',
    url: `/api/activities/submit?section_id=${speaking}`,
    headers: pupil.headers,
    payload: [{ task_id: task.id, task_type: 'SpeakingTask', data: { is_skipped: false } }],
  });
  assert.equal(submitted.statusCode, 200, submitted.body);
  return { ...pupil, speaking, taskId: task.id as number };
}

/** A meeting (ends an hour after it starts) with start relative to now. */
export async function meetingAt(db: Db, startOffsetMs: number, title = 'Stretnutie pri dverách'): Promise<number> {
  const start = new Date(Date.now() + startOffsetMs);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO meetings (slug, title, place, format, capacity, price, meeting_link, start_time, end_time)
     VALUES ($1, $2, 'Bratislava', 'offline', 50, 5, 'https://example.sk/mapa', $3, $3::timestamptz + interval '1 hour')
     RETURNING id`,
    [`staff-test-${Math.random().toString(36).slice(2)}`, title, start],
  );
  return row!.id;
}

/** A participation of a fresh app user in a meeting with the given status; answers its id and token. */
export async function ticket(
  db: Db,
  meetingId: number,
  status: 'joined' | 'pending' | 'cancelled' | 'no-show' = 'joined',
  userId?: number,
) {
  const uid =
    userId ??
    (
      await db.query<{ id: number }>(
        `INSERT INTO users (telegram_id, first_name, last_name, username) VALUES ($1, 'Eva', 'Malá', $2) RETURNING id`,
        [900_000_000 + Math.floor(Math.random() * 90_000_000), `eva_${Math.random().toString(36).slice(2, 8)}`],
      )
    )[0]!.id;
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO meeting_participations (meeting_id, user_id, first_name, last_name, status, qr_token)
     VALUES ($1, $2, 'Eva', 'Malá', $3, $4) RETURNING id`,
    [meetingId, uid, status, token],
  );
  return { id: row!.id, token, userId: uid };
}
