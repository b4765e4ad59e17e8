import type { ScheduledJob } from '../jobs/index';
import { MEDIA_PATH } from '../files/index';

export const MEDIA_SWEEP_JOB = 'media.sweep';
/** main.ts: every 6 hours (one instance at a time over all of them: modules/jobs). */
export const MEDIA_SWEEP_EVERY_MS = 6 * 60 * 60_000;
/** Blobs removed per run at most: a backlog goes over several runs, none holds locks for long. */
const BATCH = 500;

/**
 * Removes the blobs nothing points at that were uploaded more than a day ago (their pieces go
 * with them, ON DELETE CASCADE). What points at a blob:
 * - a `files` row whose file_url is its `/api/media/<hash>`: every upload makes one, in the
 *   upload's transaction, and every table that shows media points at files by id (publications'
 *   files and covers, markdown images `/files/<id>`, news and meetings' covers and photos,
 *   activities' recordings, speakers' and authors' photos, drafts' file ids);
 * - being a size (media_variants) of a blob that stays;
 * - a speaker's or an author's photo_url, written from a files row, checked anyway.
 * So what goes is a blob whose upload never registered its file: a killed upload before uploads
 * were one transaction, or a row written by hand. files rows themselves are never removed here:
 * an upload an editor has not saved into a form yet has only its files row, and the studio's
 * forms hand file ids around for as long as they stay open.
 * A re-upload of the same bytes moves uploaded_at to now under the row's lock (media-store.ts),
 * so a blob being pointed at again in a transaction still open is not old and is skipped.
 */
const SWEEP_SQL = `
  WITH doomed AS (
    SELECT b.hash FROM media_blobs b
    WHERE b.uploaded_at < now() - interval '1 day'
      AND NOT EXISTS (SELECT 1 FROM files f WHERE f.file_url = '${MEDIA_PATH}' || b.hash)
      AND NOT EXISTS (SELECT 1 FROM speakers s WHERE s.photo_url = '${MEDIA_PATH}' || b.hash)
      AND NOT EXISTS (SELECT 1 FROM blog_authors a WHERE a.photo_url = '${MEDIA_PATH}' || b.hash)
      -- A learner's recording: it goes with its row (migration 245's trigger), never by age.
      AND NOT EXISTS (SELECT 1 FROM speaking_recordings r WHERE r.hash = b.hash)
      -- A size of something: it goes once its original has (the cascade drops the link).
      AND NOT EXISTS (SELECT 1 FROM media_variants v WHERE v.hash = b.hash)
    ORDER BY b.uploaded_at LIMIT ${BATCH}
  )
  DELETE FROM media_blobs b USING doomed d
  WHERE b.hash = d.hash AND b.uploaded_at < now() - interval '1 day'
  RETURNING b.hash`;

export const sweepMedia: ScheduledJob = async ({ db }) => {
  // Originals (and plain orphans) first, then the sizes their removal freed.
  const originals = await db.query(SWEEP_SQL);
  const sizes = originals.length > 0 ? await db.query(SWEEP_SQL) : [];
  return { report: { removed: originals.length + sizes.length } };
};
