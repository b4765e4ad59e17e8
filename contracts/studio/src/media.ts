import { z } from 'zod';

/*
 * Image sizes made on upload (POST /studio/media): the original is kept, and each width the app's
 * screens show is a WebP at its own content-hash URL (cached for a year like the original).
 */

/**
 * CSS px × device pixel ratio of where uploaded images are shown: 112 = avatars and speaker photos
 * (36–56 px at 2×), 320 = news cards (280 px at 1×), 640 = cards and covers in the 640 px page at 1×
 * and news cards at 2×, 1280 = the same covers and meeting photos at 2×. Never enlarged: an image
 * narrower than a width gets its own width instead of the larger ones.
 */
export const STUDIO_IMAGE_WIDTHS = [112, 320, 640, 1280] as const;

export const studioMediaVariant = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string(),
  hash: z.string(),
  mime: z.string(),
  size: z.number().int().positive(),
});
export type StudioMediaVariant = z.infer<typeof studioMediaVariant>;

/** Added to the upload's answer for images (absent for audio): the sizes, narrowest first. */
export const studioMediaImage = {
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  variants: z.array(studioMediaVariant).optional(),
  /** `url 112w, url 320w, …` of the variants, ready for `<img srcset>`. */
  srcset: z.string().optional(),
};
