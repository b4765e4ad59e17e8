-- Review cards (server/src/modules/review/README.md): every auto-checked item a learner got wrong
-- in a day becomes a card of theirs, scheduled with FSRS (ts-fsrs). A card names the item by its
-- task's lineage (task_root: the first version's id; studio versions a task by inserting a row that
-- `replaces` the old one) and the item's key within the task, so an editor's fix of a key keeps the
-- card, and an item gone from the live version retires it. Portable PostgreSQL (PGlite and 13+).
CREATE TABLE review_cards (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  task_root       bigint NOT NULL REFERENCES activity_tasks (id) ON DELETE CASCADE,
  item_key        text NOT NULL,
  -- FSRS memory state, as ts-fsrs's Card has it.
  due             timestamptz NOT NULL,
  stability       double precision NOT NULL,
  difficulty      double precision NOT NULL,
  scheduled_days  integer NOT NULL,
  learning_steps  integer NOT NULL,
  reps            integer NOT NULL,
  lapses          integer NOT NULL,
  state           smallint NOT NULL,
  last_review     timestamptz,
  created_at      timestamptz NOT NULL,
  -- Set once the item is no longer in the task's live version: never served, never counted.
  retired_at      timestamptz,
  UNIQUE (user_id, task_root, item_key)
);
-- The summary and the next items: a learner's live cards in due order.
CREATE INDEX review_cards_due ON review_cards (user_id, due) WHERE retired_at IS NULL;
-- Item analysis reads cards by task, not by learner.
CREATE INDEX review_cards_task ON review_cards (task_root);

-- Every review, the day's first wrong answer included, as ts-fsrs logs it: what fitting the
-- parameters later needs. client_key makes a session's answer idempotent (the same key twice is
-- recorded once); the day's answers have none.
CREATE TABLE review_logs (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  card_id           bigint NOT NULL REFERENCES review_cards (id) ON DELETE CASCADE,
  user_id           bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source            text NOT NULL CHECK (source IN ('day', 'review')),
  client_key        uuid,
  session_key       uuid,
  task_id           bigint NOT NULL,
  rating            smallint NOT NULL CHECK (rating BETWEEN 1 AND 4),
  state             smallint NOT NULL,
  due               timestamptz NOT NULL,
  stability         double precision NOT NULL,
  difficulty        double precision NOT NULL,
  elapsed_days      integer NOT NULL,
  last_elapsed_days integer NOT NULL,
  scheduled_days    integer NOT NULL,
  learning_steps    integer NOT NULL,
  reviewed_at       timestamptz NOT NULL,
  answer            jsonb,
  UNIQUE (user_id, client_key)
);
CREATE INDEX review_logs_card ON review_logs (card_id, reviewed_at);
CREATE INDEX review_logs_session ON review_logs (user_id, session_key) WHERE session_key IS NOT NULL;

-- A review session (one client key per session, so it starts offline too): finished sessions
-- count as studied days for the streak (statistics) and the reminder.
CREATE TABLE review_sessions (
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_key  uuid NOT NULL,
  started_at   timestamptz NOT NULL,
  finished_at  timestamptz,
  PRIMARY KEY (user_id, session_key)
);
CREATE INDEX review_sessions_finished ON review_sessions (user_id, finished_at) WHERE finished_at IS NOT NULL;

-- A card finds its item's live version by walking the lineage forward (replaces → id).
CREATE INDEX activity_tasks_replaces ON activity_tasks (replaces) WHERE replaces IS NOT NULL;
