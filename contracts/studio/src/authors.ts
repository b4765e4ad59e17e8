import { z } from 'zod';
import { studioVersion } from './bounds';
import { STUDIO_MAX_LINE } from './limits';

/*
 * The blog's authors as editors write them (/api/studio/authors): a name and an uploaded photo.
 * A save names the `version` it started from (409 'Medzitým to upravil(a) …'); checks answer 400
 * naming the field (`first_name`, `last_name`, `photo_file_id`). Publications pick their author
 * from these (the publication list's `authors`).
 */

const id = z.number().int().positive();

export const studioAuthorInput = z.object({
  first_name: z.string().max(STUDIO_MAX_LINE),
  last_name: z.string().max(STUDIO_MAX_LINE),
  /** An uploaded image (POST /studio/media), or null for none. */
  photo_file_id: id.nullable(),
});
export type StudioAuthorInput = z.infer<typeof studioAuthorInput>;

export const studioAuthorSave = studioAuthorInput.extend({ version: studioVersion });
export type StudioAuthorSave = z.infer<typeof studioAuthorSave>;

export const studioAuthorDetail = studioAuthorInput.extend({
  id,
  /** What learners' pages show (the upload's URL, or a file of the app for the demo's authors). */
  photo_url: z.string().nullable(),
  version: z.number().int().positive(),
  updated_at: z.iso.datetime({ offset: true }),
  updated_by: z.string().nullable(),
  /** Publications (any state) that name this author. */
  publications: z.number().int().nonnegative(),
});
export type StudioAuthorDetail = z.infer<typeof studioAuthorDetail>;

export const studioAuthorList = z.object({ results: z.array(studioAuthorDetail) });
export type StudioAuthorList = z.infer<typeof studioAuthorList>;

export const studioAuthorIdParam = z.object({ id: z.coerce.number().int().positive() });
