import type {
  StudioHistory,
  StudioSpeaker,
  StudioSpeakerCollisionQuery,
  StudioSpeakerCollisions,
  StudioSpeakerInput,
  StudioSpeakerList,
  StudioSpeakerSave,
  StudioSpeakerSaveResult,
} from '@app/studio-contract';
import { SCHOOL_TIME_ZONE } from '../../../zone';
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../../db/types';
import { notFound } from '../../../errors';
import { hhmm, toLocal, timeToMinutes } from '@app/shared/domain';
import { inTransaction, type Actor } from '../days';
import { itemHistory, recordChange, editedMeanwhile } from '../history';
import { photoUrlOf } from '../photo';
import { checkSpeaker } from './checks';
import { bookedAhead, collisionsOf } from './collisions';

const ITEM = 'speaker';

interface SpeakerRow {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  bio: string;
  photo_url: string | null;
  photo_file_id: number | null;
  languages: string[];
  price_per_hour: string | number;
  is_active: boolean;
  time_zone: string;
  version: number;
  updated_at: Date;
  updated_by: string | null;
  staff_user: string | null;
  upcoming_calls: number;
}

const SPEAKER_SQL = `
  SELECT s.id, s.first_name, s.last_name, s.username, s.bio, s.photo_url, s.photo_file_id, s.languages,
         s.price_per_hour, s.is_active, s.time_zone, s.version, s.updated_at,
         nullif(trim(u.first_name || ' ' || u.last_name), '') AS updated_by,
         (SELECT nullif(trim(su.first_name || ' ' || su.last_name), '') FROM staff_roles r JOIN users su ON su.id = r.user_id
          WHERE r.speaker_id = s.id) AS staff_user,
         (SELECT count(*)::int FROM calls c WHERE c.speaker_id = s.id AND c.status = 'scheduled' AND c.start_dt > $1) AS upcoming_calls
  FROM speakers s LEFT JOIN users u ON u.id = s.updated_by`;

/** The school's calendar day on the speaker's clock. */
const todayOn = (zone: string, now: Date) => toLocal(now, zone).date;

/** GET /studio/speakers: everyone, hidden ones too, in the learners' order. */
export async function listStudioSpeakers(db: Queryable, now: Date): Promise<StudioSpeakerList> {
  const rows = await db.query<SpeakerRow>(`${SPEAKER_SQL} ORDER BY s.sort_order, s.id`, [now]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      photo_url: row.photo_url,
      languages: row.languages,
      price_per_hour: Number(row.price_per_hour),
      hidden: !row.is_active,
      upcoming_calls: row.upcoming_calls,
    })),
  };
}

/** GET /studio/speakers/{id}: the speaker as the editor's form reads it (days off from today on). */
export async function getStudioSpeaker(db: Queryable, id: number, now: Date): Promise<StudioSpeaker> {
  const [row] = await db.query<SpeakerRow>(`${SPEAKER_SQL} WHERE s.id = $2`, [now, id]);
  if (!row) throw notFound(`Speaker ${id} not found`);
  const [hours, daysOff] = await Promise.all([
    db.query<{ weekday: number; start_time: string; end_time: string }>(
      `SELECT weekday, start_time::text AS start_time, end_time::text AS end_time FROM speaker_availability
       WHERE speaker_id = $1 ORDER BY weekday, start_time`,
      [id],
    ),
    db.query<{ day: string }>('SELECT day::text AS day FROM speaker_days_off WHERE speaker_id = $1 AND day >= $2 ORDER BY day', [
      id,
      todayOn(row.time_zone, now),
    ]),
  ]);
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    bio: row.bio,
    photo_file_id: row.photo_file_id,
    photo_url: row.photo_url,
    languages: row.languages,
    price_per_hour: Number(row.price_per_hour),
    hidden: !row.is_active,
    hours: hours.map((h) => ({
      weekday: h.weekday,
      start: hhmm(timeToMinutes(h.start_time)),
      end: timeToMinutes(h.end_time) === 1440 ? '24:00' : hhmm(timeToMinutes(h.end_time)),
    })),
    days_off: daysOff.map((d) => d.day),
    time_zone: row.time_zone,
    version: row.version,
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by,
    staff_user: row.staff_user,
    upcoming_calls: row.upcoming_calls,
  };
}

async function storedDaysOff(db: Queryable, id: number): Promise<Set<string>> {
  const rows = await db.query<{ day: string }>('SELECT day::text AS day FROM speaker_days_off WHERE speaker_id = $1', [id]);
  return new Set(rows.map((row) => row.day));
}

/** Weekly ranges and the days off from today on are replaced; past days off stay as they were. */
async function writeSchedule(tx: Queryable, id: number, input: StudioSpeakerInput, today: string): Promise<void> {
  await tx.query('DELETE FROM speaker_availability WHERE speaker_id = $1', [id]);
  for (const range of input.hours) {
    await tx.query('INSERT INTO speaker_availability (speaker_id, weekday, start_time, end_time) VALUES ($1, $2, $3, $4)', [
      id,
      range.weekday,
      range.start,
      range.end,
    ]);
  }
  await tx.query('DELETE FROM speaker_days_off WHERE speaker_id = $1 AND day >= $2 AND NOT (day = ANY ($3::date[]))', [
    id,
    today,
    input.days_off,
  ]);
  for (const day of input.days_off) {
    await tx.query('INSERT INTO speaker_days_off (speaker_id, day) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, day]);
  }
}

const normalized = (input: StudioSpeakerInput): StudioSpeakerInput => ({
  ...input,
  first_name: input.first_name.trim(),
  last_name: input.last_name.trim(),
  username: input.username.trim().replace(/^@/, ''),
  bio: input.bio.trim(),
  languages: input.languages.map((language) => language.trim()),
  days_off: input.days_off,
});

export interface CreateOptions {
  /** The demo seed's stable key (idempotent loads); the studio's speakers get a random one. */
  slug?: string;
  /** The demo seed's photos are files of the app, not uploads. */
  photoUrl?: string;
}

/** POST /studio/speakers, and the demo seed's speakers: a new speaker at the end of the list. */
export async function createSpeaker(
  db: Queryable,
  actor: Actor,
  raw: StudioSpeakerInput,
  now: Date,
  options: CreateOptions = {},
): Promise<StudioSpeaker> {
  const input = normalized(raw);
  checkSpeaker(input, todayOn(SCHOOL_TIME_ZONE, now), new Set());
  const id = await inTransaction(db, async (tx) => {
    const photoUrl = options.photoUrl ?? (await photoUrlOf(tx, input.photo_file_id));
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO speakers (slug, first_name, last_name, username, bio, photo_url, photo_file_id, languages, time_zone,
                             price_per_hour, is_active, sort_order, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10, $11, (SELECT coalesce(max(sort_order), 0) + 1 FROM speakers), $12)
       RETURNING id`,
      [
        options.slug ?? `studio-${randomUUID()}`,
        input.first_name,
        input.last_name,
        input.username,
        input.bio,
        photoUrl,
        input.photo_file_id,
        input.languages,
        SCHOOL_TIME_ZONE,
        input.price_per_hour,
        !input.hidden,
        actor.id,
      ],
    );
    await writeSchedule(tx, row!.id, input, todayOn(SCHOOL_TIME_ZONE, now));
    await recordChange(tx, { itemType: ITEM, itemId: row!.id, version: 1, action: 'created', summary: '', actor });
    return row!.id;
  });
  return getStudioSpeaker(db, id, now);
}

/** What a save changed, in the editor's words, for the history. */
function summaryOf(before: StudioSpeaker, after: StudioSpeakerInput): string {
  const parts: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (
    !same(
      [before.first_name, before.last_name, before.username, before.bio, before.photo_file_id, before.languages],
      [after.first_name, after.last_name, after.username, after.bio, after.photo_file_id, after.languages],
    )
  )
    parts.push('profil');
  if (before.price_per_hour !== after.price_per_hour) parts.push('sadzba');
  if (!same(before.hours, after.hours)) parts.push('hodiny');
  if (!same([...before.days_off].sort(), [...after.days_off].sort())) parts.push('voľné dni');
  if (before.hidden !== after.hidden) parts.push(after.hidden ? 'skrytý' : 'znova zobrazený');
  return parts.join(', ');
}

/**
 * PUT /studio/speakers/{id}: from the version the editor read (409 'Medzitým to upravil(a) …'
 * otherwise). Booked calls are never touched: the answer lists those the new hours, days off or
 * hiding no longer cover, computed inside the save's transaction, after the speaker's row is
 * locked, so a booking that raced the save is either in this list or was refused.
 */
export async function saveSpeaker(
  db: Db,
  actor: Actor,
  id: number,
  raw: StudioSpeakerSave,
  now: Date,
): Promise<StudioSpeakerSaveResult> {
  const before = await getStudioSpeaker(db, id, now);
  const input = normalized(raw);
  const today = todayOn(before.time_zone, now);
  checkSpeaker(input, today, await storedDaysOff(db, id));
  const collisions = await db.transaction(async (tx) => {
    const photoUrl = input.photo_file_id === before.photo_file_id ? before.photo_url : await photoUrlOf(tx, input.photo_file_id);
    const moved = await tx.query(
      `UPDATE speakers SET first_name = $3, last_name = $4, username = $5, bio = $6, photo_url = $7, photo_file_id = $8,
              languages = $9::text[], price_per_hour = $10, is_active = $11, version = version + 1, updated_at = now(), updated_by = $12
       WHERE id = $1 AND version = $2 RETURNING id`,
      [
        id,
        raw.version,
        input.first_name,
        input.last_name,
        input.username,
        input.bio,
        photoUrl,
        input.photo_file_id,
        input.languages,
        input.price_per_hour,
        !input.hidden,
        actor.id,
      ],
    );
    if (moved.length === 0) {
      const [row] = await tx.query<{ by: string | null }>(
        `SELECT nullif(trim(u.first_name || ' ' || u.last_name), '') AS by FROM speakers s LEFT JOIN users u ON u.id = s.updated_by
         WHERE s.id = $1`,
        [id],
      );
      if (!row) throw notFound(`Speaker ${id} not found`);
      throw editedMeanwhile(row.by);
    }
    await writeSchedule(tx, id, input, today);
    await recordChange(tx, {
      itemType: ITEM,
      itemId: id,
      version: raw.version + 1,
      action: 'saved',
      summary: summaryOf(before, input),
      actor,
    });
    return collisionsOf(await bookedAhead(tx, id, now), input, before.time_zone);
  });
  return { speaker: await getStudioSpeaker(db, id, now), collisions };
}

/** POST /studio/speakers/{id}/collisions: what saving these hours would collide with; nothing is saved. */
export async function speakerCollisions(
  db: Queryable,
  id: number,
  proposal: StudioSpeakerCollisionQuery,
  now: Date,
): Promise<StudioSpeakerCollisions> {
  const [speaker] = await db.query<{ time_zone: string }>('SELECT time_zone FROM speakers WHERE id = $1', [id]);
  if (!speaker) throw notFound(`Speaker ${id} not found`);
  return { results: collisionsOf(await bookedAhead(db, id, now), proposal, speaker.time_zone) };
}

export async function speakerHistory(db: Queryable, id: number, now: Date): Promise<StudioHistory> {
  await getStudioSpeaker(db, id, now);
  return itemHistory(db, ITEM, id);
}
