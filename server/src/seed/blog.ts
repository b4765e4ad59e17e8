import { ensureFile } from '../modules/files/index';
import { createAuthor } from '../modules/studio/index';
import { seedImage } from './images';
import { createPublication, publishPublication } from '../modules/studio/index';
import type { Actor } from '../modules/studio/index';
import type { Queryable } from '../db/types';
import { AUTHORS, PUBLICATIONS, type SeedFile } from './blog-content';

const MEDIA = '/media/blog/';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The demo content is nobody's change. */
const seeder: Actor = { id: null };

/** Pictures go in as the studio's uploads (with their sizes); recordings and documents stay files under /media/blog/. */
async function file(db: Queryable, name: string, file_type: SeedFile['file_type'], is_primary = false): Promise<number> {
  if (file_type === 'image') return (await seedImage(db, `blog/${name}`, is_primary)).fileId;
  return ensureFile(db, { file_type, file_url: `${MEDIA}${name}`, original_filename: name.split('/').pop()!, is_primary });
}

/** The demo's author through the studio's createAuthor (its photo is a file of the app), once per name. */
async function seedAuthor(db: Queryable, author: (typeof AUTHORS)[keyof typeof AUTHORS]): Promise<number> {
  const [exists] = await db.query<{ id: number }>('SELECT id FROM blog_authors WHERE first_name = $1 AND last_name = $2', [
    author.first_name,
    author.last_name,
  ]);
  if (exists) return exists.id;
  const created = await createAuthor(db, seeder, {
    first_name: author.first_name,
    last_name: author.last_name,
    photo_file_id: (await seedImage(db, `blog/${author.photo}`)).fileId,
  });
  return created.id;
}

/**
 * The blog's content (blog-content.ts), written through the studio's own service (createPublication,
 * publishPublication), so it passes the checks an editor's publication passes. Authors are
 * written the same way (createAuthor). Idempotent like every seed: a publication whose slug exists
 * is left as it is, an author whose name exists is used as it is.
 */
export async function seedBlog(db: Queryable): Promise<void> {
  const hour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  for (const publication of PUBLICATIONS) {
    const exists = await db.query('SELECT 1 FROM publications WHERE slug = $1', [publication.slug]);
    if (exists.length > 0) continue;

    const authorId = await seedAuthor(db, AUTHORS[publication.author]);

    // Markdown images: {{file:name}} becomes /files/{id} of the stored file.
    let content = publication.content;
    for (const [placeholder, name] of [...content.matchAll(/\{\{file:([^}]+)\}\}/g)].map((m) => [m[0], m[1]!] as const)) {
      content = content.replace(placeholder, `/files/${await file(db, name, 'image')}`);
    }

    let audioId: number | null = null;
    let videoId: number | null = null;
    const attachments: number[] = [];
    for (const attached of publication.files ?? []) {
      const id = await file(db, attached.name, attached.file_type, attached.is_primary);
      if (attached.file_type === 'audio' && audioId === null) audioId = id;
      else if (attached.file_type === 'video' && videoId === null) videoId = id;
      else attachments.push(id);
    }
    const created = await createPublication(
      db,
      seeder,
      {
        title: publication.title,
        type: publication.type,
        description: publication.description,
        content,
        thumbnail_file_id: await file(db, publication.thumbnail, 'image'),
        audio_file_id: audioId,
        video_file_id: videoId,
        // The seed's transcripts are documents of their own (attachments).
        transcript: '',
        author_id: authorId,
        categories: publication.categories,
        series_title: publication.series?.title ?? '',
        sequence_order: publication.series?.order ?? null,
      },
      { slug: publication.slug, attachments, seconds: publication.seconds ?? 60 },
    );
    await publishPublication(
      db,
      seeder,
      created.id,
      { version: created.version, publish_at: null },
      {
        at: new Date(hour - publication.days_ago * DAY_MS),
      },
    );
  }
}
