-- Item analysis for editors (server/src/modules/studio/README.md, "Item analysis") reads a day's
-- answers by task, not by learner: without this, every read scanned all answers of the school
-- (the primary key leads with user_id). The studio's "answered" counts per task use it too.
CREATE INDEX task_submissions_task ON task_submissions (task_id);
