import type { NewsItem } from '@app/news-contract';
import type { Queryable } from '../../db/types';
import { FILE_JSON_SQL } from '../files/index';

/** At most this many items reach the home scroller. */
export const NEWS_LIMIT = 20;

type NewsRow = Omit<NewsItem, 'created_at'> & { created_at: Date };

/**
 * GET /news: live items (their publish time came, not withdrawn, not expired), highest priority
 * first, then newest. A scheduled item appears when the database's clock reaches its time.
 */
export async function listNews(db: Queryable): Promise<NewsItem[]> {
  const rows = await db.query<NewsRow>(
    `SELECT n.id, n.title, n.description,
            CASE WHEN f.id IS NULL THEN NULL ELSE ${FILE_JSON_SQL} END AS thumbnail_file,
            n.type, n.instant_redirect, n.redirect_code, n.blog_publication_id, n.meeting_id,
            n.published_at AS created_at, n.chip_tag, n.priority
     FROM news n LEFT JOIN files f ON f.id = n.thumbnail_file_id
     WHERE n.published_at <= now() AND n.withdrawn_at IS NULL AND (n.expires_at IS NULL OR n.expires_at > now())
     ORDER BY n.priority DESC, n.published_at DESC, n.id DESC
     LIMIT ${NEWS_LIMIT}`,
  );
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
