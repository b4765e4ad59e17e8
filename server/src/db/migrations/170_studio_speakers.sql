-- Speakers in the content studio (server/src/modules/studio/speakers/README.md): profile, rate,
-- weekly hours and days off edited by editors, with optimistic concurrency and history.
-- Extends 030/150 (never edited). Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

ALTER TABLE speakers ADD COLUMN bio text NOT NULL DEFAULT '';
ALTER TABLE speakers ADD COLUMN languages text[] NOT NULL DEFAULT '{}';
ALTER TABLE speakers ADD COLUMN photo_file_id bigint REFERENCES files (id) ON DELETE SET NULL;
-- Optimistic concurrency: a save names the version it started from; a conditional UPDATE moves it on.
ALTER TABLE speakers ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE speakers ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE speakers ADD COLUMN updated_by bigint REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE speakers ADD CONSTRAINT speakers_rate_range CHECK (price_per_hour <= 500);

-- Ranges of one weekday never overlap (the service answers 400 before this would refuse).
ALTER TABLE speaker_availability ADD CONSTRAINT speaker_availability_no_overlap EXCLUDE USING gist (
  int8range(speaker_id, speaker_id, '[]') WITH &&,
  int4range(weekday, weekday, '[]') WITH &&,
  tsrange('2000-01-01'::timestamp + start_time, '2000-01-01'::timestamp + end_time) WITH &&
);

-- Dates (on the speaker's clock) without calls: no slot is cut on them.
CREATE TABLE speaker_days_off (
  speaker_id bigint NOT NULL REFERENCES speakers (id) ON DELETE CASCADE,
  day        date NOT NULL,
  PRIMARY KEY (speaker_id, day)
);

-- The studio's history names more kinds of item than days; the check on item_type moves to the
-- code (each area records its own type). Written to agree with any other area's migration.
ALTER TABLE studio_history DROP CONSTRAINT IF EXISTS studio_history_item_type_check;
ALTER TABLE studio_history DROP CONSTRAINT IF EXISTS studio_history_item_type_format;
ALTER TABLE studio_history ADD CONSTRAINT studio_history_item_type_format CHECK (item_type ~ '^[a-z_]+$');
