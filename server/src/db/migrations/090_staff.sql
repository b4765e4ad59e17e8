-- The staff side: roles, ticket check-in, the no-show job, call outcomes marked by the speaker.
-- Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

-- Roles granted in the app (ADMIN_TELEGRAM_IDS and TEACHER_TELEGRAM_IDS bootstrap admins and
-- teachers from the environment on top of these rows). One row per user and role; a speaker row
-- links the user to the speakers row whose calls they see.
CREATE TABLE staff_roles (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role       text NOT NULL CHECK (role IN ('admin', 'teacher', 'organiser', 'speaker')),
  speaker_id bigint REFERENCES speakers (id) ON DELETE CASCADE,
  granted_by bigint REFERENCES users (id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role),
  CHECK ((role = 'speaker') = (speaker_id IS NOT NULL))
);
-- One Telegram account per speaker: two users seeing one speaker's calls would be a mistake.
CREATE UNIQUE INDEX staff_roles_one_user_per_speaker ON staff_roles (speaker_id) WHERE speaker_id IS NOT NULL;

-- Who let the participant in, and when (the first scan; a repeat scan reads these back).
ALTER TABLE meeting_participations ADD COLUMN checked_in_at timestamptz;
ALTER TABLE meeting_participations ADD COLUMN checked_in_by bigint REFERENCES users (id) ON DELETE SET NULL;
-- When the no-show job turned a joined participant who never came into 'no-show'.
ALTER TABLE meeting_participations ADD COLUMN marked_no_show_at timestamptz;
ALTER TABLE meeting_participations ADD CONSTRAINT meeting_participations_check_in_joined
  CHECK (checked_in_at IS NULL OR status = 'joined');

-- The no-show job's schedule lives in the rows: a meeting is due two hours after it ends until
-- the job has settled it. Meetings that ended before check-in existed were never scanned, so
-- they are settled as they are (nobody becomes a no-show for a door nobody kept).
ALTER TABLE meetings ADD COLUMN no_shows_settled_at timestamptz;
UPDATE meetings SET no_shows_settled_at = now() WHERE end_time <= now();
CREATE INDEX meetings_no_show_due ON meetings (end_time) WHERE no_shows_settled_at IS NULL;

-- The speaker marks a call that has ended: it took place, or the learner did not come.
ALTER TABLE calls ADD COLUMN outcome text CHECK (outcome IN ('completed', 'missed'));
ALTER TABLE calls ADD COLUMN outcome_at timestamptz;
ALTER TABLE calls ADD COLUMN outcome_by bigint REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE calls ADD CONSTRAINT calls_outcome_marked CHECK ((outcome IS NULL) = (outcome_at IS NULL));
ALTER TABLE calls ADD CONSTRAINT calls_outcome_scheduled CHECK (outcome IS NULL OR status = 'scheduled');
CREATE INDEX calls_speaker_start ON calls (speaker_id, start_dt);
