import { DEMO_USER } from '../auth/demo';
import { ensureFile } from '../modules/files/service';
import { newQrToken, QUOTA_TIME_ZONE } from '../modules/meetings/service';
import type { Queryable } from '../db/types';
import { MEETINGS, type SeedMeeting } from './meetings-content';

/** Pictures per meeting under /media/meetings/ (made by meetings-media.py); the first is the thumbnail. */
export const MEETING_IMAGES_PER_MEETING = 3;
export const meetingImageUrls = (slug: string) =>
  Array.from({ length: MEETING_IMAGES_PER_MEETING }, (_, i) => `/media/meetings/${slug}-${i + 1}.jpg`);

async function ensureCategory(db: Queryable, title: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO meeting_categories (title) VALUES ($1)
     ON CONFLICT (title) DO UPDATE SET title = EXCLUDED.title RETURNING id`,
    [title],
  );
  return row!.id;
}

async function insertMeeting(db: Queryable, item: SeedMeeting): Promise<number> {
  const fileIds: number[] = [];
  for (const url of meetingImageUrls(item.slug)) {
    fileIds.push(
      await ensureFile(db, { file_type: 'image', file_url: url, original_filename: url.split('/').pop()!, is_primary: false }),
    );
  }
  // Local Slovak wall-clock time on a day relative to the seed, so the demo always has past and upcoming meetings.
  const [meeting] = await db.query<{ id: number }>(
    `WITH t AS (
       SELECT ((date_trunc('day', now() AT TIME ZONE '${QUOTA_TIME_ZONE}') + make_interval(days => $11) + $12::time)
               AT TIME ZONE '${QUOTA_TIME_ZONE}') AS start_time
     )
     INSERT INTO meetings (slug, title, subtitle, subdescription, description, place, format, capacity, price,
                           registration_open, meeting_link, thumbnail_file_id, start_time, end_time, no_shows_settled_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $13, $14, t.start_time, t.start_time + make_interval(mins => $15),
            -- A meeting seeded in the past had no door to keep: the no-show job leaves its participants as seeded.
            CASE WHEN t.start_time + make_interval(mins => $15) <= now() THEN now() END
     FROM t
     RETURNING id`,
    [
      item.slug,
      item.title,
      item.subtitle,
      item.subdescription,
      item.description,
      item.place,
      item.format,
      item.capacity,
      item.price,
      item.registration_open,
      item.days_from_now,
      item.time,
      item.meeting_link,
      fileIds[0],
      item.minutes,
    ],
  );
  const id = meeting!.id;
  for (const [position, title] of item.categories.entries()) {
    await db.query('INSERT INTO meeting_category_links (meeting_id, category_id, position) VALUES ($1, $2, $3)', [
      id,
      await ensureCategory(db, title),
      position,
    ]);
  }
  for (const [position, fileId] of fileIds.entries()) {
    await db.query('INSERT INTO meeting_files (meeting_id, file_id, position) VALUES ($1, $2, $3)', [id, fileId, position]);
  }
  for (const seat of item.outside_seats) {
    await db.query(
      `INSERT INTO meeting_participations (meeting_id, user_id, first_name, last_name, status, qr_token)
       VALUES ($1, NULL, $2, $3, 'joined', $4)`,
      [id, seat.first_name, seat.last_name, newQrToken()],
    );
  }
  return id;
}

/** Demo mode: Emma's past registrations, so 'Zúčastnené' and the no-show button have something to show. */
async function seedDemoParticipation(db: Queryable, meetingId: number, status: 'joined' | 'no-show'): Promise<void> {
  const [emma] = await db.query<{ id: number; email: string | null }>('SELECT id, email FROM users WHERE telegram_id = $1', [
    DEMO_USER.id,
  ]);
  if (!emma) return;
  await db.query(
    `INSERT INTO meeting_participations (meeting_id, user_id, first_name, last_name, email, status, is_included, qr_token)
     SELECT $1, $2, $3, $4, $5, $6, false, $7
     WHERE NOT EXISTS (SELECT 1 FROM meeting_participations WHERE meeting_id = $1 AND user_id = $2)`,
    [meetingId, emma.id, DEMO_USER.first_name, DEMO_USER.last_name, emma.email ?? '', status, newQrToken()],
  );
}

/**
 * The meetings the product ships with (always, like the blog), idempotent by slug: a meeting that
 * exists is left as it is. Must run before the news, which points at the first upcoming meeting.
 */
export async function seedMeetings(db: Queryable, options: { demo: boolean }): Promise<void> {
  for (const item of MEETINGS) {
    const [existing] = await db.query<{ id: number }>('SELECT id FROM meetings WHERE slug = $1', [item.slug]);
    const id = existing?.id ?? (await insertMeeting(db, item));
    if (options.demo && item.demo_status && !existing) await seedDemoParticipation(db, id, item.demo_status);
  }
}
