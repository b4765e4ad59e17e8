import { DEMO_USER } from '../auth/demo';
import { seedImage } from './images';
import type { StudioMeetingInput } from '@app/studio-contract';
import { newQrToken } from '../modules/meetings/index';
import { instantOf, localOf } from '../modules/studio/index';
import { createMeeting } from '../modules/studio/index';
import { SCHOOL_TIME_ZONE } from '../zone';
import { addDays, toLocal } from '@app/shared/domain';
import type { Queryable } from '../db/types';
import { MEETINGS, type SeedMeeting } from './meetings-content';

/** Pictures per meeting under /media/meetings/ (made by meetings-media.py); the first is the thumbnail. */
export const MEETING_IMAGES_PER_MEETING = 3;
export const meetingImageUrls = (slug: string) =>
  Array.from({ length: MEETING_IMAGES_PER_MEETING }, (_, i) => `/media/meetings/${slug}-${i + 1}.jpg`);

/**
 * The meeting as an editor would write it in the studio: local Slovak wall-clock time on a day
 * relative to the seed, so the demo always has past and upcoming meetings.
 */
export function meetingInput(item: SeedMeeting, photoFileIds: number[], now = new Date()): StudioMeetingInput {
  const today = toLocal(now, SCHOOL_TIME_ZONE).date;
  const starts_at = `${addDays(today, item.days_from_now)}T${item.time}`;
  const end = new Date(instantOf(starts_at, 'starts_at').getTime() + item.minutes * 60_000);
  return {
    title: item.title,
    subtitle: item.subtitle,
    subdescription: item.subdescription,
    description: item.description,
    format: item.format,
    place: item.place,
    link: item.meeting_link,
    starts_at,
    ends_at: localOf(end),
    capacity: item.capacity,
    price: item.price,
    registration_open: item.registration_open,
    categories: item.categories,
    photo_file_ids: photoFileIds,
  };
}

/** Through the studio's own service, so the seed passes the same checks as an editor's meeting. */
async function insertMeeting(db: Queryable, item: SeedMeeting): Promise<number> {
  const fileIds: number[] = [];
  for (const url of meetingImageUrls(item.slug)) {
    fileIds.push((await seedImage(db, url.replace(/^\/media\//, ''))).fileId);
  }
  const { id } = await createMeeting(db, { id: null }, meetingInput(item, fileIds), { slug: item.slug });
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
