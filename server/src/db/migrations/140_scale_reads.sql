-- Indexes for the reads that grew with a school's volume (issue 30, bench/scale.mjs).
-- Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

-- The organiser's meetings count each meeting's registrations by status: without this every
-- listed meeting scanned all registrations (the unique live index skips cancelled rows).
CREATE INDEX meeting_participations_meeting ON meeting_participations (meeting_id, status);

-- Meetings not yet over (the feed's first part, the organiser's list): a range on end_time.
CREATE INDEX meetings_end ON meetings (end_time, start_time, id);
