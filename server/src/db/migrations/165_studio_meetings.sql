-- Meetings written in the studio (server/src/modules/studio/meetings/README.md): optimistic
-- version, who changed it, cancellation. Extends 040/090/150 (never edited).
-- Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

ALTER TABLE meetings ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE meetings ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE meetings ADD COLUMN updated_by bigint REFERENCES users (id) ON DELETE SET NULL;
-- Set once, by the conditional UPDATE that cancels (…WHERE cancelled_at IS NULL): of two
-- cancellations (two editors, two instances, a retried request) exactly one tells and refunds.
ALTER TABLE meetings ADD COLUMN cancelled_at timestamptz;
ALTER TABLE meetings ADD COLUMN cancelled_by bigint REFERENCES users (id) ON DELETE SET NULL;

-- A registration the meeting's cancellation ended (not the learner): 'Zúčastnené' still lists the
-- meeting, as cancelled, so the learner sees what happened to their ticket.
ALTER TABLE meeting_participations ADD COLUMN ended_by_cancellation boolean NOT NULL DEFAULT false;

-- The studio's history names more kinds of item than days. The check on item_type moves to the
-- code (each area records its own type); an action a new area needs is added here.
ALTER TABLE studio_history DROP CONSTRAINT IF EXISTS studio_history_item_type_check;
ALTER TABLE studio_history DROP CONSTRAINT IF EXISTS studio_history_action_check;
ALTER TABLE studio_history ADD CONSTRAINT studio_history_item_type_format CHECK (item_type ~ '^[a-z_]+$');
ALTER TABLE studio_history ADD CONSTRAINT studio_history_action_format CHECK (action ~ '^[a-z_]+$');
