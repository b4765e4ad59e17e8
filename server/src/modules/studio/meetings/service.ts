import { randomBytes } from 'node:crypto';
import type {
  StudioMeeting,
  StudioMeetingCancelResult,
  StudioMeetingInput,
  StudioMeetingList,
  StudioMeetingListItem,
  StudioMeetingSave,
  StudioMeetingSaveResult,
  StudioMeetingState,
} from '@app/studio-contract';
import type { Queryable } from '../../../db/types';
import { badRequest, conflict, notFound } from '../../../errors';
import { endRegistrationsOfCancelled, insertMeeting, markMeetingCancelled, updateMeeting } from '../../meetings/index';
import { settleCancelledMeeting, type RefundQueue } from '../../payments/index';
import { inTransaction, type Actor } from '../days';
import { recordChange, editedMeanwhile } from '../history';
import { checkMeeting, localOf, mapLink, type CheckedMeeting } from './checks';
import { SCHOOL_TIME_ZONE } from '../../../zone';
import { changesOf, noticeCancelled, noticeChanged, type MeetingFacts } from './notices';
import { meetingText } from './text';

export const MEETING_ITEM = 'meeting';

interface MeetingRow extends MeetingFacts {
  id: number;
  subtitle: string;
  subdescription: string;
  description: string;
  capacity: number;
  price: string | number;
  registration_open: boolean;
  version: number;
  updated_at: Date;
  updated_by: string | null;
  cancelled_at: Date | null;
  thumbnail_url: string | null;
  joined: number;
  pending: number;
}

const COUNTS_SQL = `
  (SELECT count(*)::int FROM meeting_participations p WHERE p.meeting_id = m.id AND p.status = 'joined') AS joined,
  (SELECT count(*)::int FROM meeting_participations p WHERE p.meeting_id = m.id AND p.status = 'pending') AS pending`;

const ROW_SQL = `
  SELECT m.id, m.title, m.subtitle, m.subdescription, m.description, m.format, m.place, m.meeting_link AS link,
         m.start_time, m.end_time, m.capacity, m.price, m.registration_open, m.version, m.updated_at, m.cancelled_at,
         nullif(trim(u.first_name || ' ' || u.last_name), '') AS updated_by, thumb.file_url AS thumbnail_url, ${COUNTS_SQL}
  FROM meetings m LEFT JOIN users u ON u.id = m.updated_by LEFT JOIN files thumb ON thumb.id = m.thumbnail_file_id`;

function stateOf(row: Pick<MeetingRow, 'cancelled_at' | 'end_time'>, now: Date): StudioMeetingState {
  if (row.cancelled_at) return 'cancelled';
  return row.end_time <= now ? 'past' : 'upcoming';
}

const seatsTaken = (row: Pick<MeetingRow, 'joined' | 'pending'>) => row.joined + row.pending;

async function findRow(db: Queryable, id: number, lock = false): Promise<MeetingRow> {
  // FOR UPDATE cannot take the outer joins' rows: lock the meeting alone first.
  if (lock) await db.query('SELECT id FROM meetings WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<MeetingRow>(`${ROW_SQL} WHERE m.id = $1`, [id]);
  if (!row) throw notFound(`Meeting ${id} not found`);
  return row;
}

/** GET /studio/meetings/{id}: the meeting as the editor's form reads it. */
export async function getStudioMeeting(db: Queryable, id: number, now = new Date()): Promise<StudioMeeting> {
  const row = await findRow(db, id);
  const categories = await db.query<{ title: string }>(
    `SELECT c.title FROM meeting_category_links l JOIN meeting_categories c ON c.id = l.category_id
     WHERE l.meeting_id = $1 ORDER BY l.position, c.id`,
    [id],
  );
  const photos = await db.query<{ file_id: number; url: string }>(
    `SELECT f.id AS file_id, f.file_url AS url FROM meeting_files mf JOIN files f ON f.id = mf.file_id
     WHERE mf.meeting_id = $1 ORDER BY mf.position, f.id`,
    [id],
  );
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    subdescription: row.subdescription,
    description: row.description,
    format: row.format,
    place: row.place,
    // The map search made for an offline meeting's place is not something the editor typed.
    link: row.format === 'offline' && row.link === mapLink(row.place) ? '' : row.link,
    starts_at: localOf(row.start_time),
    ends_at: localOf(row.end_time),
    capacity: row.capacity,
    price: Number(row.price),
    registration_open: row.registration_open,
    categories: categories.map((c) => c.title),
    photo_file_ids: photos.map((p) => p.file_id),
    photos,
    state: stateOf(row, now),
    zone: SCHOOL_TIME_ZONE,
    version: row.version,
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    participants: { joined: row.joined, pending: row.pending },
  };
}

/** GET /studio/meetings: upcoming (soonest first), past and cancelled (latest first), with their registrations. */
export async function listStudioMeetings(db: Queryable, now = new Date()): Promise<StudioMeetingList> {
  const rows = await db.query<MeetingRow>(`${ROW_SQL} ORDER BY m.start_time, m.id`);
  const list: StudioMeetingList = { zone: SCHOOL_TIME_ZONE, upcoming: [], past: [], cancelled: [] };
  for (const row of rows) {
    const state = stateOf(row, now);
    const item: StudioMeetingListItem = {
      id: row.id,
      title: row.title,
      state,
      starts_at: localOf(row.start_time),
      ends_at: localOf(row.end_time),
      format: row.format,
      place: row.place,
      capacity: row.capacity,
      price: Number(row.price),
      participants: { joined: row.joined, pending: row.pending },
      thumbnail_url: row.thumbnail_url,
    };
    list[state].push(item);
  }
  list.past.reverse();
  list.cancelled.reverse();
  return list;
}

/** Photos must be uploaded images; 400 naming the photo otherwise. */
async function checkPhotos(tx: Queryable, fileIds: number[]): Promise<void> {
  if (fileIds.length === 0) return;
  const found = await tx.query<{ id: number }>(`SELECT id FROM files WHERE id = ANY($1::bigint[]) AND file_type = 'image'`, [
    fileIds,
  ]);
  const known = new Set(found.map((f) => Number(f.id)));
  const missing = fileIds.findIndex((id) => !known.has(id));
  if (missing >= 0) throw badRequest('Fotka sa nenašla: nahrajte ju znova.', `photo_file_ids.${missing}`);
}

async function writeLinks(tx: Queryable, id: number, checked: CheckedMeeting, photoIds: number[]): Promise<void> {
  await tx.query('DELETE FROM meeting_category_links WHERE meeting_id = $1', [id]);
  for (const [position, title] of checked.categories.entries()) {
    const [category] = await tx.query<{ id: number }>(
      `INSERT INTO meeting_categories (title) VALUES ($1) ON CONFLICT (title) DO UPDATE SET title = EXCLUDED.title RETURNING id`,
      [title],
    );
    await tx.query('INSERT INTO meeting_category_links (meeting_id, category_id, position) VALUES ($1, $2, $3)', [
      id,
      category!.id,
      position,
    ]);
  }
  await tx.query('DELETE FROM meeting_files WHERE meeting_id = $1', [id]);
  for (const [position, fileId] of photoIds.entries()) {
    await tx.query('INSERT INTO meeting_files (meeting_id, file_id, position) VALUES ($1, $2, $3)', [id, fileId, position]);
  }
}

const summaryOf = (input: StudioMeetingInput) => `${input.title.trim()}, ${input.starts_at.replace('T', ' ')}`;

/**
 * POST /studio/meetings (and the demo seed, with its `slug` for idempotence): a new meeting. One
 * that has already ended when it is written (the seed's past meetings) had no door to keep, so the
 * no-show job leaves it alone.
 */
export async function createMeeting(
  db: Queryable,
  actor: Actor,
  input: StudioMeetingInput,
  options: { slug?: string; now?: Date } = {},
): Promise<StudioMeeting> {
  const checked = checkMeeting(input);
  const now = options.now ?? new Date();
  const id = await inTransaction(db, async (tx) => {
    await checkPhotos(tx, input.photo_file_ids);
    const row = {
      id: await insertMeeting(
        tx,
        {
          slug: options.slug ?? `studio-${randomBytes(8).toString('hex')}`,
          title: input.title.trim(),
          subtitle: input.subtitle.trim(),
          subdescription: input.subdescription.trim(),
          description: input.description,
          place: input.place.trim(),
          format: input.format,
          capacity: input.capacity,
          price: input.price,
          registration_open: input.registration_open,
          meeting_link: checked.link,
          thumbnail_file_id: input.photo_file_ids[0] ?? null,
          start_time: checked.start,
          end_time: checked.end,
        },
        { id: actor.id, now },
      ),
    };
    await writeLinks(tx, row!.id, checked, input.photo_file_ids);
    await recordChange(tx, {
      itemType: MEETING_ITEM,
      itemId: row!.id,
      version: 1,
      action: 'created',
      summary: summaryOf(input),
      actor,
    });
    return row!.id;
  });
  return getStudioMeeting(db, id, now);
}

/** The 409 of a write that started from an older version (or of a cancelled meeting). */
function refuseStale(row: MeetingRow, version: number): void {
  if (row.cancelled_at) throw conflict('Stretnutie je zrušené; už sa nedá upravovať.', 'version');
  if (row.version !== version) throw editedMeanwhile(row.updated_by);
}

/**
 * PUT /studio/meetings/{id}: saves the form from the version it was read at. Under the meeting's
 * row lock (the one a registration takes), so capacity is checked against the seats really taken:
 * never below them (400 `capacity`). Participants are told what changed for them (time, place,
 * link, format, title, description), one message each per edit.
 */
export async function saveMeeting(
  db: Queryable,
  actor: Actor,
  id: number,
  save: StudioMeetingSave,
  now = new Date(),
): Promise<StudioMeetingSaveResult> {
  const { version, ...input } = save;
  const checked = checkMeeting(input);
  const outcome = await inTransaction(db, async (tx) => {
    const before = await findRow(tx, id, true);
    refuseStale(before, version);
    const taken = seatsTaken(before);
    if (input.capacity < taken)
      throw badRequest(`Prihlásených je už ${taken}; kapacita nemôže byť menšia (najmenej ${taken}).`, 'capacity');
    await checkPhotos(tx, input.photo_file_ids);
    const after: MeetingFacts = {
      title: input.title.trim(),
      description: input.description,
      subtitle: input.subtitle.trim(),
      subdescription: input.subdescription.trim(),
      format: input.format,
      place: input.place.trim(),
      link: checked.link,
      start_time: checked.start,
      end_time: checked.end,
    };
    await updateMeeting(
      tx,
      id,
      {
        title: after.title,
        subtitle: after.subtitle,
        subdescription: after.subdescription,
        description: after.description,
        place: after.place,
        format: after.format,
        capacity: input.capacity,
        price: input.price,
        registration_open: input.registration_open,
        meeting_link: after.link,
        thumbnail_file_id: input.photo_file_ids[0] ?? null,
        start_time: after.start_time,
        end_time: after.end_time,
      },
      { id: actor.id, now },
    );
    await writeLinks(tx, id, checked, input.photo_file_ids);
    const changes = changesOf(before, after);
    const summary = changes.length
      ? `Zmenené pre prihlásených: ${changes.map((c) => meetingText.fields[c]).join(', ')}`
      : summaryOf(input);
    await recordChange(tx, { itemType: MEETING_ITEM, itemId: id, version: version + 1, action: 'saved', summary, actor });
    const notified = changes.length ? await noticeChanged(tx, id, version + 1, before, after, changes) : 0;
    return { notified, changed: changes.map((c) => meetingText.fields[c]) };
  });
  return { meeting: await getStudioMeeting(db, id, now), ...outcome };
}

/**
 * POST /studio/meetings/{id}/cancel: in one transaction the meeting is marked cancelled (the
 * conditional UPDATE … WHERE cancelled_at IS NULL AND version = $v lets exactly one request do it,
 * whichever instance it reaches), every live registration ends, pending payments are released,
 * paid ones refunded through the outbox, and each participant gets one message. A retry or a
 * second editor gets 409 and nothing is told or refunded twice.
 */
export async function cancelMeeting(
  db: Queryable,
  actor: Actor,
  id: number,
  version: number,
  refunds: RefundQueue,
  now = new Date(),
): Promise<StudioMeetingCancelResult> {
  const outcome = await inTransaction(db, async (tx) => {
    if (!(await markMeetingCancelled(tx, { id, version, now, by: actor.id }))) {
      const row = await findRow(tx, id);
      if (row.cancelled_at) throw conflict('Stretnutie už je zrušené.', 'version');
      refuseStale(row, version);
    }
    const meeting = await findRow(tx, id);
    const seats = await tx.query<{ payment_id: number | null }>(
      `SELECT payment_id FROM meeting_participations WHERE meeting_id = $1 AND status IN ('joined', 'pending') AND payment_id IS NOT NULL`,
      [id],
    );
    const { refunded, released } = await settleCancelledMeeting(
      tx,
      seats.map((s) => Number(s.payment_id)),
      refunds,
      now,
    );
    // Pending ones were cancelled by the release above; both kinds read as ended by the meeting.
    const ended = await endRegistrationsOfCancelled(tx, { meetingId: id, now, releasedPayments: released });
    await recordChange(tx, {
      itemType: MEETING_ITEM,
      itemId: id,
      version: version + 1,
      action: 'cancelled',
      summary: `Zrušené; prihlásených ${ended.length}, vrátených platieb ${refunded.size}`,
      actor,
    });
    const notified = await noticeCancelled(
      tx,
      id,
      meeting,
      ended.flatMap((e) =>
        e.user_id === null
          ? []
          : [{ userId: Number(e.user_id), stars: e.payment_id ? refunded.get(Number(e.payment_id)) : undefined }],
      ),
    );
    return { notified, refunds: refunded.size };
  });
  return { meeting: await getStudioMeeting(db, id, now), ...outcome };
}
