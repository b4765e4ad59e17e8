-- Media in pieces (issue 37): a range read fetches the pieces it touches, not the whole file.
-- server/src/modules/studio/media-store.ts reads and writes them; the studio README says why they
-- stay in the database. Extends 150 and 175 (never edited); additive: the old column stays.
-- Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

-- Piece n holds bytes [n × 262144, (n + 1) × 262144) of the file (the last one may be shorter).
CREATE TABLE media_chunks (
  hash  text NOT NULL REFERENCES media_blobs (hash) ON DELETE CASCADE,
  n     integer NOT NULL CHECK (n >= 0),
  bytes bytea NOT NULL CHECK (length(bytes) BETWEEN 1 AND 262144),
  PRIMARY KEY (hash, n)
);
-- Stored out of line and uncompressed (audio, video and images are compressed already), so that
-- substring() of a piece fetches only the TOAST slices it covers.
ALTER TABLE media_chunks ALTER COLUMN bytes SET STORAGE EXTERNAL;

INSERT INTO media_chunks (hash, n, bytes)
SELECT b.hash, piece.n, substring(b.bytes FROM piece.n * 262144 + 1 FOR 262144)
FROM media_blobs b, generate_series(0, (b.size - 1) / 262144) AS piece (n)
WHERE b.bytes IS NOT NULL;

-- Written no more from this release on. Its content stays until a later, second-phase migration
-- drops the column, so an instance of the previous release still serves the files it knew while
-- both run during a deploy.
ALTER TABLE media_blobs ALTER COLUMN bytes DROP NOT NULL;

-- The sweep (media-sweep.ts) looks for old blobs.
CREATE INDEX media_blobs_uploaded_at ON media_blobs (uploaded_at);
-- media_variants.hash points at a blob without an index: the sweep's delete checks it.
CREATE INDEX media_variants_hash ON media_variants (hash);
