-- Users, their settings, plans, subscriptions and payments.
-- Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

CREATE TABLE users (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  telegram_id       bigint NOT NULL UNIQUE,
  username          text,
  first_name        text NOT NULL,
  last_name         text NOT NULL DEFAULT '',
  email             text,
  date_of_birth     date,
  photo_url         text,
  language_code     text,
  -- Set when the user saves the profile; from then on Telegram no longer overwrites the names.
  profile_edited_at timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_settings (
  user_id                    bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  notify_on_study            boolean NOT NULL DEFAULT true,
  notify_on_new_tasks        boolean NOT NULL DEFAULT true,
  notify_on_checked_tasks    boolean NOT NULL DEFAULT true,
  notify_on_system           boolean NOT NULL DEFAULT true,
  notify_on_new_events       boolean NOT NULL DEFAULT true,
  notify_on_new_publication  boolean NOT NULL DEFAULT true,
  notify_on_upcoming_calls   boolean NOT NULL DEFAULT true,
  notify_on_upcoming_payment boolean NOT NULL DEFAULT true,
  language_level             text CHECK (language_level IN ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')),
  updated_at                 timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE plans (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code          text NOT NULL UNIQUE,
  title         text NOT NULL,
  price_monthly numeric(10, 2) NOT NULL CHECK (price_monthly >= 0),
  is_available  boolean NOT NULL DEFAULT true,
  -- Quotas the plan includes per month at the plan rate (spec section 1: Basic = 1 call, 1 meeting).
  calls_per_month    integer NOT NULL DEFAULT 0,
  meetings_per_month integer NOT NULL DEFAULT 0,
  sort_order    integer NOT NULL DEFAULT 0
);

CREATE TABLE subscriptions (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id      bigint NOT NULL REFERENCES plans (id),
  status       text NOT NULL CHECK (status IN ('active', 'pending', 'cancelled', 'expired')),
  started_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz,
  cancelled_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
-- At most one live (active or pending) subscription per user; also settles concurrent requests.
CREATE UNIQUE INDEX subscriptions_one_live_per_user ON subscriptions (user_id) WHERE status IN ('active', 'pending');
CREATE INDEX subscriptions_user_latest ON subscriptions (user_id, created_at DESC, id DESC);

CREATE TABLE payments (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('call', 'meeting', 'subscription')),
  title      text NOT NULL,
  amount     numeric(10, 2) NOT NULL CHECK (amount >= 0),
  currency   text NOT NULL DEFAULT 'EUR',
  status     text NOT NULL CHECK (status IN ('paid', 'refunded', 'pending')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_user_created ON payments (user_id, created_at DESC);
