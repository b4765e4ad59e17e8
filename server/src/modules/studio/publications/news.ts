import type {
  StudioGoLive,
  StudioItemState,
  StudioNews,
  StudioNewsInput,
  StudioNewsList,
  StudioNewsSave,
} from '@app/studio-contract';
import type { Queryable } from '../../../db/types';
import { badRequest } from '../../../errors';
import { inTransaction, type Actor } from '../days';
import { requireFile } from './checks';
import { SCHOOL_TIME_ZONE } from '../../../zone';
import { bump, goLive, readState, record, stateColumns, stateWire, withdraw, type StateRow } from './lifecycle';

type NewsRow = StateRow & Omit<StudioNewsInput, never> & { thumbnail_url: string | null; thumbnail_name: string | null };

const NEWS_COLUMNS = `${stateColumns('n')}, n.title, n.description, n.thumbnail_file_id, n.type, n.chip_tag, n.instant_redirect,
  n.redirect_code, n.blog_publication_id, n.meeting_id, n.priority`;

/** GET /studio/news/{id}. */
export async function getStudioNews(db: Queryable, id: number): Promise<StudioNews> {
  const [row] = await db.query<NewsRow>(
    `SELECT ${NEWS_COLUMNS}, f.file_url AS thumbnail_url, f.original_filename AS thumbnail_name
     FROM news n LEFT JOIN users u ON u.id = n.updated_by LEFT JOIN files f ON f.id = n.thumbnail_file_id WHERE n.id = $1`,
    [id],
  );
  if (!row) await readState(db, 'news', id); // 404
  const n = row!;
  return {
    ...stateWire(n),
    title: n.title,
    description: n.description,
    thumbnail_file_id: n.thumbnail_file_id,
    thumbnail:
      n.thumbnail_file_id === null ? null : { file_id: n.thumbnail_file_id, url: n.thumbnail_url!, filename: n.thumbnail_name! },
    type: n.type,
    chip_tag: n.chip_tag,
    instant_redirect: n.instant_redirect,
    redirect_code: n.redirect_code,
    blog_publication_id: n.blog_publication_id,
    meeting_id: n.meeting_id,
    priority: n.priority,
  };
}

/** GET /studio/news: every item, newest first; `state` filters. */
export async function listStudioNews(db: Queryable, state?: StudioItemState): Promise<StudioNewsList> {
  const rows = await db.query<
    StateRow & { title: string; chip_tag: string | null; priority: number; redirect_code: StudioNews['redirect_code'] }
  >(
    `SELECT * FROM (
       SELECT ${stateColumns('n')}, n.title, n.chip_tag, n.priority, n.redirect_code, coalesce(n.published_at, n.updated_at) AS sort_at
       FROM news n LEFT JOIN users u ON u.id = n.updated_by
     ) x WHERE $1::text IS NULL OR x.state = $1 ORDER BY x.sort_at DESC, x.id DESC`,
    [state ?? null],
  );
  return {
    results: rows.map((r) => ({
      ...stateWire(r),
      title: r.title,
      chip_tag: r.chip_tag,
      priority: r.priority,
      redirect_code: r.redirect_code,
    })),
    time_zone: SCHOOL_TIME_ZONE,
  };
}

/**
 * A news item's checks (spec section 3): a blog link names a publication, a meetings link a
 * meeting (a link to one that is not live yet answers the blog's or the meetings' not-found, so it
 * may be written ahead); an item that is no link keeps no target.
 */
async function checkNews(db: Queryable, input: StudioNewsInput): Promise<StudioNewsInput> {
  if (!input.title.trim()) throw badRequest('Napíšte názov.', 'title');
  if (!input.type.trim()) throw badRequest('Zadajte typ (napr. Info, Alert).', 'type');
  await requireFile(db, input.thumbnail_file_id, 'image', 'thumbnail_file_id');
  if (input.redirect_code === 'blog') {
    if (input.blog_publication_id === null)
      throw badRequest('Vyberte publikáciu, na ktorú novinka vedie.', 'blog_publication_id');
    const [found] = await db.query('SELECT 1 FROM publications WHERE id = $1', [input.blog_publication_id]);
    if (!found) throw badRequest(`Publikácia ${input.blog_publication_id} neexistuje.`, 'blog_publication_id');
  }
  if (input.redirect_code === 'meetings') {
    if (input.meeting_id === null) throw badRequest('Zadajte stretnutie, na ktoré novinka vedie.', 'meeting_id');
    const [found] = await db.query('SELECT 1 FROM meetings WHERE id = $1', [input.meeting_id]);
    if (!found) throw badRequest(`Stretnutie ${input.meeting_id} neexistuje.`, 'meeting_id');
  }
  return {
    ...input,
    title: input.title.trim(),
    description: input.description.trim(),
    type: input.type.trim(),
    chip_tag: input.chip_tag?.trim() || null,
    blog_publication_id: input.redirect_code === 'blog' ? input.blog_publication_id : null,
    meeting_id: input.redirect_code === 'meetings' ? input.meeting_id : null,
  };
}

async function writeNews(tx: Queryable, id: number, n: StudioNewsInput) {
  await tx.query(
    `UPDATE news SET title = $2, description = $3, thumbnail_file_id = $4, type = $5, chip_tag = $6, instant_redirect = $7,
       redirect_code = $8, blog_publication_id = $9, meeting_id = $10, priority = $11 WHERE id = $1`,
    [
      id,
      n.title,
      n.description,
      n.thumbnail_file_id,
      n.type,
      n.chip_tag,
      n.instant_redirect,
      n.redirect_code,
      n.blog_publication_id,
      n.meeting_id,
      n.priority,
    ],
  );
}

/** POST /studio/news: a new draft; `slug` keeps the demo content idempotent. */
export async function createNews(db: Queryable, actor: Actor, input: StudioNewsInput, slug?: string): Promise<StudioNews> {
  const checked = await checkNews(db, input);
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx.query<{ id: number }>('INSERT INTO news (slug, title, updated_by) VALUES ($1, $2, $3) RETURNING id', [
      slug ?? null,
      checked.title,
      actor.id,
    ]);
    await writeNews(tx, row!.id, checked);
    await record(tx, 'news', actor, row!.id, 1, 'created', checked.title);
    return row!.id;
  });
  return getStudioNews(db, id);
}

/** PUT /studio/news/{id}: from the version it was read at (409 otherwise). */
export async function saveNews(db: Queryable, actor: Actor, id: number, save: StudioNewsSave): Promise<StudioNews> {
  await readState(db, 'news', id);
  const { version, ...input } = save;
  const checked = await checkNews(db, input);
  await inTransaction(db, async (tx) => {
    await bump(tx, 'news', actor, id, version);
    await writeNews(tx, id, checked);
    await record(tx, 'news', actor, id, version + 1, 'saved', checked.title);
  });
  return getStudioNews(db, id);
}

/** POST /studio/news/{id}/publish: on the home scroller now, or from a time ahead (the feed compares it with now()). */
export async function publishNews(
  db: Queryable,
  actor: Actor,
  id: number,
  body: StudioGoLive,
  options: { now?: Date; at?: Date } = {},
): Promise<StudioNews> {
  await checkNews(db, await getStudioNews(db, id));
  await inTransaction(db, (tx) => goLive(tx, 'news', actor, id, body, options));
  return getStudioNews(db, id);
}

/** POST /studio/news/{id}/withdraw: off the home scroller. */
export async function withdrawNews(db: Queryable, actor: Actor, id: number, version: number): Promise<StudioNews> {
  await inTransaction(db, (tx) => withdraw(tx, 'news', actor, id, version));
  return getStudioNews(db, id);
}
