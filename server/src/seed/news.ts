import { seedImage } from './images';
import type { Queryable } from '../db/types';
import type { Actor } from '../modules/studio/index';
import { createNews, publishNews } from '../modules/studio/index';

/** The demo content is nobody's change. */
const seeder: Actor = { id: null };

interface SeedNews {
  slug: string;
  title: string;
  description: string;
  /** Under /media/news/ or /media/blog/. */
  thumbnail: string | null;
  type: string;
  chip_tag: string | null;
  instant_redirect: boolean;
  redirect_code: 'meetings' | 'blog' | null;
  /** For redirect_code blog: the publication's slug. */
  publication_slug?: string;
  priority: number;
  hours_ago: number;
}

/** One item of every redirect kind (blog, meetings, plain /) and one that is no link at all. */
const NEWS: SeedNews[] = [
  {
    slug: 'podcast-v-kaviarni',
    title: 'Nová epizóda: V kaviarni',
    description: 'Podcast Slovenčina na každý deň pokračuje. Objednajte si kávu po slovensky!',
    thumbnail: '/media/blog/podcast.jpg',
    type: 'Info',
    chip_tag: 'Podcast',
    instant_redirect: true,
    redirect_code: 'blog',
    publication_slug: 'v-kaviarni',
    priority: 40,
    hours_ago: 2,
  },
  {
    slug: 'stretnutia-so-slovakmi',
    title: 'Stretnite sa so Slovákmi',
    description: 'Kultúrne stretnutia naživo aj online. Jedno stretnutie mesačne máte v predplatnom Basic.',
    thumbnail: '/media/blog/bratislava.jpg',
    type: 'Promo',
    chip_tag: 'Stretnutie',
    instant_redirect: true,
    redirect_code: 'meetings',
    priority: 30,
    hours_ago: 5,
  },
  {
    slug: 'nove-aktivity-kazde-rano',
    title: 'Nové aktivity každé ráno',
    description: 'Počúvanie, čítanie a hovorenie: nová úloha je pripravená vždy o 8:00.',
    thumbnail: '/media/news/aktivity.jpg',
    type: 'Info',
    chip_tag: 'Aktivity',
    instant_redirect: true,
    redirect_code: null,
    priority: 20,
    hours_ago: 20,
  },
  {
    slug: 'udrzba-v-nedelu',
    title: 'Plánovaná údržba v nedeľu',
    description: 'V nedeľu od 6:00 do 7:00 môže byť aplikácia krátko nedostupná. Ďakujeme za trpezlivosť.',
    thumbnail: '/media/news/udrzba.jpg',
    type: 'Alert',
    chip_tag: 'Oznam',
    instant_redirect: false,
    redirect_code: null,
    priority: 10,
    hours_ago: 30,
  },
  {
    slug: 'vianocne-zvyky',
    title: 'Čo sa je na Štedrý deň?',
    description: 'Oblátky, kapustnica a kapor vo vani. Prečítajte si o slovenských Vianociach.',
    thumbnail: null,
    type: 'Info',
    chip_tag: 'Kultúra',
    instant_redirect: true,
    redirect_code: 'blog',
    publication_slug: 'vianocne-zvyky',
    priority: 5,
    hours_ago: 26,
  },
];

/**
 * Meetings belong to another module that may be seeded after this one (or not exist yet), so the
 * meeting news points at the first meeting still to come (the first meeting at all when none is)
 * once there is one, and a later start fills it in.
 */
async function firstMeetingId(db: Queryable): Promise<number | null> {
  const [table] = await db.query<{ present: boolean }>("SELECT to_regclass('meetings') IS NOT NULL AS present");
  if (!table?.present) return null;
  const [meeting] = await db.query<{ id: number }>('SELECT id FROM meetings ORDER BY (start_time <= now()), id LIMIT 1');
  return meeting?.id ?? null;
}

/**
 * The home news, written through the studio's own service (createNews, publishNews), so it passes
 * the checks an editor's item passes. Idempotent: an item whose slug exists is left as it is.
 */
export async function seedNews(db: Queryable): Promise<void> {
  const meetingId = await firstMeetingId(db);
  for (const item of NEWS) {
    const exists = await db.query('SELECT 1 FROM news WHERE slug = $1', [item.slug]);
    if (exists.length > 0) continue;
    const thumbnailId = item.thumbnail ? (await seedImage(db, item.thumbnail.replace(/^\/media\//, ''))).fileId : null;
    const [publication] = item.publication_slug
      ? await db.query<{ id: number }>('SELECT id FROM publications WHERE slug = $1', [item.publication_slug])
      : [];
    // Meetings are seeded first; without any, the meetings item leads home ('/') instead.
    const redirect = item.redirect_code === 'meetings' && meetingId === null ? null : item.redirect_code;
    const created = await createNews(
      db,
      seeder,
      {
        title: item.title,
        description: item.description,
        thumbnail_file_id: thumbnailId,
        type: item.type,
        chip_tag: item.chip_tag,
        instant_redirect: item.instant_redirect,
        redirect_code: redirect,
        blog_publication_id: publication?.id ?? null,
        meeting_id: item.redirect_code === 'meetings' ? meetingId : null,
        priority: item.priority,
      },
      item.slug,
    );
    const hour = Math.floor(Date.now() / 60_000) * 60_000;
    await publishNews(
      db,
      seeder,
      created.id,
      { version: created.version, publish_at: null },
      {
        at: new Date(hour - item.hours_ago * 60 * 60 * 1000),
      },
    );
  }
  if (meetingId !== null) {
    await db.query("UPDATE news SET meeting_id = $1 WHERE redirect_code = 'meetings' AND meeting_id IS NULL", [meetingId]);
  }
}
