import type { Queryable } from '../../db/types';

/**
 * What the studio's content says to the modules that announce it (notifications): read here,
 * beside the tables the studio writes, so their rules (live, withdrawn) are stated once.
 */

/** A section's title, or null for an unknown section. */
export async function sectionTitle(db: Queryable, sectionId: number): Promise<string | null> {
  const [row] = await db.query<{ title: string | null }>('SELECT title FROM activity_sections WHERE id = $1', [sectionId]);
  return row?.title ?? null;
}

/** Publications that went live after `since` (and less than `graceMs` ago), not withdrawn, with the moment each did. */
export async function publicationsLiveSince(
  db: Queryable,
  since: Date,
  graceMs: number,
): Promise<Array<{ id: number; published_at: Date }>> {
  return db.query(
    `SELECT p.id, p.published_at FROM publications p
     WHERE p.published_at <= now() AND p.published_at > greatest($1, now() - $2 * interval '1 millisecond')
       AND p.withdrawn_at IS NULL`,
    [since, graceMs],
  );
}

/** A publication's title while it is live (published, not withdrawn), else null. */
export async function livePublicationTitle(db: Queryable, id: number): Promise<string | null> {
  const [row] = await db.query<{ title: string }>(
    'SELECT title FROM publications WHERE id = $1 AND published_at <= now() AND withdrawn_at IS NULL',
    [id],
  );
  return row?.title ?? null;
}
