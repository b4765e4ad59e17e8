-- The teachers' speaking queue (issue 30): its count and its page read only this index, in its
-- order (submitted_at, user_id, section_id), without visiting the table (an index-only scan), so
-- counting a queue of thousands touches a few pages instead of one table page per waiting section.
-- It replaces section_progress_submitted (submitted_at), which it starts with.
CREATE INDEX section_progress_queue ON section_progress (submitted_at, user_id, section_id) WHERE status = 'submitted';
DROP INDEX section_progress_submitted;
