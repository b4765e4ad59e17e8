import type { Queryable } from '../../db/types';
import { badRequest } from '../../errors';

/**
 * A person's photo (a speaker's, an author's): an uploaded image (POST /studio/media), its URL
 * kept beside the file id for learners' pages. 400 `photo_file_id` for anything else.
 */
export async function photoUrlOf(db: Queryable, fileId: number | null): Promise<string | null> {
  if (fileId === null) return null;
  const [file] = await db.query<{ file_url: string }>("SELECT file_url FROM files WHERE id = $1 AND file_type = 'image'", [
    fileId,
  ]);
  if (!file) throw badRequest('Fotografia sa nenašla: nahrajte ju znova.', 'photo_file_id');
  return file.file_url;
}
