-- First-try tallies per task version and item (issue 39): what the studio's course-wide hardest
-- items read instead of expanding every stored answer (a million answers took seconds). Kept by
-- the database itself, in the statement that inserts, updates or deletes answers, so they are
-- exact whoever writes task_submissions (the submit, the seeds, a cascade from a deleted account).
--   ref ''   : the version's learners (answers stored);
--   ref else : the learners who got that item wrong (the stored answer's item reference, as
--              studio/item-analysis.ts reads it: query_id, question_id, a pair's left, a gap's position).
-- slot (user_id % 8) spreads one task's counters over 8 rows, so concurrent submits of one section
-- seldom wait on each other's row; a read sums the slots.
CREATE TABLE task_item_tallies (
  task_id bigint NOT NULL REFERENCES activity_tasks (id) ON DELETE CASCADE,
  ref     text NOT NULL,
  slot    smallint NOT NULL,
  n       integer NOT NULL,
  PRIMARY KEY (task_id, ref, slot)
);

-- The rows an answer adds to the tallies (1 for the version, 1 per wrong item), signed.
CREATE FUNCTION task_item_tally_rows(task bigint, learner bigint, result jsonb, incorrect integer, sign integer)
RETURNS TABLE (task_id bigint, ref text, slot smallint, n integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT task, '', (learner % 8)::smallint, sign
  UNION ALL
  SELECT task, coalesce(e->>'query_id', e->>'question_id', e->>'left', e->>'position'), (learner % 8)::smallint, sign
  FROM jsonb_array_elements(coalesce(result->'queries', result->'questions', result->'pairs', result->'options', '[]'::jsonb)) e
  WHERE incorrect > 0 AND e->>'is_correct' = 'false'
$$;

-- One upsert per statement, whatever its number of rows; in key order, so two submits never wait
-- on each other's rows crosswise.
CREATE FUNCTION task_item_tallies_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO task_item_tallies (task_id, ref, slot, n)
    SELECT r.task_id, r.ref, r.slot, sum(r.n) FROM added a CROSS JOIN LATERAL task_item_tally_rows(a.task_id, a.user_id, a.result_data, a.incorrect_count, 1) r
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (task_id, ref, slot) DO UPDATE SET n = task_item_tallies.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO task_item_tallies (task_id, ref, slot, n)
    SELECT r.task_id, r.ref, r.slot, sum(r.n) FROM removed a CROSS JOIN LATERAL task_item_tally_rows(a.task_id, a.user_id, a.result_data, a.incorrect_count, -1) r
    -- A cascade from the task itself: its tallies are gone with it.
    WHERE EXISTS (SELECT 1 FROM activity_tasks t WHERE t.id = r.task_id)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (task_id, ref, slot) DO UPDATE SET n = task_item_tallies.n + excluded.n;
  ELSE
    INSERT INTO task_item_tallies (task_id, ref, slot, n)
    SELECT r.task_id, r.ref, r.slot, sum(r.n)
    FROM (SELECT r.* FROM added a CROSS JOIN LATERAL task_item_tally_rows(a.task_id, a.user_id, a.result_data, a.incorrect_count, 1) r
          UNION ALL
          SELECT r.* FROM removed a CROSS JOIN LATERAL task_item_tally_rows(a.task_id, a.user_id, a.result_data, a.incorrect_count, -1) r) r
    GROUP BY 1, 2, 3 HAVING sum(r.n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (task_id, ref, slot) DO UPDATE SET n = task_item_tallies.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER task_item_tallies_insert AFTER INSERT ON task_submissions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION task_item_tallies_follow();
CREATE TRIGGER task_item_tallies_delete AFTER DELETE ON task_submissions
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION task_item_tallies_follow();
CREATE TRIGGER task_item_tallies_update AFTER UPDATE ON task_submissions
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION task_item_tallies_follow();

-- The answers stored before this migration.
INSERT INTO task_item_tallies (task_id, ref, slot, n)
SELECT r.task_id, r.ref, r.slot, sum(r.n) FROM task_submissions a CROSS JOIN LATERAL task_item_tally_rows(a.task_id, a.user_id, a.result_data, a.incorrect_count, 1) r
GROUP BY 1, 2, 3;
