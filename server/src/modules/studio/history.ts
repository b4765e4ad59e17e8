import type { StudioHistory, StudioHistoryEntry } from '@app/studio-contract';
import type { Queryable } from '../../db/types';
import { conflict } from '../../errors';
import type { Actor } from './days';

/** What the history covers ('day' unless said). */
export type HistoryItem = 'day' | 'publication' | 'news';

export interface Change {
  /** What kind of item ('day' when left out, as before other areas recorded theirs). */
  itemType?: string;
  itemId: number;
  version: number;
  action: StudioHistoryEntry['action'];
  summary: string;
  actor: Actor;
}

/** One row per version: the (item, version) key makes a second writer of one version fail. */
export async function recordChange(tx: Queryable, change: Change): Promise<void> {
  await tx.query(
    `INSERT INTO studio_history (item_type, item_id, version, action, summary, changed_by) VALUES ($1, $2, $3, $4, $5, $6)`,
    [change.itemType ?? 'day', change.itemId, change.version, change.action, change.summary, change.actor.id],
  );
}

/** An item's history, newest first. */
export async function itemHistory(db: Queryable, itemType: string, id: number): Promise<StudioHistory> {
  const rows = await db.query<{ version: number; action: Change['action']; summary: string; by: string | null; at: Date }>(
    `SELECT h.version, h.action, h.summary, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), '@' || nullif(u.username, '')) AS by, h.changed_at AS at
     FROM studio_history h LEFT JOIN users u ON u.id = h.changed_by
     WHERE h.item_type = $1 AND h.item_id = $2 ORDER BY h.version DESC`,
    [itemType, id],
  );
  return { results: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
}

/** GET /studio/days/{id}/history: newest first. */
export const dayHistory = (db: Queryable, id: number): Promise<StudioHistory> => itemHistory(db, 'day', id);

/** The 409 every studio item answers the second editor of one version, naming who saved in between. */
export const editedMeanwhile = (by: string | null) =>
  conflict(`Medzitým to upravil(a) ${by ?? 'niekto iný'}. Vaše úpravy zostali vo formulári.`, 'version');
