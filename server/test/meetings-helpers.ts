import type { Queryable } from '../src/db/types';
import { newQrToken } from '../src/modules/meetings/service';

export interface TestMeeting {
  title?: string;
  start: Date;
  capacity?: number;
  price?: number;
  registration_open?: boolean;
  format?: 'offline' | 'online';
}

let counter = 0;

/** A meeting made for one test (its own slug), with one category; returns its id. */
export async function insertMeeting(db: Queryable, meeting: TestMeeting): Promise<number> {
  counter += 1;
  const slug = `test-${Date.now()}-${counter}`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO meetings (slug, title, subtitle, subdescription, description, place, format, capacity, price,
                           registration_open, meeting_link, start_time, end_time)
     VALUES ($1, $2, 'Podnadpis', 'Krátky popis', 'Dlhý popis', 'Bratislava', $3, $4, $5, $6, $7, $8, $8::timestamptz + interval '1 hour')
     RETURNING id`,
    [
      slug,
      meeting.title ?? `Testovacie stretnutie ${counter}`,
      meeting.format ?? 'online',
      meeting.capacity ?? 10,
      meeting.price ?? 7.5,
      meeting.registration_open ?? true,
      `https://meet.jit.si/${slug}`,
      meeting.start,
    ],
  );
  return row!.id;
}

/** A seat sold at the venue (no user), taking capacity. */
export async function insertOutsideSeat(db: Queryable, meetingId: number): Promise<void> {
  await db.query(
    `INSERT INTO meeting_participations (meeting_id, first_name, status, qr_token) VALUES ($1, 'Hosť', 'joined', $2)`,
    [meetingId, newQrToken()],
  );
}

/** The 15th at noon UTC of the month `monthsAhead` months after this one: always in the future, mid-month in any zone. */
export function midMonth(monthsAhead: number, day = 15): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, day, 12));
}

export const validRegistration = { first_name: 'Ján', last_name: 'Kováč', email: 'jan.kovac@example.sk' };
