import type {
  StudioAuthorDetail,
  StudioAuthorInput,
  StudioAuthorList,
  StudioAuthorSave,
  StudioHistory,
} from '@app/studio-contract';
import { isUniqueViolation, type Queryable } from '../../../db/types';
import { badRequest, notFound } from '../../../errors';
import { inTransaction, type Actor } from '../days';
import { itemHistory, recordChange, editedMeanwhile } from '../history';
import { photoUrlOf } from '../photo';

const ITEM = 'author';

interface AuthorRow {
  id: number;
  first_name: string;
  last_name: string;
  photo_file_id: number | null;
  photo_url: string | null;
  version: number;
  updated_at: Date;
  updated_by: string | null;
  publications: number;
}

const AUTHOR_SQL = `
  SELECT a.id, a.first_name, a.last_name, a.photo_file_id, a.photo_url, a.version, a.updated_at,
         nullif(trim(u.first_name || ' ' || u.last_name), '') AS updated_by,
         (SELECT count(*)::int FROM publications p WHERE p.author_id = a.id) AS publications
  FROM blog_authors a LEFT JOIN users u ON u.id = a.updated_by`;

const wire = (row: AuthorRow): StudioAuthorDetail => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  photo_file_id: row.photo_file_id,
  photo_url: row.photo_url,
  version: row.version,
  updated_at: row.updated_at.toISOString(),
  updated_by: row.updated_by,
  publications: row.publications,
});

/** GET /studio/authors: every author, by name (the order the publication form offers them in). */
export async function listStudioAuthors(db: Queryable): Promise<StudioAuthorList> {
  const rows = await db.query<AuthorRow>(`${AUTHOR_SQL} ORDER BY a.last_name, a.first_name, a.id`);
  return { results: rows.map(wire) };
}

/** GET /studio/authors/{id}: the author as the editor's form reads it. */
export async function getStudioAuthor(db: Queryable, id: number): Promise<StudioAuthorDetail> {
  const [row] = await db.query<AuthorRow>(`${AUTHOR_SQL} WHERE a.id = $1`, [id]);
  if (!row) throw notFound(`Author ${id} not found`);
  return wire(row);
}

const normalized = (input: StudioAuthorInput): StudioAuthorInput => ({
  first_name: input.first_name.trim(),
  last_name: input.last_name.trim(),
  photo_file_id: input.photo_file_id,
});

/** 400 naming the field: learners read the name under every publication of the author. */
function checkAuthor(input: StudioAuthorInput): void {
  if (!input.first_name) throw badRequest('Zadajte meno autora.', 'first_name');
  if (!input.last_name) throw badRequest('Zadajte priezvisko autora.', 'last_name');
}

/** The name is unique (migration 010): a second author of one name is the editor's to fix, not a 500. */
async function nameUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('Autor s týmto menom už existuje.', 'last_name');
    throw error;
  }
}

/** POST /studio/authors, and the demo seed's authors. */
export async function createAuthor(db: Queryable, actor: Actor, raw: StudioAuthorInput): Promise<StudioAuthorDetail> {
  const input = normalized(raw);
  checkAuthor(input);
  const id = await nameUnique(() =>
    inTransaction(db, async (tx) => {
      const photoUrl = await photoUrlOf(tx, input.photo_file_id);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO blog_authors (first_name, last_name, photo_url, photo_file_id, updated_by) VALUES ($1, $2, $3, $4, $5)
         RETURNING id`,
        [input.first_name, input.last_name, photoUrl, input.photo_file_id, actor.id],
      );
      await recordChange(tx, { itemType: ITEM, itemId: row!.id, version: 1, action: 'created', summary: nameOf(input), actor });
      return row!.id;
    }),
  );
  return getStudioAuthor(db, id);
}

const nameOf = (input: StudioAuthorInput) => `${input.first_name} ${input.last_name}`;

/** What a save changed, in the editor's words, for the history. */
function summaryOf(before: StudioAuthorDetail, after: StudioAuthorInput): string {
  const parts: string[] = [];
  if (before.first_name !== after.first_name || before.last_name !== after.last_name) parts.push(`meno: ${nameOf(after)}`);
  if (before.photo_file_id !== after.photo_file_id) parts.push('fotografia');
  return parts.join(', ');
}

/** PUT /studio/authors/{id}: from the version the editor read; 409 'Medzitým to upravil(a) …' otherwise. */
export async function saveAuthor(db: Queryable, actor: Actor, id: number, raw: StudioAuthorSave): Promise<StudioAuthorDetail> {
  const before = await getStudioAuthor(db, id);
  const input = normalized(raw);
  checkAuthor(input);
  await nameUnique(() =>
    inTransaction(db, async (tx) => {
      // The conditional UPDATE is the lock: of two editors who read one version, one gets through.
      const moved = await tx.query(
        `UPDATE blog_authors SET version = version + 1, updated_at = now(), updated_by = $3 WHERE id = $1 AND version = $2
         RETURNING id`,
        [id, raw.version, actor.id],
      );
      if (moved.length === 0) {
        const current = await getStudioAuthor(tx, id);
        throw editedMeanwhile(current.updated_by);
      }
      const photoUrl =
        input.photo_file_id === before.photo_file_id ? before.photo_url : await photoUrlOf(tx, input.photo_file_id);
      await tx.query(
        'UPDATE blog_authors SET first_name = $2, last_name = $3, photo_url = $4, photo_file_id = $5 WHERE id = $1',
        [id, input.first_name, input.last_name, photoUrl, input.photo_file_id],
      );
      await recordChange(tx, {
        itemType: ITEM,
        itemId: id,
        version: raw.version + 1,
        action: 'saved',
        summary: summaryOf(before, input),
        actor,
      });
    }),
  );
  return getStudioAuthor(db, id);
}

export async function authorHistory(db: Queryable, id: number): Promise<StudioHistory> {
  await getStudioAuthor(db, id);
  return itemHistory(db, ITEM, id);
}
