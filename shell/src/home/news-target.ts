import type { NewsItem } from '@app/shared/contract';

/**
 * Where a news card leads (spec section 2, Home): null for a plain card; /meetings/{meeting_id} for
 * redirect_code meetings, /blog/{blog_publication_id} for blog, otherwise /. A meetings or blog
 * code without its id has nowhere better to go than / as well.
 */
export function newsTarget(
  item: Pick<NewsItem, 'instant_redirect' | 'redirect_code' | 'meeting_id' | 'blog_publication_id'>,
): string | null {
  if (!item.instant_redirect) return null;
  if (item.redirect_code === 'meetings' && item.meeting_id != null) return `/meetings/${item.meeting_id}`;
  if (item.redirect_code === 'blog' && item.blog_publication_id != null) return `/blog/${item.blog_publication_id}`;
  return '/';
}
