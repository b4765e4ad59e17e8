import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from '@app/shared/domain';
import { idParam, paginated } from '@app/shared/contract';
import { imageVariants, mediaFile } from '@app/file-contract';

/** Spec section 3, Publication. */
export const publicationType = z.enum(['text', 'audio', 'video']);
export type PublicationType = z.infer<typeof publicationType>;

/** Spec section 4: a user's reaction to a publication. */
export const publicationReaction = z.enum(['like', 'dislike']);
export type PublicationReaction = z.infer<typeof publicationReaction>;

export const publicationAuthor = z.object({
  first_name: z.string(),
  last_name: z.string(),
  photo_url: z.string().nullable(),
  /** Additive: the photo's sizes when it is an uploaded image. */
  photo_variants: imageVariants.nullish(),
});
export type PublicationAuthor = z.infer<typeof publicationAuthor>;

export const publicationCategory = z.object({ id: z.number().int(), title: z.string() });
export type PublicationCategory = z.infer<typeof publicationCategory>;

export const publicationSeries = z.object({ id: z.number().int(), title: z.string() });
export type PublicationSeries = z.infer<typeof publicationSeries>;

/** What a feed card needs: a publication without its content and files. */
export const publicationSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  type: publicationType,
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  /** Additive: the cover's sizes when it is an uploaded image. */
  thumbnail_variants: imageVariants.nullish(),
  /** Minutes: reading time for text, running time for audio and video. */
  duration: z.number().int().nonnegative(),
  published_at: z.string(),
  /** Per user. */
  starred: z.boolean(),
  /** Position in its series (spec: 'Epizóda {n}'), null outside a series. */
  sequence_order: z.number().int().positive().nullable(),
  series: publicationSeries.nullable(),
  categories: z.array(publicationCategory),
  author: publicationAuthor,
});
export type PublicationSummary = z.infer<typeof publicationSummary>;

/** GET /blog/{id}/: the whole publication with the current user's reaction and the totals. */
export const publication = publicationSummary.extend({
  /** Markdown for text publications; images as ![alt](/files/{id}). */
  content: z.string(),
  files: z.array(mediaFile),
  /** Per user. */
  reaction: publicationReaction.nullable(),
  like_count: z.number().int().nonnegative(),
  dislike_count: z.number().int().nonnegative(),
});
export type Publication = z.infer<typeof publication>;

/** GET /blog/feed and /blog/starred: paginated (spec section 3). */
export const publicationPage = paginated(publicationSummary);
export type PublicationPage = z.infer<typeof publicationPage>;

export const BLOG_PAGE_SIZE = 10;
export const BLOG_MAX_PAGE_SIZE = 50;
export const BLOG_MAX_SEARCH_LENGTH = MAX_SEARCH_LENGTH;
export const BLOG_MAX_PAGE = 10_000;

/** Query of GET /blog/feed and /blog/starred. A blank search means no search. */
export const publicationListQuery = z.object({
  search: z.string().trim().max(BLOG_MAX_SEARCH_LENGTH).optional(),
  page: z.coerce.number().int().positive().max(BLOG_MAX_PAGE).default(1),
  page_size: z.coerce.number().int().positive().max(BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
});
export type PublicationListQuery = z.infer<typeof publicationListQuery>;

/** Query of POST /blog/{id}/react (empty body): is_positive true is a like, false a dislike. */
export const publicationReactQuery = z.object({
  is_positive: z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }).transform((value) => value === 'true'),
});

/** Answer of the star and react calls: the user's state of the publication afterwards. */
export const publicationState = publication.pick({
  id: true,
  starred: true,
  reaction: true,
  like_count: true,
  dislike_count: true,
});
export type PublicationState = z.infer<typeof publicationState>;

/** Path of the /blog/{id}/... calls: a positive id the database can hold. */
export const publicationIdParam = idParam;
