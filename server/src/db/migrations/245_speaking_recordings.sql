-- Speaking inside Telegram (issue 40): the learner answers a speaking task with a voice message
-- to the bot; the server downloads it once into the media store and the teacher plays it.
-- server/src/modules/speaking/README.md holds the rules. Additive; portable PostgreSQL.

-- Which task the bot waits for an answer to, per learner: set by /start speak_<task id> (the
-- task's 'Nahrať odpoveď v Telegrame'), replaced by the next one.
CREATE TABLE speaking_prompts (
  user_id  bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  task_id  bigint NOT NULL REFERENCES activity_tasks (id) ON DELETE CASCADE,
  asked_at timestamptz NOT NULL DEFAULT now()
);

-- One row per voice (audio, video note) message received as an answer. The answer of a task in
-- an attempt is its 'stored' row; a later message of the same attempt replaces it ('replaced',
-- its bytes deleted). Bytes live in media_blobs/media_chunks under `hash`, never reachable by the
-- public /api/media/<hash> (mediaInfo refuses a recording's hash).
CREATE TABLE speaking_recordings (
  id               bigserial PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  task_id          bigint NOT NULL REFERENCES activity_tasks (id) ON DELETE CASCADE,
  section_id       bigint NOT NULL REFERENCES activity_sections (id) ON DELETE CASCADE,
  attempt          integer NOT NULL DEFAULT 1 CHECK (attempt >= 1),
  status           text NOT NULL DEFAULT 'downloading'
                   CHECK (status IN ('downloading', 'stored', 'replaced', 'refused', 'failed')),
  -- Telegram's message: its id orders two answers of one chat (the later one wins a race).
  message_id       bigint NOT NULL,
  update_id        bigint NOT NULL,
  media_kind       text NOT NULL CHECK (media_kind IN ('voice', 'audio', 'video_note', 'document')),
  file_id          text NOT NULL CHECK (length(file_id) BETWEEN 1 AND 512),
  file_unique_id   text NOT NULL CHECK (length(file_unique_id) BETWEEN 1 AND 256),
  hash             text REFERENCES media_blobs (hash),
  mime             text,
  size             integer CHECK (size >= 0),
  duration_seconds numeric(8, 3) CHECK (duration_seconds >= 0),
  received_at      timestamptz NOT NULL DEFAULT now(),
  stored_at        timestamptz,
  refusal          text,
  CHECK (status <> 'stored' OR (hash IS NOT NULL AND stored_at IS NOT NULL))
);
-- A replayed message (the same file again, in the same or a new update) is handled once.
CREATE UNIQUE INDEX speaking_recordings_file ON speaking_recordings (user_id, file_unique_id);
-- At most one answer per task, learner and attempt.
CREATE UNIQUE INDEX speaking_recordings_answer ON speaking_recordings (user_id, task_id, attempt) WHERE status = 'stored';
CREATE INDEX speaking_recordings_task ON speaking_recordings (user_id, task_id, attempt, message_id);
CREATE INDEX speaking_recordings_section ON speaking_recordings (section_id, user_id);
CREATE INDEX speaking_recordings_hash ON speaking_recordings (hash) WHERE hash IS NOT NULL;

-- A recording's bytes go with its row (the learner's account deleted, a replaced answer): the
-- blob is deleted unless something else still points at it.
CREATE FUNCTION speaking_recording_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.hash IS NOT NULL AND (TG_OP = 'DELETE' OR NEW.hash IS DISTINCT FROM OLD.hash) THEN
    DELETE FROM media_blobs b WHERE b.hash = OLD.hash
      AND NOT EXISTS (SELECT 1 FROM speaking_recordings r WHERE r.hash = OLD.hash AND r.id <> OLD.id)
      AND NOT EXISTS (SELECT 1 FROM files f WHERE f.file_url = '/api/media/' || OLD.hash);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER speaking_recording_release AFTER UPDATE OF hash OR DELETE ON speaking_recordings
  FOR EACH ROW EXECUTE FUNCTION speaking_recording_release();

-- Voice answers: the editor chooses per speaking task in the studio (task_data.answer_via 'bot' or
-- 'chat'); nothing to migrate: a task without it keeps its chat link.
