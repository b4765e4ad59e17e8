import { ensureFile } from '../modules/files/service';
import type { Queryable } from '../db/types';
import { AUTHORS, PUBLICATIONS, readingMinutes, type SeedFile } from './blog-content';

const MEDIA = '/media/blog/';

async function file(db: Queryable, name: string, file_type: SeedFile['file_type'], is_primary = false): Promise<number> {
  return ensureFile(db, { file_type, file_url: `${MEDIA}${name}`, original_filename: name.split('/').pop()!, is_primary });
}

async function idOf(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql, params);
  return row!.id;
}

/**
 * The blog's content (blog-content.ts): authors, series, categories, files and publications.
 * Idempotent like every seed: a publication whose slug exists is left as it is.
 */
export async function seedBlog(db: Queryable): Promise<void> {
  for (const publication of PUBLICATIONS) {
    const exists = await db.query('SELECT 1 FROM publications WHERE slug = $1', [publication.slug]);
    if (exists.length > 0) continue;

    const author = AUTHORS[publication.author];
    await db.query(
      `INSERT INTO blog_authors (first_name, last_name, photo_url) VALUES ($1, $2, $3)
       ON CONFLICT (first_name, last_name) DO NOTHING`,
      [author.first_name, author.last_name, `${MEDIA}${author.photo}`],
    );
    const authorId = await idOf(db, 'SELECT id FROM blog_authors WHERE first_name = $1 AND last_name = $2', [
      author.first_name,
      author.last_name,
    ]);

    let seriesId: number | null = null;
    if (publication.series) {
      await db.query('INSERT INTO blog_series (title) VALUES ($1) ON CONFLICT (title) DO NOTHING', [publication.series.title]);
      seriesId = await idOf(db, 'SELECT id FROM blog_series WHERE title = $1', [publication.series.title]);
    }

    // Markdown images: {{file:name}} becomes /files/{id} of the stored file.
    let content = publication.content;
    for (const [placeholder, name] of [...content.matchAll(/\{\{file:([^}]+)\}\}/g)].map((m) => [m[0], m[1]!] as const)) {
      content = content.replace(placeholder, `/files/${await file(db, name, 'image')}`);
    }

    const thumbnailId = await file(db, publication.thumbnail, 'image');
    const duration =
      publication.type === 'text' ? readingMinutes(content) : Math.max(1, Math.ceil((publication.seconds ?? 60) / 60));
    const publicationId = await idOf(
      db,
      `INSERT INTO publications (slug, title, type, content, description, thumbnail_file_id, duration, published_at,
                                 author_id, series_id, sequence_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, date_trunc('hour', now()) - make_interval(days => $8), $9, $10, $11)
       RETURNING id`,
      [
        publication.slug,
        publication.title,
        publication.type,
        content,
        publication.description,
        thumbnailId,
        duration,
        publication.days_ago,
        authorId,
        seriesId,
        publication.series?.order ?? null,
      ],
    );

    for (const [position, title] of publication.categories.entries()) {
      await db.query('INSERT INTO blog_categories (title) VALUES ($1) ON CONFLICT (title) DO NOTHING', [title]);
      const categoryId = await idOf(db, 'SELECT id FROM blog_categories WHERE title = $1', [title]);
      await db.query('INSERT INTO publication_categories (publication_id, category_id, position) VALUES ($1, $2, $3)', [
        publicationId,
        categoryId,
        position,
      ]);
    }
    for (const [position, attached] of (publication.files ?? []).entries()) {
      const fileId = await file(db, attached.name, attached.file_type, attached.is_primary);
      await db.query('INSERT INTO publication_files (publication_id, file_id, position) VALUES ($1, $2, $3)', [
        publicationId,
        fileId,
        position,
      ]);
    }
  }
}
