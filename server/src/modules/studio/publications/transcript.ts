import { createHash } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import { ensureFile } from '../../files/index';
import type { Actor } from '../days';
import { mediaUrl } from '../media';
import { readWhole, storeBlobs } from '../media-store';

const TEXT = 'text/plain; charset=utf-8';

/**
 * An audio publication's transcript is written as text and reaches learners as the document the
 * blog already offers beside the player (spec: a document transcript with its name and a download).
 * Stored like every upload, in media_blobs and media_chunks by content hash.
 */
export async function storeTranscript(tx: Queryable, actor: Actor, text: string, title: string): Promise<number> {
  const bytes = Buffer.from(text, 'utf8');
  const hash = createHash('sha256').update(bytes).digest('hex');
  await storeBlobs(tx, [{ hash, mime: TEXT, bytes }], actor.id);
  const name = `Prepis – ${
    title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .trim()
      .slice(0, 150) || 'publikácia'
  }.txt`;
  return ensureFile(tx, { file_type: 'document', file_url: mediaUrl(hash), original_filename: name, is_primary: true });
}

/** The transcript the studio wrote for publication `id` ('' when it has none, or only an older document). */
export async function readTranscript(db: Queryable, id: number): Promise<string> {
  const [row] = await db.query<{ hash: string; size: number }>(
    `SELECT m.hash, m.size FROM publication_files pf JOIN files f ON f.id = pf.file_id
     JOIN media_blobs m ON f.file_url = '/api/media/' || m.hash
     WHERE pf.publication_id = $1 AND f.file_type = 'document' AND m.mime = $2 ORDER BY pf.position LIMIT 1`,
    [id, TEXT],
  );
  return row ? (await readWhole(db, row.hash, row.size)).toString('utf8') : '';
}

/** Whether file `fileId` is one of the studio's transcripts (a save replaces those, never an uploaded PDF). */
export const STUDIO_TRANSCRIPT_SQL = `EXISTS (SELECT 1 FROM media_blobs m WHERE f.file_url = '/api/media/' || m.hash AND m.mime = '${TEXT}')`;
