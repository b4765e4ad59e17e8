import { DEMO_USER } from '../auth/demo';
import { freeSlots } from '@app/calls-contract/rules';
import { addDays, fromLocal, monthOf, timeToMinutes, toLocal } from '@app/shared/domain';
import type { Queryable } from '../db/types';
import { createSpeaker } from '../modules/studio/index';

import { SCHOOL_TIME_ZONE } from '../zone';

interface SeedSpeaker {
  slug: string;
  first_name: string;
  last_name: string;
  username: string;
  photo: string;
  price_per_hour: number;
  languages: string[];
  /** ISO weekday, from, to on the speaker's clock (Europe/Bratislava). */
  hours: Array<[number, string, string]>;
}

const weekdays = (from: string, to: string, days: number[]) => days.map((day): [number, string, string] => [day, from, to]);

/** Five Slovak speakers with different weekly hours, so the calendar differs between them. */
export const SPEAKERS: SeedSpeaker[] = [
  {
    slug: 'katarina-horvathova',
    first_name: 'Katarína',
    last_name: 'Horváthová',
    username: 'katka_hovori_po_slovensky',
    photo: 'katarina-horvathova.svg',
    price_per_hour: 24,
    languages: ['slovenčina', 'angličtina'],
    hours: [...weekdays('09:00', '12:00', [1, 2, 3, 4, 5]), ...weekdays('14:00', '16:00', [2, 4])],
  },
  {
    slug: 'marek-kovac',
    first_name: 'Marek',
    last_name: 'Kováč',
    username: 'marek_kovac_sk',
    photo: 'marek-kovac.svg',
    price_per_hour: 30,
    languages: ['slovenčina', 'angličtina', 'nemčina'],
    hours: [...weekdays('16:00', '20:00', [1, 3, 5]), [6, '10:00', '13:00']],
  },
  {
    slug: 'zuzana-balakova',
    first_name: 'Zuzana',
    last_name: 'Baláková',
    username: 'zuzka_balakova',
    photo: 'zuzana-balakova.svg',
    price_per_hour: 27,
    languages: ['slovenčina', 'angličtina'],
    hours: [...weekdays('13:00', '18:00', [2, 4]), [7, '18:00', '21:00']],
  },
  {
    slug: 'peter-simko',
    first_name: 'Peter',
    last_name: 'Šimko',
    username: 'peter_simko_lektor',
    photo: 'peter-simko.svg',
    price_per_hour: 18,
    languages: ['slovenčina', 'ukrajinčina'],
    hours: weekdays('07:00', '09:00', [1, 2, 3, 4, 5, 6, 7]),
  },
  {
    slug: 'lucia-vargova',
    first_name: 'Lucia',
    last_name: 'Vargová',
    username: 'lucia_vargova_sk',
    photo: 'lucia-vargova.svg',
    price_per_hour: 24,
    languages: ['slovenčina', 'angličtina', 'španielčina'],
    hours: weekdays('19:00', '22:00', [1, 2, 3, 4, 5, 6]),
  },
];

/**
 * Through the studio's createSpeaker, as an editor would add them (the same checks), once per slug:
 * a speaker edited in the studio keeps the edit across restarts.
 */
async function seedSpeakers(db: Queryable, now: Date): Promise<void> {
  for (const speaker of SPEAKERS) {
    const [exists] = await db.query('SELECT 1 FROM speakers WHERE slug = $1', [speaker.slug]);
    if (exists) continue;
    await createSpeaker(
      db,
      { id: null },
      {
        first_name: speaker.first_name,
        last_name: speaker.last_name,
        username: speaker.username,
        bio: '',
        photo_file_id: null,
        languages: speaker.languages,
        price_per_hour: speaker.price_per_hour,
        hidden: false,
        hours: speaker.hours.map(([weekday, start, end]) => ({ weekday, start, end })),
        days_off: [],
      },
      now,
      { slug: speaker.slug, photoUrl: `/media/calls/${speaker.photo}` },
    );
  }
}

/**
 * Emma's history, once (when she has no call yet): a completed paid call three weeks ago, linked
 * to the 'Hovor s Katarínou Horváthovou' payment of her demo history and waiting for a review, and
 * a scheduled call a few days ahead (open chat, cancel) that uses her plan's call of that month.
 * So another booking that month shows a price, and cancelling the scheduled one (24 h or more
 * ahead) gives the plan's call back: the demo shows both. No payment is added to her history.
 */
async function seedDemoCalls(db: Queryable, now: Date): Promise<void> {
  const [emma] = await db.query<{ id: number; calls: number }>(
    'SELECT u.id, (SELECT count(*)::int FROM calls c WHERE c.user_id = u.id) AS calls FROM users u WHERE u.telegram_id = $1',
    [DEMO_USER.id],
  );
  if (!emma || emma.calls > 0) return;
  const speakers = await db.query<{ id: number; slug: string; first_name: string; last_name: string; price_per_hour: number }>(
    `SELECT id, slug, first_name, last_name, price_per_hour FROM speakers WHERE slug IN ('katarina-horvathova', 'marek-kovac')`,
  );
  const katarina = speakers.find((s) => s.slug === 'katarina-horvathova');
  const marek = speakers.find((s) => s.slug === 'marek-kovac');
  if (!katarina || !marek) return;

  // Completed: 21 days ago, 10:00–10:30 Bratislava time, 12 € (the demo payment of that day).
  const pastDay = addDays(toLocal(now, SCHOOL_TIME_ZONE).date, -21);
  const pastStart = fromLocal(pastDay, 10 * 60, SCHOOL_TIME_ZONE);
  const pastEnd = new Date(pastStart.getTime() + 30 * 60_000);
  const [payment] = await db.query<{ id: number }>(
    `SELECT id FROM payments WHERE user_id = $1 AND kind = 'call' AND title = 'Hovor s Katarínou Horváthovou' ORDER BY id LIMIT 1`,
    [emma.id],
  );
  await db.query(
    `INSERT INTO calls (user_id, speaker_id, start_dt, end_dt, comment, status, is_included, quota_month, price, payment_id, created_at)
     VALUES ($1, $2, $3, $4, $5, 'scheduled', false, $6, 12, $7, $3::timestamptz - interval '2 days')`,
    [
      emma.id,
      katarina.id,
      pastStart,
      pastEnd,
      'Chcela by som si precvičiť rozhovor v obchode.',
      monthOf(pastStart, SCHOOL_TIME_ZONE),
      payment?.id ?? null,
    ],
  );

  // Scheduled: Marek's first free 20-minute slot three or more days ahead.
  const windows = await db.query<{ weekday: number; start_time: string; end_time: string }>(
    'SELECT weekday, start_time::text AS start_time, end_time::text AS end_time FROM speaker_availability WHERE speaker_id = $1',
    [marek.id],
  );
  const availability = windows.map((w) => ({
    weekday: w.weekday,
    start_minutes: timeToMinutes(w.start_time),
    end_minutes: timeToMinutes(w.end_time),
  }));
  for (let ahead = 3; ahead < 14; ahead += 1) {
    const date = addDays(toLocal(now, SCHOOL_TIME_ZONE).date, ahead);
    const [slot] = freeSlots({
      windows: availability,
      speakerZone: SCHOOL_TIME_ZONE,
      date,
      userZone: SCHOOL_TIME_ZONE,
      duration: 20,
      now,
      busy: [],
    });
    if (!slot) continue;
    const start = new Date(slot.start_dt);
    await db.query(
      `INSERT INTO calls (user_id, speaker_id, start_dt, end_dt, comment, status, is_included, quota_month, price)
       VALUES ($1, $2, $3, $4, $5, 'scheduled', true, $6, 0)`,
      [
        emma.id,
        marek.id,
        start,
        new Date(slot.end_dt),
        'Rada by som sa porozprávala o slovenských Vianociach.',
        monthOf(start, SCHOOL_TIME_ZONE),
      ],
    );
    return;
  }
}

/** Speakers always (the product needs them); Emma's calls in demo mode, once. */
export async function seedCalls(db: Queryable, options: { demo: boolean; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  await seedSpeakers(db, now);
  if (options.demo) await seedDemoCalls(db, now);
}
