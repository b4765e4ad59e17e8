import type { StudioGoLive, StudioItemState } from '@app/studio-contract';
import type { Queryable } from '../../../db/types';
import { badRequest, notFound } from '../../../errors';
import { SCHOOL_TIME_ZONE } from '../../../zone';
import { localInstant } from '../calendar-checks';
import type { Actor } from '../days';
import { recordChange, type HistoryItem, editedMeanwhile } from '../history';

/**
 * The states publications and news share: draft (no publish time), scheduled (a publish time
 * ahead), published (its time came), withdrawn. Learners' queries compare the time with the
 * database's now(), so an item goes live on every instance at once, with no timer anywhere.
 */
export type ItemTable = 'publications' | 'news';
const itemOf: Record<ItemTable, HistoryItem> = { publications: 'publication', news: 'news' };

/** The state column of alias `a`. */
export const stateSql = (a: string) =>
  `CASE WHEN ${a}.withdrawn_at IS NOT NULL THEN 'withdrawn' WHEN ${a}.published_at IS NULL THEN 'draft'
        WHEN ${a}.published_at > now() THEN 'scheduled' ELSE 'published' END`;

/** The state and version columns every studio read carries (alias `a`, editor joined as `u`). */
export const stateColumns = (a: string) => `${a}.id, ${stateSql(a)} AS state, ${a}.version, ${a}.published_at,
  ${a}.withdrawn_at, ${a}.updated_at, nullif(trim(u.first_name || ' ' || u.last_name), '') AS updated_by`;

export interface StateRow {
  id: number;
  state: StudioItemState;
  version: number;
  published_at: Date | null;
  withdrawn_at: Date | null;
  updated_at: Date;
  updated_by: string | null;
}

export const stateWire = (row: StateRow) => ({
  id: row.id,
  state: row.state,
  version: row.version,
  published_at: row.published_at?.toISOString() ?? null,
  withdrawn_at: row.withdrawn_at?.toISOString() ?? null,
  updated_at: row.updated_at.toISOString(),
  updated_by: row.updated_by,
});

export async function readState(db: Queryable, table: ItemTable, id: number): Promise<StateRow> {
  const [row] = await db.query<StateRow>(
    `SELECT ${stateColumns('x')} FROM ${table} x LEFT JOIN users u ON u.id = x.updated_by WHERE x.id = $1`,
    [id],
  );
  if (!row) throw notFound(`${itemOf[table]} ${id} not found`);
  return row;
}

/**
 * Moves the item to the next version if it is still at `version`: the conditional UPDATE is the
 * lock, so of two editors who started from one version exactly one gets through. The other gets
 * 409 naming who saved in between.
 */
export async function bump(tx: Queryable, table: ItemTable, actor: Actor, id: number, version: number): Promise<void> {
  const moved = await tx.query(
    `UPDATE ${table} SET version = version + 1, updated_at = now(), updated_by = $3 WHERE id = $1 AND version = $2 RETURNING id`,
    [id, version, actor.id],
  );
  if (moved.length > 0) return;
  const row = await readState(tx, table, id);
  throw editedMeanwhile(row.updated_by);
}

export const record = (
  tx: Queryable,
  table: ItemTable,
  actor: Actor,
  id: number,
  version: number,
  action: 'created' | 'saved' | 'published' | 'scheduled' | 'withdrawn',
  summary = '',
) => recordChange(tx, { itemType: itemOf[table], itemId: id, version, action, summary, actor });

/** The instant of 'yyyy-MM-ddTHH:mm' on the school's clock; 400 `publish_at` unless it is a time that lies ahead of `now` (calendar-checks.ts). */
export function scheduledInstant(publishAt: string, now: Date): Date {
  const instant = localInstant(publishAt, SCHOOL_TIME_ZONE, 'publish_at', 'Neplatný dátum alebo čas.');
  if (instant <= now) throw badRequest('Čas zverejnenia musí byť v budúcnosti.', 'publish_at');
  return instant;
}

/**
 * Publish now (`publish_at` null) or at a time ahead. A withdrawn item may go live again; a
 * published one is already live. `check` runs the completeness checks first (400 naming the field).
 */
export async function goLive(
  tx: Queryable,
  table: ItemTable,
  actor: Actor,
  id: number,
  body: StudioGoLive,
  options: { now?: Date; at?: Date } = {},
): Promise<void> {
  // The demo seed dates its content in the past (`at`); editors publish now or schedule ahead.
  const at = options.at ?? (body.publish_at ? scheduledInstant(body.publish_at, options.now ?? new Date()) : null);
  // The version first: an editor who started from an older one is told who changed it (409),
  // whatever that change was; the state is then read from the row this transaction holds.
  const current = await readState(tx, table, id);
  await bump(tx, table, actor, id, body.version);
  if (current.state === 'published' && !options.at)
    throw badRequest('Už je zverejnené: ak ho chcete skryť, stiahnite ho.', 'publish_at');
  await tx.query(`UPDATE ${table} SET published_at = coalesce($2::timestamptz, now()), withdrawn_at = NULL WHERE id = $1`, [
    id,
    at?.toISOString() ?? null,
  ]);
  await record(tx, table, actor, id, body.version + 1, at && at > (options.now ?? new Date()) ? 'scheduled' : 'published');
}

/** Learners no longer see it (a scheduled item never goes live). */
export async function withdraw(tx: Queryable, table: ItemTable, actor: Actor, id: number, version: number): Promise<void> {
  const current = await readState(tx, table, id);
  await bump(tx, table, actor, id, version);
  if (current.state === 'draft' || current.state === 'withdrawn')
    throw badRequest('Stiahnuť sa dá len zverejnené alebo naplánované.', 'state');
  await tx.query(`UPDATE ${table} SET withdrawn_at = now() WHERE id = $1`, [id]);
  await record(tx, table, actor, id, version + 1, 'withdrawn');
}
