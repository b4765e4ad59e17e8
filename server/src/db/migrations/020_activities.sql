-- Minimal activity tables: what GET /users/me/statistics reads today, and the base the activities
-- module builds on (it adds tasks, files and submissions in its own migrations).
-- Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

CREATE TABLE activities (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The day the activity is offered as today's activity.
  available_on date NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activities_available_on ON activities (available_on);

CREATE TABLE activity_sections (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  activity_id   bigint NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  position      integer NOT NULL DEFAULT 0,
  section_type  text NOT NULL CHECK (section_type IN ('listening', 'reading', 'speaking')),
  title         text NOT NULL,
  text          text NOT NULL DEFAULT '',
  -- Minutes the section takes (spec: time_required).
  time_required integer NOT NULL DEFAULT 0 CHECK (time_required >= 0)
);
CREATE INDEX activity_sections_activity ON activity_sections (activity_id, position);

-- One row per user and section once the user opens it. Status flow (spec section 4): started,
-- then submitted (pending verification), then evaluated with a score, a fraction 0..1.
CREATE TABLE section_progress (
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  section_id   bigint NOT NULL REFERENCES activity_sections (id) ON DELETE CASCADE,
  status       text NOT NULL DEFAULT 'started' CHECK (status IN ('started', 'submitted', 'evaluated')),
  score        numeric(5, 4) CHECK (score >= 0 AND score <= 1),
  started_at   timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  evaluated_at timestamptz,
  PRIMARY KEY (user_id, section_id),
  CHECK (status = 'started' OR submitted_at IS NOT NULL),
  CHECK (status <> 'evaluated' OR evaluated_at IS NOT NULL)
);
CREATE INDEX section_progress_section ON section_progress (section_id);
