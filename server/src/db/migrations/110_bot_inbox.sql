-- The webhook's inbox: an update is stored, raw, by the statement that dedupes it, before the
-- webhook answers 200; its handlers then run from this table (at once in the receiving process,
-- again by any instance's worker after a failure or a crash), and an update that keeps failing
-- is parked, visible, never dropped. Rows from before this migration were handled: 'done'.
ALTER TABLE bot_updates
  ADD COLUMN payload         jsonb,
  ADD COLUMN status          text NOT NULL DEFAULT 'done' CHECK (status IN
                               ('pending', 'handling', 'done', 'parked', 'rejected', 'expired')),
  -- Runs so far (each claim counts one; the result is written only by the claim it belongs to).
  ADD COLUMN attempts        integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A 'handling' row whose instance died is claimed again after this.
  ADD COLUMN locked_until    timestamptz,
  ADD COLUMN claimed_by      text,
  ADD COLUMN last_error      text,
  ADD COLUMN handled_at      timestamptz;
ALTER TABLE bot_updates ALTER COLUMN status SET DEFAULT 'pending';
CREATE INDEX bot_updates_due ON bot_updates (next_attempt_at, update_id) WHERE status = 'pending';
CREATE INDEX bot_updates_in_flight ON bot_updates (locked_until) WHERE status = 'handling';
CREATE INDEX bot_updates_open ON bot_updates (status) WHERE status IN ('parked', 'rejected');

-- One chat's pace, shared by every instance and taken when the request leaves: a message to a
-- chat goes only while no other is in flight to it and `free_at` (the previous one's answer + the
-- gap) has passed; a 429 on that chat pauses that chat alone.
CREATE TABLE bot_chats (
  user_id      bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  busy_until   timestamptz,
  free_at      timestamptz NOT NULL DEFAULT '-infinity',
  paused_until timestamptz NOT NULL DEFAULT '-infinity',
  last_429_at  timestamptz
);

-- Liveness of the background workers, per instance (readiness and metrics read it).
CREATE TABLE worker_heartbeats (
  instance   text NOT NULL,
  worker     text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  beat_at    timestamptz NOT NULL DEFAULT now(),
  stopped_at timestamptz,
  PRIMARY KEY (instance, worker)
);

-- Periodic jobs that one instance at a time runs (reconciliation...): when next, and who holds it.
CREATE TABLE scheduled_jobs (
  name         text PRIMARY KEY,
  next_run_at  timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  locked_by    text,
  -- What the job carries from run to run (reconciliation: how many transactions it has read).
  state        jsonb NOT NULL DEFAULT '{}'
);

-- Every run of such a job, with what it found (kept 30 days).
CREATE TABLE job_runs (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job         text NOT NULL,
  instance    text NOT NULL,
  started_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  ok          boolean,
  report      jsonb,
  error       text
);
CREATE INDEX job_runs_recent ON job_runs (job, started_at DESC);

-- A refund Telegram made without us (support, a dispute), found by reconciliation.
ALTER TABLE payments DROP CONSTRAINT payments_refund_reason_check;
ALTER TABLE payments ADD CONSTRAINT payments_refund_reason_check
  CHECK (refund_reason IN ('cancelled', 'charged_after_release', 'refunded_by_telegram'));
