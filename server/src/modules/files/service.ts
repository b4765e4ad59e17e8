import type { MediaFile } from '@app/file-contract';
import type { Queryable } from '../../db/types';
import { notFound } from '../../errors';
import { variantsSql } from './image-variants';

/** Columns of a contract File (an uploaded image's sizes too), as a JSON object over the alias `f` (for json_agg in other modules' SQL). */
export const FILE_JSON_SQL = `json_build_object('id', f.id, 'file_type', f.file_type, 'file_url', f.file_url,
  'original_filename', f.original_filename, 'is_primary', f.is_primary, 'variants', ${variantsSql('f.file_url')})`;

/** GET /file/{id}/: one stored file; 404 when there is none with this id. */
export async function getFile(db: Queryable, id: number): Promise<MediaFile> {
  const [file] = await db.query<MediaFile>(
    'SELECT id, file_type, file_url, original_filename, is_primary FROM files WHERE id = $1',
    [id],
  );
  if (!file) throw notFound(`File ${id} not found`);
  return file;
}

export type NewFile = Omit<MediaFile, 'id'>;

/** Registers a file (seed, uploads): the same file_url is stored once; returns its id. */
export async function ensureFile(db: Queryable, file: NewFile): Promise<number> {
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO files (file_type, file_url, original_filename, is_primary) VALUES ($1, $2, $3, $4)
     ON CONFLICT (file_url) DO NOTHING RETURNING id`,
    [file.file_type, file.file_url, file.original_filename, file.is_primary],
  );
  if (inserted) return inserted.id;
  const [existing] = await db.query<{ id: number }>('SELECT id FROM files WHERE file_url = $1', [file.file_url]);
  return existing!.id;
}
