import { z } from 'zod';
import { mediaFile } from '@app/file-contract';

/** Where an instant-redirect news item leads (spec section 2, Home). */
export const newsRedirectCode = z.enum(['meetings', 'blog']);
export type NewsRedirectCode = z.infer<typeof newsRedirectCode>;

/** Spec section 3, News item. GET /news answers a list of these, highest priority first. */
export const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Nullable; holds file_url (spec). The card shows a placeholder when it is missing. */
  thumbnail_file: mediaFile.nullable(),
  /** e.g. 'Alert', 'Info', 'Promo'. */
  type: z.string(),
  instant_redirect: z.boolean(),
  redirect_code: newsRedirectCode.nullable(),
  blog_publication_id: z.number().int().nullable(),
  meeting_id: z.number().int().nullable(),
  created_at: z.string(),
  chip_tag: z.string().nullable(),
  priority: z.number(),
});
export type NewsItem = z.infer<typeof newsItem>;

/** GET /news answers the list itself (spec section 7). */
export const newsList = z.array(newsItem);
