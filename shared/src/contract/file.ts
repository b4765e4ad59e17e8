import { z } from 'zod';

/** Spec section 3, File. Named media* so other domains' file shapes cannot clash with it. */
export const mediaFileType = z.enum(['image', 'audio', 'document', 'video']);
export type MediaFileType = z.infer<typeof mediaFileType>;

/**
 * A stored file: the answer of GET /file/{id}/ and the items of a publication's `files`.
 * file_url is a path on the app's own origin (/media/...), so the client resolves it against
 * the page origin (spec section 7).
 */
export const mediaFile = z.object({
  id: z.number().int(),
  file_type: mediaFileType,
  file_url: z.string(),
  original_filename: z.string(),
  is_primary: z.boolean(),
});
export type MediaFile = z.infer<typeof mediaFile>;

/** Markdown image sources in publication content point at files as /files/{id} (spec section 2). */
export const FILE_SOURCE_PREFIX = '/files/';

/** The file id of a /files/{id} image source (the numeric last path segment), else null. */
export function fileIdFromSource(source: string | null | undefined): number | null {
  if (!source?.startsWith(FILE_SOURCE_PREFIX)) return null;
  const last = source.split(/[?#]/)[0]!.split('/').filter(Boolean).pop();
  if (!last || !/^\d+$/.test(last)) return null;
  const id = Number(last);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
