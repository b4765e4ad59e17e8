-- Uploaded images are resized on upload (server/src/modules/studio/media-images.ts): each width
-- the app's screens show is a WebP of its own in media_blobs, served at its own content-hash URL.
-- Extends 150 (never edited). Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

-- The pixel size of an image (NULL for audio and for images stored before this migration).
ALTER TABLE media_blobs ADD COLUMN width integer CHECK (width > 0);
ALTER TABLE media_blobs ADD COLUMN height integer CHECK (height > 0);

-- One row per (original, width): a second upload of the same bytes finds its sizes here.
CREATE TABLE media_variants (
  original_hash text NOT NULL REFERENCES media_blobs (hash) ON DELETE CASCADE,
  width         integer NOT NULL CHECK (width > 0),
  hash          text NOT NULL REFERENCES media_blobs (hash),
  PRIMARY KEY (original_hash, width)
);
