import { z } from 'zod';
import { idParam } from '@app/shared/contract';

/** Spec section 3, File. Named media* so other domains' file shapes cannot clash with it. */
export const mediaFileType = z.enum(['image', 'audio', 'document', 'video']);
export type MediaFileType = z.infer<typeof mediaFileType>;

/**
 * The sizes of an uploaded image (additive: older servers send none, and a static file has none):
 * `srcset` lists its WebP widths (`/api/media/<hash> 640w, ...`) for <img srcSet>, and `width` and
 * `height` are the original's pixels, so a screen reserves its box before the image arrives.
 */
export const imageVariants = z.object({
  srcset: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageVariants = z.infer<typeof imageVariants>;

/**
 * A stored file: the answer of GET /file/{id}/ and the items of a publication's `files`.
 * file_url is a path on the app's own origin (/media/...), so the client resolves it against
 * the page origin (spec section 7). Markdown content refers to images as /files/{id}.
 */
export const mediaFile = z.object({
  id: z.number().int(),
  file_type: mediaFileType,
  file_url: z.string(),
  original_filename: z.string(),
  is_primary: z.boolean(),
  /** An uploaded image's sizes (absent otherwise). */
  variants: imageVariants.nullish(),
});
export type MediaFile = z.infer<typeof mediaFile>;

/** Path of GET /file/{id}/: a positive id the database can hold. */
export const fileIdParam = idParam;
