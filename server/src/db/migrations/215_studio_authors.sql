-- The blog's authors written in the content studio (server/src/modules/studio/authors/README.md):
-- an uploaded photo, optimistic concurrency and history like every studio item.
-- Extends 010 (never edited). Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

-- The uploaded image the photo came from (photo_url keeps what learners' pages show).
ALTER TABLE blog_authors ADD COLUMN photo_file_id bigint REFERENCES files (id) ON DELETE SET NULL;
-- A save names the version it started from; a conditional UPDATE moves it on (409 otherwise).
ALTER TABLE blog_authors ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE blog_authors ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE blog_authors ADD COLUMN updated_by bigint REFERENCES users (id) ON DELETE SET NULL;
