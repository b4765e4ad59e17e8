import type {
  StudioGoLive,
  StudioItemState,
  StudioPublication,
  StudioPublicationInput,
  StudioPublicationList,
  StudioPublicationSave,
} from '@app/studio-contract';
import type { Queryable } from '../../../db/types';
import { publish } from '../../events/index';
import { inTransaction, type Actor } from '../days';
import { checkPublication, readingMinutes } from './checks';
import { SCHOOL_TIME_ZONE } from '../../../zone';
import { bump, goLive, readState, record, stateColumns, stateWire, withdraw, type StateRow } from './lifecycle';
import { readTranscript, STUDIO_TRANSCRIPT_SQL, storeTranscript } from './transcript';

type PublicationRow = StateRow & {
  title: string;
  type: StudioPublication['type'];
  description: string;
  content: string;
  duration: number;
  author_id: number;
  series_title: string;
  sequence_order: number | null;
  categories: string[];
  thumbnail_file_id: number | null;
  thumbnail_url: string | null;
  thumbnail_name: string | null;
  audio_file_id: number | null;
  audio_url: string | null;
  audio_name: string | null;
  audio_seconds: string | null;
  video_file_id: number | null;
  video_url: string | null;
  video_name: string | null;
  video_seconds: string | null;
};

/** The publication's primary file of `type` (its recording or its video), with the upload's duration. */
const primaryMedia = (type: 'audio' | 'video', alias: string) => `LEFT JOIN LATERAL (
       SELECT f.id, f.file_url, f.original_filename, m.duration_seconds AS seconds
       FROM publication_files pf JOIN files f ON f.id = pf.file_id LEFT JOIN media_blobs m ON f.file_url = '/api/media/' || m.hash
       WHERE pf.publication_id = p.id AND f.file_type = '${type}' ORDER BY f.is_primary DESC, pf.position, f.id LIMIT 1) ${alias} ON true`;
const mediaRef = (id: number | null, url: string | null, name: string | null, seconds: string | null) =>
  id === null ? null : { file_id: id, url: url!, filename: name!, duration_seconds: seconds === null ? null : Number(seconds) };

const CATEGORY_TITLES = `COALESCE((SELECT json_agg(c.title ORDER BY pc.position, c.id) FROM publication_categories pc
  JOIN blog_categories c ON c.id = pc.category_id WHERE pc.publication_id = p.id), '[]'::json)`;

/** GET /studio/publications/{id}: the publication as the editor's form reads it. */
export async function getStudioPublication(db: Queryable, id: number): Promise<StudioPublication> {
  const [row] = await db.query<PublicationRow>(
    `SELECT ${stateColumns('p')}, p.title, p.type, p.description, p.content, p.duration, p.author_id,
            coalesce(bs.title, '') AS series_title, p.sequence_order, ${CATEGORY_TITLES} AS categories,
            thumb.id AS thumbnail_file_id, thumb.file_url AS thumbnail_url, thumb.original_filename AS thumbnail_name,
            au.id AS audio_file_id, au.file_url AS audio_url, au.original_filename AS audio_name, au.seconds AS audio_seconds,
            vi.id AS video_file_id, vi.file_url AS video_url, vi.original_filename AS video_name, vi.seconds AS video_seconds
     FROM publications p
     LEFT JOIN users u ON u.id = p.updated_by
     LEFT JOIN blog_series bs ON bs.id = p.series_id
     LEFT JOIN files thumb ON thumb.id = p.thumbnail_file_id
     ${primaryMedia('audio', 'au')}
     ${primaryMedia('video', 'vi')}
     WHERE p.id = $1`,
    [id],
  );
  if (!row) await readState(db, 'publications', id); // 404
  const p = row!;
  return {
    ...stateWire(p),
    title: p.title,
    type: p.type,
    description: p.description,
    content: p.content,
    duration: p.duration,
    author_id: p.author_id,
    series_title: p.series_title,
    sequence_order: p.sequence_order,
    categories: p.categories,
    thumbnail_file_id: p.thumbnail_file_id,
    thumbnail:
      p.thumbnail_file_id === null ? null : { file_id: p.thumbnail_file_id, url: p.thumbnail_url!, filename: p.thumbnail_name! },
    audio_file_id: p.audio_file_id,
    audio: mediaRef(p.audio_file_id, p.audio_url, p.audio_name, p.audio_seconds),
    video_file_id: p.video_file_id,
    video: mediaRef(p.video_file_id, p.video_url, p.video_name, p.video_seconds),
    transcript: await readTranscript(db, id),
  };
}

/** GET /studio/publications: every publication (drafts, scheduled, withdrawn too), newest first; `state` filters. */
export async function listStudioPublications(db: Queryable, state?: StudioItemState): Promise<StudioPublicationList> {
  const rows = await db.query<
    StateRow & { title: string; type: StudioPublication['type']; thumbnail_url: string | null; categories: string[] }
  >(
    `SELECT * FROM (
       SELECT ${stateColumns('p')}, p.title, p.type, thumb.file_url AS thumbnail_url, ${CATEGORY_TITLES} AS categories,
              coalesce(p.published_at, p.updated_at) AS sort_at
       FROM publications p LEFT JOIN users u ON u.id = p.updated_by LEFT JOIN files thumb ON thumb.id = p.thumbnail_file_id
     ) x WHERE $1::text IS NULL OR x.state = $1 ORDER BY x.sort_at DESC, x.id DESC`,
    [state ?? null],
  );
  const authors = await db.query<{ id: number; name: string; photo_url: string | null }>(
    `SELECT id, trim(first_name || ' ' || last_name) AS name, photo_url FROM blog_authors ORDER BY last_name, first_name, id`,
  );
  return {
    results: rows.map((r) => ({
      ...stateWire(r),
      title: r.title,
      type: r.type,
      thumbnail_url: r.thumbnail_url,
      categories: r.categories,
    })),
    authors,
    time_zone: SCHOOL_TIME_ZONE,
  };
}

/** What only the demo seed passes: its stable key, files it attaches as they are, an audio's length. */
export interface SeedExtras {
  slug?: string;
  /** Files attached after the studio's own (images in order, a PDF transcript). */
  attachments?: number[];
  /** Running time of an audio or video file that is not an upload (no stored duration). */
  seconds?: number;
}

/** Writes the form's fields, categories, recording and transcript; sets the minutes learners see. */
async function writePublication(tx: Queryable, actor: Actor, id: number, input: StudioPublicationInput, extras: SeedExtras) {
  let seriesId: number | null = null;
  const series = input.series_title.trim();
  if (series) {
    await tx.query('INSERT INTO blog_series (title) VALUES ($1) ON CONFLICT (title) DO NOTHING', [series]);
    [{ id: seriesId }] = (await tx.query<{ id: number }>('SELECT id FROM blog_series WHERE title = $1', [series])) as [
      { id: number },
    ];
  }
  await tx.query(
    `UPDATE publications SET title = $2, type = $3, description = $4, content = $5, thumbnail_file_id = $6, author_id = $7,
       series_id = $8, sequence_order = $9 WHERE id = $1`,
    [
      id,
      input.title.trim(),
      input.type,
      input.description.trim(),
      input.content,
      input.thumbnail_file_id,
      input.author_id,
      seriesId,
      series ? input.sequence_order : null,
    ],
  );

  await tx.query('DELETE FROM publication_categories WHERE publication_id = $1', [id]);
  for (const [position, raw] of input.categories.entries()) {
    const title = raw.trim();
    await tx.query('INSERT INTO blog_categories (title) VALUES ($1) ON CONFLICT (title) DO NOTHING', [title]);
    await tx.query(
      `INSERT INTO publication_categories (publication_id, category_id, position)
       SELECT $1, id, $3 FROM blog_categories WHERE title = $2`,
      [id, title, position],
    );
  }

  // The studio owns the recording, the video and its own transcript; other files (images, an uploaded PDF) stay.
  await tx.query(
    `DELETE FROM publication_files pf USING files f
     WHERE pf.file_id = f.id AND pf.publication_id = $1
       AND (f.file_type IN ('audio', 'video') OR (f.file_type = 'document' AND ${STUDIO_TRANSCRIPT_SQL}))`,
    [id],
  );
  const attach = async (fileId: number) =>
    tx.query(
      `INSERT INTO publication_files (publication_id, file_id, position)
       SELECT $1, $2, coalesce(max(position) + 1, 0) FROM publication_files WHERE publication_id = $1
       ON CONFLICT DO NOTHING`,
      [id, fileId],
    );
  if (input.type === 'audio' && input.audio_file_id !== null) await attach(input.audio_file_id);
  if (input.type === 'video' && input.video_file_id !== null) await attach(input.video_file_id);
  if (input.type === 'audio' && input.transcript.trim())
    await attach(await storeTranscript(tx, actor, input.transcript, input.title));
  for (const fileId of extras.attachments ?? []) await attach(fileId);
  // The blog's order: images first (the first is the poster or main image), then the media, then documents.
  await tx.query(
    `UPDATE publication_files pf SET position = o.n FROM (
       SELECT x.file_id, row_number() OVER (
         ORDER BY CASE f.file_type WHEN 'image' THEN 0 WHEN 'video' THEN 1 WHEN 'audio' THEN 2 ELSE 3 END, x.position, x.file_id) AS n
       FROM publication_files x JOIN files f ON f.id = x.file_id WHERE x.publication_id = $1) o
     WHERE pf.publication_id = $1 AND pf.file_id = o.file_id`,
    [id],
  );

  let duration: number | null = null;
  if (input.type === 'text') duration = readingMinutes(input.content);
  // Audio and video: the upload's running time (the seed's files are not uploads: their seconds are given).
  const media = input.type === 'audio' ? input.audio_file_id : input.type === 'video' ? input.video_file_id : null;
  if (media !== null) {
    const [file] = await tx.query<{ seconds: string | null }>(
      `SELECT m.duration_seconds AS seconds FROM files f LEFT JOIN media_blobs m ON f.file_url = '/api/media/' || m.hash WHERE f.id = $1`,
      [media],
    );
    const seconds = file?.seconds != null ? Number(file.seconds) : (extras.seconds ?? 0);
    duration = Math.max(1, Math.ceil(seconds / 60));
  }
  if (duration !== null) await tx.query('UPDATE publications SET duration = $2 WHERE id = $1', [id, duration]);
}

const summaryOf = (input: StudioPublicationInput) => `${input.type}: ${input.title.trim()}`;

/** POST /studio/publications: a new draft. */
export async function createPublication(
  db: Queryable,
  actor: Actor,
  input: StudioPublicationInput,
  extras: SeedExtras = {},
): Promise<StudioPublication> {
  await checkPublication(db, null, input, false);
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO publications (slug, title, type, duration, author_id, updated_by) VALUES ($1, $2, $3, 0, $4, $5) RETURNING id`,
      [extras.slug ?? null, input.title.trim(), input.type, input.author_id, actor.id],
    );
    await writePublication(tx, actor, row!.id, input, extras);
    await record(tx, 'publications', actor, row!.id, 1, 'created', summaryOf(input));
    return row!.id;
  });
  return getStudioPublication(db, id);
}

/** PUT /studio/publications/{id}: saves the form from the version it was read at; a live one is checked as complete. */
export async function savePublication(
  db: Queryable,
  actor: Actor,
  id: number,
  save: StudioPublicationSave,
): Promise<StudioPublication> {
  const current = await getStudioPublication(db, id);
  const { version, ...input } = save;
  await checkPublication(db, id, input, current.state === 'published' || current.state === 'scheduled');
  await inTransaction(db, async (tx) => {
    await bump(tx, 'publications', actor, id, version);
    await writePublication(tx, actor, id, input, {});
    await record(tx, 'publications', actor, id, version + 1, 'saved', summaryOf(input));
  });
  return getStudioPublication(db, id);
}

/**
 * POST /studio/publications/{id}/publish: now, or at a time ahead on the school's clock. Learners
 * see it from then on; the bot's announcement sweep finds it by that time (every instance may run
 * it, the outbox key sends it once) and the notification rules (toggle, quiet hours) apply.
 */
export async function publishPublication(
  db: Queryable,
  actor: Actor,
  id: number,
  body: StudioGoLive,
  options: { now?: Date; at?: Date } = {},
): Promise<StudioPublication> {
  const current = await getStudioPublication(db, id);
  await checkPublication(db, id, current, true);
  await inTransaction(db, (tx) => goLive(tx, 'publications', actor, id, body, options));
  return getStudioPublication(db, id);
}

/** POST /studio/publications/{id}/withdraw: learners no longer see it; its announcement, if still queued, is not sent. */
export async function withdrawPublication(db: Queryable, actor: Actor, id: number, version: number): Promise<StudioPublication> {
  await inTransaction(db, async (tx) => {
    await withdraw(tx, 'publications', actor, id, version);
    await publish(tx, 'studio.publication_withdrawn', { publicationId: id });
  });
  return getStudioPublication(db, id);
}
