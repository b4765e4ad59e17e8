import type { Paginated } from '@app/shared/contract';
import type {
  Publication,
  PublicationListQuery,
  PublicationReaction,
  PublicationState,
  PublicationSummary,
} from '@app/blog-contract';
import { pageOf } from '@app/shared/domain';
import type { Queryable } from '../../db/types';
import { notFound } from '../../errors';
import { FILE_JSON_SQL } from '../files/index';
import { variantsSql } from '../files/index';
import { containsPattern } from './search';

export type PublicationList = 'feed' | 'starred';

/**
 * Only publications whose date has come are visible (alias p): a draft has none, a scheduled one
 * lies ahead, a withdrawn one is gone (its links answer 404, the blog's not-found).
 */
const VISIBLE = 'p.published_at <= now() AND p.withdrawn_at IS NULL';

/** A feed card's columns for user $1 (aliases p, a, bs, thumb, st). */
const SUMMARY_COLUMNS = `
  p.id, p.title, p.type, p.description, thumb.file_url AS thumbnail_url,
  ${variantsSql('thumb.file_url')} AS thumbnail_variants, p.duration, p.published_at,
  (st.user_id IS NOT NULL) AS starred, p.sequence_order,
  CASE WHEN bs.id IS NULL THEN NULL ELSE json_build_object('id', bs.id, 'title', bs.title) END AS series,
  COALESCE((SELECT json_agg(json_build_object('id', c.id, 'title', c.title) ORDER BY pc.position, c.id)
            FROM publication_categories pc JOIN blog_categories c ON c.id = pc.category_id
            WHERE pc.publication_id = p.id), '[]'::json) AS categories,
  json_build_object('first_name', a.first_name, 'last_name', a.last_name, 'photo_url', a.photo_url,
    'photo_variants', ${variantsSql('a.photo_url')}) AS author`;

const SUMMARY_FROM = `
  FROM publications p
  JOIN blog_authors a ON a.id = p.author_id
  LEFT JOIN blog_series bs ON bs.id = p.series_id
  LEFT JOIN files thumb ON thumb.id = p.thumbnail_file_id
  LEFT JOIN publication_stars st ON st.publication_id = p.id AND st.user_id = $1`;

/** What the filters and the order read (aliases p, st): picking a page needs no card column. */
const PAGE_FROM = `
  FROM publications p
  LEFT JOIN publication_stars st ON st.publication_id = p.id AND st.user_id = $1`;

type Row<T> = Omit<T, 'published_at'> & { published_at: Date };
const withIsoDate = <T>(row: Row<T>): T => ({ ...row, published_at: row.published_at.toISOString() }) as T;

/**
 * GET /blog/feed (all visible publications, newest first) and GET /blog/starred (the user's
 * starred ones, most recently starred first), a page at a time; `search` looks through title,
 * description and content. `link` builds the URL of another page of the same request.
 */
export async function listPublications(
  db: Queryable,
  userId: number,
  list: PublicationList,
  query: PublicationListQuery,
  link: (page: number) => string,
): Promise<Paginated<PublicationSummary>> {
  const where = [VISIBLE];
  const params: unknown[] = [userId];
  if (list === 'starred') where.push('st.user_id IS NOT NULL');
  if (query.search) {
    params.push(containsPattern(query.search));
    where.push(`p.search_text LIKE $${params.length} ESCAPE '\\'`);
  }
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const order = list === 'starred' ? 'st.created_at DESC, p.id DESC' : 'p.published_at DESC, p.id DESC';
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `SELECT count(*) AS count ${PAGE_FROM} ${whereSql}`,
    params,
  );
  const offset = (query.page - 1) * query.page_size;
  // The page is picked first, so the cards' subqueries (categories, image sizes) run for its rows
  // only, not for every row an OFFSET skips; its ids as an array, so the cards are read by primary
  // key, not by a hash join over every publication.
  const rows = await db.query<Row<PublicationSummary>>(
    `WITH page AS MATERIALIZED (
       SELECT p.id ${PAGE_FROM} ${whereSql} ORDER BY ${order}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2})
     SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} WHERE p.id = ANY (ARRAY(SELECT id FROM page)) ORDER BY ${order}`,
    [...params, query.page_size, offset],
  );
  // The kernel's page envelope, the mocks' too: a page past the end points back to the last page with results.
  return pageOf(rows.map(withIsoDate), count, query, link);
}

/** The user's reaction and the totals (aliases p; user $1). */
const STATE_COLUMNS = `
  (st.user_id IS NOT NULL) AS starred,
  (SELECT CASE WHEN r.is_positive THEN 'like' ELSE 'dislike' END FROM publication_reactions r
   WHERE r.publication_id = p.id AND r.user_id = $1) AS reaction,
  (SELECT count(*) FROM publication_reactions r WHERE r.publication_id = p.id AND r.is_positive) AS like_count,
  (SELECT count(*) FROM publication_reactions r WHERE r.publication_id = p.id AND NOT r.is_positive) AS dislike_count`;

/** GET /blog/{id}/: the whole publication as user $1 sees it; 404 for an unknown or not yet published one. */
export async function getPublication(db: Queryable, userId: number, id: number): Promise<Publication> {
  const [row] = await db.query<Row<Publication>>(
    `SELECT ${SUMMARY_COLUMNS}, p.content, ${STATE_COLUMNS},
       COALESCE((SELECT json_agg(${FILE_JSON_SQL} ORDER BY pf.position, f.id)
                 FROM publication_files pf JOIN files f ON f.id = pf.file_id
                 WHERE pf.publication_id = p.id), '[]'::json) AS files
     ${SUMMARY_FROM} WHERE p.id = $2 AND ${VISIBLE}`,
    [userId, id],
  );
  if (!row) throw notFound(`Publication ${id} not found`);
  return withIsoDate(row);
}

async function getState(db: Queryable, userId: number, id: number): Promise<PublicationState | undefined> {
  const [row] = await db.query<PublicationState>(
    `SELECT p.id, ${STATE_COLUMNS} FROM publications p
     LEFT JOIN publication_stars st ON st.publication_id = p.id AND st.user_id = $1
     WHERE p.id = $2 AND ${VISIBLE}`,
    [userId, id],
  );
  return row;
}

/** The user's state of a visible publication, or 404. */
async function requireState(db: Queryable, userId: number, id: number): Promise<PublicationState> {
  const state = await getState(db, userId, id);
  if (!state) throw notFound(`Publication ${id} not found`);
  return state;
}

/** POST/DELETE /blog/{id}/star. Idempotent: starring twice keeps one star. */
export async function setStar(db: Queryable, userId: number, id: number, starred: boolean): Promise<PublicationState> {
  await requireState(db, userId, id);
  if (starred) {
    await db.query('INSERT INTO publication_stars (user_id, publication_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      userId,
      id,
    ]);
  } else {
    await db.query('DELETE FROM publication_stars WHERE user_id = $1 AND publication_id = $2', [userId, id]);
  }
  return requireState(db, userId, id);
}

/**
 * POST /blog/{id}/react sets the user's one reaction (a like replaces a dislike and back);
 * DELETE /blog/{id}/react (reaction null) removes it. Both idempotent.
 */
export async function setReaction(
  db: Queryable,
  userId: number,
  id: number,
  reaction: PublicationReaction | null,
): Promise<PublicationState> {
  await requireState(db, userId, id);
  if (reaction === null) {
    await db.query('DELETE FROM publication_reactions WHERE user_id = $1 AND publication_id = $2', [userId, id]);
  } else {
    await db.query(
      `INSERT INTO publication_reactions (user_id, publication_id, is_positive) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, publication_id) DO UPDATE SET is_positive = EXCLUDED.is_positive, updated_at = now()`,
      [userId, id, reaction === 'like'],
    );
  }
  return requireState(db, userId, id);
}
