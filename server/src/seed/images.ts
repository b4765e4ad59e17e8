import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../db/types';
import type { Actor } from '../modules/studio/index';
import { uploadMedia } from '../modules/studio/index';
import { cachedEncoder } from '../modules/studio/index';

const MEDIA_DIR = fileURLToPath(new URL('../../media/', import.meta.url));
/** Beside the PGlite data, ignored by git: the demo pictures' sizes, made once per content and encoder. */
const CACHE_DIR = fileURLToPath(new URL('../../../.data/media-variants/', import.meta.url));
const encode = cachedEncoder(CACHE_DIR);
/** The demo content is nobody's upload. */
const seeder: Actor = { id: null };

export interface SeededImage {
  fileId: number;
  /** Where it is served (/api/media/<hash>), with its sizes beside it. */
  url: string;
}

/**
 * A demo picture under server/media/ (`path` relative to it), stored as the studio stores an
 * editor's upload: in the database, with the WebP sizes the screens use. Same bytes, same file.
 */
export async function seedImage(db: Queryable, path: string, isPrimary = false): Promise<SeededImage> {
  const bytes = readFileSync(`${MEDIA_DIR}${path}`);
  const media = await uploadMedia(db, seeder, path.split('/').pop()!, bytes, { isPrimary, encode });
  return { fileId: media.file_id, url: media.url };
}
