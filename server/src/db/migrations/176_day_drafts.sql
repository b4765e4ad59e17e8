-- The draft of a live day (server/src/modules/studio/day-drafts.ts): a save of a published day is
-- kept here, in the form's shape, until an editor publishes it (then it is written as every save
-- was, with the versioning of answered tasks) or discards it. Learners never read this column.
-- Extends 020/150 (never edited). Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.
ALTER TABLE activities ADD COLUMN draft jsonb;
ALTER TABLE activities ADD COLUMN draft_saved_at timestamptz;
ALTER TABLE activities ADD COLUMN draft_saved_by bigint REFERENCES users (id) ON DELETE SET NULL;
-- Only a published day has a draft of changes; a draft day is itself the draft.
ALTER TABLE activities ADD CONSTRAINT activities_draft_of_live CHECK (draft IS NULL OR published_at IS NOT NULL);
