-- Files, the blog (publications, authors, series, categories, per-user stars and reactions) and news.
-- Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

-- Every stored file the app serves from /media (spec section 3, File). GET /api/file/{id}/ reads it;
-- markdown content refers to images as /files/{id}.
CREATE TABLE files (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  file_type         text NOT NULL CHECK (file_type IN ('image', 'audio', 'document', 'video')),
  -- A path on the app's own origin (/media/...); the client resolves it against the page origin.
  file_url          text NOT NULL UNIQUE,
  original_filename text NOT NULL,
  -- The primary audio, video or document of whatever the file belongs to.
  is_primary        boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE blog_authors (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  first_name text NOT NULL,
  last_name  text NOT NULL,
  photo_url  text,
  UNIQUE (first_name, last_name)
);

CREATE TABLE blog_series (
  id    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL UNIQUE
);

CREATE TABLE blog_categories (
  id    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL UNIQUE
);

CREATE TABLE publications (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Stable key for the seed (idempotent inserts); never shown.
  slug              text NOT NULL UNIQUE,
  title             text NOT NULL,
  type              text NOT NULL CHECK (type IN ('text', 'audio', 'video')),
  -- Markdown for text publications; may be empty for audio and video.
  content           text NOT NULL DEFAULT '',
  description       text NOT NULL DEFAULT '',
  thumbnail_file_id bigint REFERENCES files (id) ON DELETE SET NULL,
  -- Minutes: reading time for text, running time for audio and video.
  duration          integer NOT NULL CHECK (duration >= 0),
  -- A publication dated in the future is not visible yet.
  published_at      timestamptz NOT NULL,
  author_id         bigint NOT NULL REFERENCES blog_authors (id),
  series_id         bigint REFERENCES blog_series (id) ON DELETE SET NULL,
  sequence_order    integer CHECK (sequence_order > 0),
  CHECK (sequence_order IS NULL OR series_id IS NOT NULL),
  UNIQUE (series_id, sequence_order),
  -- What search looks through (title, description, content), lower-cased and without Slovak (and
  -- Czech, Hungarian, German) diacritics, so 'stedry' finds 'Štedrý' on either engine and locale.
  search_text       text GENERATED ALWAYS AS (
    lower(translate(title || ' ' || description || ' ' || content,
      'ÁÄČĎÉĚÍĹĽŇÓÔÖŐŔŘŠŤÚŮÜŰÝŽáäčďéěíĺľňóôöőŕřšťúůüűýž',
      'AACDEEILLNOOOORRSTUUUUYZaacdeeillnoooorrstuuuuyz'))
  ) STORED
);
CREATE INDEX publications_published ON publications (published_at DESC, id DESC);

CREATE TABLE publication_categories (
  publication_id bigint NOT NULL REFERENCES publications (id) ON DELETE CASCADE,
  category_id    bigint NOT NULL REFERENCES blog_categories (id) ON DELETE CASCADE,
  position       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (publication_id, category_id)
);

CREATE TABLE publication_files (
  publication_id bigint NOT NULL REFERENCES publications (id) ON DELETE CASCADE,
  file_id        bigint NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  -- The first image is the video poster or the audio's main image (spec section 3).
  position       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (publication_id, file_id)
);

-- Per-user state (spec section 4): a star, and at most one reaction (like or dislike).
CREATE TABLE publication_stars (
  user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  publication_id bigint NOT NULL REFERENCES publications (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, publication_id)
);
CREATE INDEX publication_stars_user ON publication_stars (user_id, created_at DESC);

CREATE TABLE publication_reactions (
  user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  publication_id bigint NOT NULL REFERENCES publications (id) ON DELETE CASCADE,
  is_positive    boolean NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, publication_id)
);
CREATE INDEX publication_reactions_publication ON publication_reactions (publication_id, is_positive);

-- The home news feed (spec section 3, News item).
CREATE TABLE news (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug                text NOT NULL UNIQUE,
  title               text NOT NULL,
  description         text NOT NULL DEFAULT '',
  thumbnail_file_id   bigint REFERENCES files (id) ON DELETE SET NULL,
  type                text NOT NULL DEFAULT 'Info',
  instant_redirect    boolean NOT NULL DEFAULT false,
  redirect_code       text CHECK (redirect_code IN ('meetings', 'blog')),
  blog_publication_id bigint REFERENCES publications (id) ON DELETE SET NULL,
  -- Meetings belong to another module; no foreign key, so the two can be seeded in any order.
  meeting_id          bigint,
  chip_tag            text,
  priority            integer NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL DEFAULT now(),
  -- Hidden once past; null means it stays.
  expires_at          timestamptz
);
CREATE INDEX news_order ON news (priority DESC, created_at DESC);
