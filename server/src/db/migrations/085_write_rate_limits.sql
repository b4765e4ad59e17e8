-- The write rate limit's counters when the server runs on PostgreSQL, shared by every instance:
-- one row per key (a Telegram user, or an address for public routes) and fixed window.
-- UNLOGGED: counters are worth nothing after a crash, and skipping the WAL halves the cost of the
-- one upsert every write request makes.
CREATE UNLOGGED TABLE write_rate_limits (
  key               text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  count             integer NOT NULL
);
CREATE INDEX write_rate_limits_window ON write_rate_limits (window_started_at);
