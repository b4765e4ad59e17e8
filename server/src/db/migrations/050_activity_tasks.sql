-- Daily activities, part 2: the course order, section files, tasks with their answer keys, which
-- activities each user has reached, and the user's submitted answers with their results.
-- Extends 020 (never edited). Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

-- Stable key for the seed (idempotent inserts); never shown. The course order is
-- (available_on, id): available_on is also a release date, an activity dated after the learner's
-- today is not part of the course yet.
ALTER TABLE activities ADD COLUMN slug text UNIQUE;

CREATE TABLE activity_section_files (
  section_id bigint NOT NULL REFERENCES activity_sections (id) ON DELETE CASCADE,
  file_id    bigint NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  position   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (section_id, file_id)
);

CREATE TABLE activity_tasks (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  section_id    bigint NOT NULL REFERENCES activity_sections (id) ON DELETE CASCADE,
  position      integer NOT NULL DEFAULT 0,
  concrete_type text NOT NULL CHECK (concrete_type IN ('QuestionTask', 'EvaluationTask', 'MatchingTask', 'GapsTask', 'SpeakingTask')),
  instructions  text NOT NULL DEFAULT '',
  -- What the client gets (contract task_data), in the canonical order: matching right_set and the
  -- gaps phrase bank are shuffled per user when served.
  task_data     jsonb NOT NULL,
  -- The answer key. Never leaves the server.
  answer_key    jsonb NOT NULL DEFAULT '{}'::jsonb,
  UNIQUE (section_id, position)
);

-- The activities a user has reached, one row each, written when the previous one was finished
-- and 08:00 of the next day (the user's clock) has come. started_at is that moment.
CREATE TABLE user_activities (
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  activity_id bigint NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  started_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, activity_id)
);

-- Who evaluated a speaking section (a teacher, TEACHER_TELEGRAM_IDS).
ALTER TABLE section_progress ADD COLUMN evaluated_by bigint REFERENCES users (id) ON DELETE SET NULL;

-- One row per user and task once the user submitted the task's section; the submit flips
-- section_progress from 'started' under its row lock, so each task is answered once.
CREATE TABLE task_submissions (
  user_id         bigint NOT NULL,
  section_id      bigint NOT NULL,
  task_id         bigint NOT NULL REFERENCES activity_tasks (id) ON DELETE CASCADE,
  task_type       text NOT NULL,
  -- The answer as submitted with is_correct per answered item (contract TaskResult.data).
  result_data     jsonb NOT NULL,
  correct_count   integer NOT NULL DEFAULT 0 CHECK (correct_count >= 0),
  incorrect_count integer NOT NULL DEFAULT 0 CHECK (incorrect_count >= 0),
  missing_count   integer NOT NULL DEFAULT 0 CHECK (missing_count >= 0),
  feedback        text,
  submitted_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, task_id),
  FOREIGN KEY (user_id, section_id) REFERENCES section_progress (user_id, section_id) ON DELETE CASCADE
);
CREATE INDEX task_submissions_section ON task_submissions (user_id, section_id);
-- The teachers' queue: submitted sections, oldest first.
CREATE INDEX section_progress_submitted ON section_progress (submitted_at) WHERE status = 'submitted';
