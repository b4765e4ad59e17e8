-- The content studio (server/src/modules/studio/README.md): editors, draft and published days,
-- versioned tasks, optimistic concurrency, the history of every change, uploaded media.
-- Extends 020/050/090 (never edited). Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

ALTER TABLE staff_roles DROP CONSTRAINT staff_roles_role_check;
ALTER TABLE staff_roles ADD CONSTRAINT staff_roles_role_check
  CHECK (role IN ('admin', 'teacher', 'organiser', 'speaker', 'editor'));

-- A day is a draft (published_at NULL: learners never reach it) until an editor publishes it.
-- Every day written before the studio was live already.
ALTER TABLE activities ADD COLUMN published_at timestamptz;
UPDATE activities SET published_at = created_at;
-- Optimistic concurrency: a save names the version it started from; a conditional UPDATE moves it on.
ALTER TABLE activities ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE activities ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE activities ADD COLUMN updated_by bigint REFERENCES users (id) ON DELETE SET NULL;

-- A published task somebody answered is never overwritten: the edit retires the row (answers and
-- their results keep pointing at it) and inserts the new version, which `replaces` the old one.
ALTER TABLE activity_tasks ADD COLUMN retired_at timestamptz;
ALTER TABLE activity_tasks ADD COLUMN replaces bigint REFERENCES activity_tasks (id) ON DELETE SET NULL;
ALTER TABLE activity_tasks DROP CONSTRAINT activity_tasks_section_id_position_key;
CREATE INDEX activity_tasks_live ON activity_tasks (section_id, position) WHERE retired_at IS NULL;

-- Who changed what and when, one row per version of an item ('day' for now).
CREATE TABLE studio_history (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_type  text NOT NULL CHECK (item_type IN ('day')),
  item_id    bigint NOT NULL,
  version    integer NOT NULL,
  action     text NOT NULL CHECK (action IN ('created', 'saved', 'published')),
  summary    text NOT NULL DEFAULT '',
  changed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (item_type, item_id, version)
);

-- Uploaded media, kept in the database so every instance and a backup have them; addressed by
-- the SHA-256 of their bytes (the URL never changes meaning, so it is cached for a year).
CREATE TABLE media_blobs (
  hash             text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  mime             text NOT NULL,
  size             integer NOT NULL CHECK (size > 0),
  duration_seconds numeric(10, 3),
  bytes            bytea NOT NULL,
  uploaded_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at      timestamptz NOT NULL DEFAULT now()
);
