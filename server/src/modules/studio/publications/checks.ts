import type { StudioPublicationInput } from '@app/studio-contract';
import type { Queryable } from '../../../db/types';
import { badRequest } from '../../../errors';

/** Reading time learners see: about 120 words a minute for a learner of Slovak, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w)).length;
  return Math.max(1, Math.ceil(words / 120));
}

const missingFile = {
  image: 'Obrázok sa nenašiel: nahrajte ho znova.',
  audio: 'Nahrávka sa nenašla: nahrajte ju znova.',
  video: 'Video sa nenašlo: nahrajte ho znova.',
};

/** 400 unless file `id` is stored and of `type`. */
export async function requireFile(
  db: Queryable,
  id: number | null,
  type: 'image' | 'audio' | 'video',
  field: string,
): Promise<void> {
  if (id === null) return;
  const [file] = await db.query('SELECT 1 FROM files WHERE id = $1 AND file_type = $2', [id, type]);
  if (!file) throw badRequest(missingFile[type], field);
}

/**
 * The checks a publication passes on every save (`live` false: a draft may be unfinished) and
 * before learners see it (`live`: going live, or saving one that is scheduled or published).
 */
export async function checkPublication(
  db: Queryable,
  id: number | null,
  input: StudioPublicationInput,
  live: boolean,
): Promise<void> {
  if (!input.title.trim()) throw badRequest('Napíšte názov.', 'title');
  const [author] = await db.query('SELECT 1 FROM blog_authors WHERE id = $1', [input.author_id]);
  if (!author) throw badRequest('Vyberte autora zo zoznamu.', 'author_id');
  await requireFile(db, input.thumbnail_file_id, 'image', 'thumbnail_file_id');
  await requireFile(db, input.audio_file_id, 'audio', 'audio_file_id');
  await requireFile(db, input.video_file_id, 'video', 'video_file_id');

  const seen = new Set<string>();
  for (const [i, title] of input.categories.entries()) {
    const key = title.trim().toLocaleLowerCase('sk');
    if (!key) throw badRequest('Kategória nemôže byť prázdna.', `categories.${i}`);
    if (seen.has(key)) throw badRequest(`Kategória „${title.trim()}“ je tu dvakrát.`, `categories.${i}`);
    seen.add(key);
  }

  const series = input.series_title.trim();
  if (series && input.sequence_order === null) throw badRequest('Zadajte číslo epizódy v cykle.', 'sequence_order');
  if (!series && input.sequence_order !== null) throw badRequest('Epizóda patrí do cyklu: zadajte jeho názov.', 'series_title');
  if (series) {
    const [taken] = await db.query<{ title: string }>(
      `SELECT p.title FROM publications p JOIN blog_series s ON s.id = p.series_id
       WHERE s.title = $1 AND p.sequence_order = $2 AND p.id IS DISTINCT FROM $3`,
      [series, input.sequence_order, id],
    );
    if (taken) throw badRequest(`V cykle „${series}“ je epizóda ${input.sequence_order} už „${taken.title}“.`, 'sequence_order');
  }

  if (!live) return;
  if (!input.description.trim()) throw badRequest('Napíšte krátky popis: ukazuje sa na karte.', 'description');
  if (input.type === 'text' && !input.content.trim()) throw badRequest('Text publikácie je prázdny.', 'content');
  if (input.type === 'audio' && input.audio_file_id === null)
    throw badRequest('Audio publikácia potrebuje nahrávku.', 'audio_file_id');
  if (input.type === 'video' && input.video_file_id === null)
    throw badRequest('Video publikácia potrebuje video.', 'video_file_id');
  // The blog shows the cover as the video's poster.
  if (input.type === 'video' && input.thumbnail_file_id === null)
    throw badRequest('Video publikácia potrebuje titulný obrázok: je to obrázok pred spustením videa.', 'thumbnail_file_id');
}
