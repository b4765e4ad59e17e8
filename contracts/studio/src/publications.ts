import { z } from 'zod';
import { INT4_MAX, studioVersion } from './bounds';
import { STUDIO_MAX_ITEMS, STUDIO_MAX_LINE, STUDIO_MAX_TEXT } from './limits';

/*
 * Blog publications and news as editors write them (/api/studio/publications, /api/studio/news).
 * A publication or news item is a draft (published_at null), scheduled (published_at in the
 * future), published (published_at come) or withdrawn (learners no longer see it; links to it
 * answer the blog's not-found). Saves and state changes name the `version` they started from (409
 * 'Medzitým to upravil(a) …'); checks answer 400 naming the field (`title`, `audio_file_id`…).
 */

const line = z.string().max(STUDIO_MAX_LINE);
const id = z.number().int().positive();
const instant = z.iso.datetime({ offset: true });

export const studioItemStates = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
export const studioItemState = z.enum(studioItemStates);
export type StudioItemState = z.infer<typeof studioItemState>;

export const studioPublicationTypes = ['text', 'audio', 'video'] as const;

export const studioPublicationInput = z.object({
  title: line,
  type: z.enum(studioPublicationTypes),
  /** The card's text; audio and video show it on the detail too. */
  description: line,
  /** Markdown (text publications); images as /files/{id}. Rendered as the blog renders it. */
  content: z.string().max(STUDIO_MAX_TEXT),
  /** An uploaded image (POST /studio/media): the card's thumbnail and an audio's main image. */
  thumbnail_file_id: id.nullable(),
  /** Audio publications: the uploaded recording; its duration sets the minutes. */
  audio_file_id: id.nullable(),
  /** Video publications: the uploaded MP4/WebM video; its duration sets the minutes; the cover is its poster. */
  video_file_id: id.nullable(),
  /** Audio publications: what is said, offered to learners as a document beside the player. */
  transcript: z.string().max(STUDIO_MAX_TEXT),
  author_id: id,
  /** Titles, in order (spec: categories [title]); a new title makes a new category. */
  categories: z.array(line).max(STUDIO_MAX_ITEMS),
  /** Optional series ('Epizóda {n} · Cyklus "{title}"'): both or neither. */
  series_title: line,
  sequence_order: z.number().int().positive().max(INT4_MAX, 'Také číslo epizódy sa nedá uložiť.').nullable(),
});
export type StudioPublicationInput = z.infer<typeof studioPublicationInput>;

export const studioVersioned = { version: studioVersion };
export const studioPublicationSave = studioPublicationInput.extend(studioVersioned);
export type StudioPublicationSave = z.infer<typeof studioPublicationSave>;

/**
 * Publish now (no `publish_at`) or schedule: `publish_at` is the school's local wall-clock time
 * 'yyyy-MM-ddTHH:mm' in the school's zone (the lists' `time_zone`) and must lie ahead.
 */
export const studioGoLive = z.object({
  ...studioVersioned,
  publish_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Expected yyyy-MM-ddTHH:mm')
    .nullable(),
});
export type StudioGoLive = z.infer<typeof studioGoLive>;

const stateFields = {
  id,
  state: studioItemState,
  version: z.number().int().positive(),
  published_at: instant.nullable(),
  withdrawn_at: instant.nullable(),
  updated_at: instant,
  updated_by: z.string().nullable(),
};

export const studioFileRef = z.object({ file_id: id, url: z.string(), filename: z.string() });
export type StudioFileRef = z.infer<typeof studioFileRef>;

export const studioPublication = studioPublicationInput.extend({
  ...stateFields,
  /** Minutes, as learners read them: reading time for text, running time for audio and video. */
  duration: z.number().int().nonnegative(),
  thumbnail: studioFileRef.nullable(),
  audio: studioFileRef.extend({ duration_seconds: z.number().nullable() }).nullable(),
  video: studioFileRef.extend({ duration_seconds: z.number().nullable() }).nullable(),
});
export type StudioPublication = z.infer<typeof studioPublication>;

export const studioPublicationRow = z.object({
  ...stateFields,
  title: z.string(),
  type: z.enum(studioPublicationTypes),
  thumbnail_url: z.string().nullable(),
  categories: z.array(z.string()),
});
export type StudioPublicationRow = z.infer<typeof studioPublicationRow>;

export const studioAuthor = z.object({ id, name: z.string(), photo_url: z.string().nullable() });
export type StudioAuthor = z.infer<typeof studioAuthor>;

export const studioPublicationList = z.object({
  results: z.array(studioPublicationRow),
  authors: z.array(studioAuthor),
  /** The school's zone: scheduled times are written and shown in it. */
  time_zone: z.string(),
});
export type StudioPublicationList = z.infer<typeof studioPublicationList>;

export const studioItemListQuery = z.object({ state: studioItemState.optional() });

// ---------------------------------------------------------------------------------------------
// News (spec section 3, News item)

export const studioNewsInput = z.object({
  title: line,
  description: line,
  thumbnail_file_id: id.nullable(),
  /** e.g. 'Info', 'Alert', 'Promo'. */
  type: line,
  chip_tag: line.nullable(),
  /** A link (else plain text): to /meetings/{meeting_id}, /blog/{blog_publication_id}, or /. */
  instant_redirect: z.boolean(),
  redirect_code: z.enum(['meetings', 'blog']).nullable(),
  blog_publication_id: id.nullable(),
  meeting_id: id.nullable(),
  /** Higher first on the home scroller. */
  priority: z.number().int().min(-1000).max(1000),
});
export type StudioNewsInput = z.infer<typeof studioNewsInput>;
export const studioNewsSave = studioNewsInput.extend(studioVersioned);
export type StudioNewsSave = z.infer<typeof studioNewsSave>;

export const studioNews = studioNewsInput.extend({ ...stateFields, thumbnail: studioFileRef.nullable() });
export type StudioNews = z.infer<typeof studioNews>;

export const studioNewsRow = z.object({
  ...stateFields,
  title: z.string(),
  chip_tag: z.string().nullable(),
  priority: z.number().int(),
  redirect_code: z.enum(['meetings', 'blog']).nullable(),
});
export type StudioNewsRow = z.infer<typeof studioNewsRow>;
export const studioNewsList = z.object({ results: z.array(studioNewsRow), time_zone: z.string() });
export type StudioNewsList = z.infer<typeof studioNewsList>;
