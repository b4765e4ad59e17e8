-- The bot: what the learner allowed, whether Telegram still lets us write, the learner's clock,
-- and the outbox every message (and every other Bot API job) goes through.

-- allows_write_to_pm from init data (null until a client sent it); bot_started_at: the learner
-- sent /start; bot_unreachable_at: Telegram answered 403 (blocked, deactivated), so nothing more
-- is tried until the learner starts the bot or allows messages again.
ALTER TABLE users ADD COLUMN allows_write_to_pm boolean;
ALTER TABLE users ADD COLUMN bot_started_at timestamptz;
ALTER TABLE users ADD COLUMN bot_unreachable_at timestamptz;
-- The learner's IANA zone as last sent by the app (?tz=), for 08:00 and call times in messages.
ALTER TABLE users ADD COLUMN time_zone text;

CREATE TABLE outbox (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The recipient; null for a job that belongs to nobody in particular (an announcement fan-out).
  user_id         bigint REFERENCES users (id) ON DELETE CASCADE,
  -- A message kind (call_reminder, speaking_scored...) or a job kind registered by a module.
  kind            text NOT NULL,
  -- What it is about ('call:12', 'section:5:activity:3'), and for reminders the lead in minutes.
  subject         text NOT NULL,
  lead            text NOT NULL DEFAULT '',
  -- The notification setting that must be on, with its parent, when the message goes out
  -- (null: always, e.g. the reply to /start or a job).
  toggle          text,
  payload         jsonb NOT NULL DEFAULT '{}',
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN
                    ('pending', 'sending', 'sent', 'demo', 'skipped', 'expired', 'cancelled', 'unreachable', 'failed')),
  -- Not before this moment (a reminder's time); next_attempt_at moves on with retries and 429s.
  due_at          timestamptz NOT NULL DEFAULT now(),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Past this moment the row is no longer worth sending (a reminder after the call began).
  expires_at      timestamptz,
  -- Claims so far (each claim increments it; a result is written only by the claim it belongs to).
  attempts        integer NOT NULL DEFAULT 0,
  -- Network errors and 5xx answers so far; at the limit the row is 'failed'.
  failures        integer NOT NULL DEFAULT 0,
  claimed_at      timestamptz,
  -- A 'sending' row whose claim expired (the instance died mid-send) is claimed again.
  locked_until    timestamptz,
  claimed_by      text,
  last_error      text,
  result          jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  finished_at     timestamptz,
  CONSTRAINT outbox_once UNIQUE NULLS NOT DISTINCT (user_id, kind, subject, lead)
);
CREATE INDEX outbox_ready ON outbox (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX outbox_in_flight ON outbox (locked_until) WHERE status = 'sending';
CREATE INDEX outbox_claims ON outbox (claimed_at) WHERE claimed_at IS NOT NULL;
CREATE INDEX outbox_user_claims ON outbox (user_id, claimed_at) WHERE claimed_at IS NOT NULL;
CREATE INDEX outbox_subject ON outbox (kind, subject);

-- Shared by every instance: a 429 pauses all of them, not only the one that saw it.
CREATE TABLE bot_state (
  id           boolean PRIMARY KEY DEFAULT true CHECK (id),
  paused_until timestamptz NOT NULL DEFAULT '-infinity',
  -- Meetings and publications going live after this are announced (set at the first sweep).
  announce_since timestamptz
);
INSERT INTO bot_state DEFAULT VALUES;

-- Updates already taken from the webhook: Telegram redelivers when an answer is slow or lost.
CREATE TABLE bot_updates (
  update_id   bigint PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now()
);
