/** Helpers of the studio's publications and news suites. */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { StudioMedia, StudioNewsInput, StudioPublicationInput } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { SCHOOL_TIME_ZONE } from '../src/zone';
import { toLocal } from '@app/shared/domain';
import type { Headers } from './staff-support';

export const JPEG = new URL('../media/blog/bratislava.jpg', import.meta.url);
export const MP3 = new URL('../media/activities/den-01-lucia.mp3', import.meta.url);

export function studioClient(app: FastifyInstance, headers: Headers) {
  return {
    get: (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers }),
    post: (url: string, payload?: object) => app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload ?? {} }),
    put: (url: string, payload: object) => app.inject({ method: 'PUT', url: `/api${url}`, headers, payload }),
    upload: async (file: URL, name: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/studio/media?name=${encodeURIComponent(name)}`,
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        payload: await readFile(file),
      });
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json() as StudioMedia;
    },
  };
}

export async function firstAuthorId(db: Db): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM blog_authors ORDER BY id LIMIT 1');
  return row!.id;
}

export const textPublication = (authorId: number, over: Partial<StudioPublicationInput> = {}): StudioPublicationInput => ({
  title: 'Ako sa povie káva?',
  type: 'text',
  description: 'Krátko o kaviarňach.',
  content: '## Káva\n\nDám si **kávu**, prosím.',
  thumbnail_file_id: null,
  audio_file_id: null,
  video_file_id: null,
  transcript: '',
  author_id: authorId,
  categories: ['Kultúra'],
  series_title: '',
  sequence_order: null,
  ...over,
});

export const newsItem = (over: Partial<StudioNewsInput> = {}): StudioNewsInput => ({
  title: 'Nová publikácia o káve',
  description: 'Prečítajte si ju.',
  thumbnail_file_id: null,
  type: 'Info',
  chip_tag: 'Blog',
  instant_redirect: true,
  redirect_code: null,
  blog_publication_id: null,
  meeting_id: null,
  priority: 100,
  ...over,
});

/** 'yyyy-MM-ddTHH:mm' on the school's clock, `ms` after `now`. */
export function schoolTime(ms: number, now = Date.now()): string {
  const local = toLocal(new Date(now + ms), SCHOOL_TIME_ZONE);
  const hh = String(Math.floor(local.minutes / 60)).padStart(2, '0');
  const mm = String(local.minutes % 60).padStart(2, '0');
  return `${local.date}T${hh}:${mm}`;
}

/** The clock moves on `ms` for one item and the bot's watch: its publish time comes that much sooner. */
export async function timePassesFor(db: Db, table: 'publications' | 'news', id: number, ms: number) {
  await db.query(`UPDATE ${table} SET published_at = published_at - $2 * interval '1 millisecond' WHERE id = $1`, [id, ms]);
  await db.query(`UPDATE bot_state SET announce_since = announce_since - $1 * interval '1 millisecond'`, [ms]);
}
