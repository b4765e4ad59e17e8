-- Publications and news written in the content studio (server/src/modules/studio/publications/README.md):
-- draft / scheduled / published / withdrawn, optimistic versions, history. Extends 010 and 150
-- (never edited). Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

-- A draft has no publish time yet; a publish time ahead is a scheduled publication (the blog and
-- the announcement sweep already compare it with now()). Withdrawn: learners no longer see it.
ALTER TABLE publications ALTER COLUMN published_at DROP NOT NULL;
ALTER TABLE publications ADD COLUMN withdrawn_at timestamptz;
-- Written in the studio: no seed key.
ALTER TABLE publications ALTER COLUMN slug DROP NOT NULL;
ALTER TABLE publications ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE publications ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE publications ADD COLUMN updated_by bigint REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX publications_studio ON publications (updated_at DESC, id DESC);

-- News had no publish time: every item so far was live from its creation.
ALTER TABLE news ADD COLUMN published_at timestamptz;
UPDATE news SET published_at = created_at;
ALTER TABLE news ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE news ALTER COLUMN slug DROP NOT NULL;
ALTER TABLE news ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE news ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE news ADD COLUMN updated_by bigint REFERENCES users (id) ON DELETE SET NULL;

-- The history covers publications and news too, and their scheduling and withdrawal: 150's
-- closed lists of item types and actions go (165 and 170 check their format instead). IF EXISTS:
-- on a database where those ran first, they are gone already.
ALTER TABLE studio_history DROP CONSTRAINT IF EXISTS studio_history_item_type_check;
ALTER TABLE studio_history DROP CONSTRAINT IF EXISTS studio_history_action_check;
