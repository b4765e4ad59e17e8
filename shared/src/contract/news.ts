import { z } from 'zod';
import { mediaFile } from './file';

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

/**
 * Where a news card leads: null for a plain card; /meetings/{id} for meetings, /blog/{id} for blog,
 * otherwise / (spec section 2). A meetings/blog code without its id also falls back to /.
 */
export function newsTarget(item: Pick<NewsItem, 'instant_redirect' | 'redirect_code' | 'meeting_id' | 'blog_publication_id'>): string | null {
  if (!item.instant_redirect) return null;
  if (item.redirect_code === 'meetings' && item.meeting_id != null) return `/meetings/${item.meeting_id}`;
  if (item.redirect_code === 'blog' && item.blog_publication_id != null) return `/blog/${item.blog_publication_id}`;
  return '/';
}
