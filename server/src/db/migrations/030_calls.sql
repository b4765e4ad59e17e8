-- Calls with native speakers: speakers, their weekly availability, booked calls and reviews.
-- Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+ (no extension needed).

CREATE TABLE speakers (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Stable key for the seed (idempotent inserts); never shown.
  slug           text NOT NULL UNIQUE,
  first_name     text NOT NULL,
  last_name      text NOT NULL,
  -- Telegram username the client opens a chat with.
  username       text NOT NULL,
  photo_url      text,
  -- The zone the weekly availability is written in.
  time_zone      text NOT NULL DEFAULT 'Europe/Bratislava',
  -- Price of a call beyond the plan, pro rata by its length.
  price_per_hour numeric(10, 2) NOT NULL CHECK (price_per_hour >= 0),
  is_active      boolean NOT NULL DEFAULT true,
  sort_order     integer NOT NULL DEFAULT 0
);

-- Weekly hours, on the speaker's own clock. Slots are cut from each window, from its start, in
-- steps of the requested duration. A window ends by midnight ('24:00' allowed).
CREATE TABLE speaker_availability (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  speaker_id bigint NOT NULL REFERENCES speakers (id) ON DELETE CASCADE,
  -- ISO weekday: 1 Monday .. 7 Sunday.
  weekday    smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_time time NOT NULL,
  end_time   time NOT NULL,
  CHECK (end_time > start_time)
);
CREATE INDEX speaker_availability_speaker ON speaker_availability (speaker_id, weekday);

CREATE TABLE calls (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  speaker_id  bigint NOT NULL REFERENCES speakers (id),
  start_dt    timestamptz NOT NULL,
  end_dt      timestamptz NOT NULL,
  comment     text NOT NULL DEFAULT '',
  -- Stored states only: a scheduled call whose end has passed reads as 'completed'.
  status      text NOT NULL CHECK (status IN ('scheduled', 'cancelled')),
  -- Covered by the plan's monthly call; quota_month is the month (Europe/Bratislava) it counts in.
  is_included boolean NOT NULL,
  quota_month date NOT NULL,
  price       numeric(10, 2) NOT NULL CHECK (price >= 0),
  -- The pending payment a charged call is recorded with.
  payment_id  bigint REFERENCES payments (id) ON DELETE SET NULL,
  cancelled_at timestamptz,
  -- Cancelled 24 h or more before the start: money back, and the plan's call back for the month.
  is_refunded boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (end_dt > start_dt),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
  CHECK (NOT is_refunded OR status = 'cancelled'),
  CHECK (NOT is_included OR price = 0),
  -- NO DOUBLE BOOKING, decided by the database: two scheduled calls of one speaker, or of one user,
  -- never overlap (half-open ranges, so back-to-back calls are fine). A concurrent insert waits for
  -- the other transaction and then fails with 23P01, which the API answers as 409. The id is
  -- compared as a one-value range so that plain GiST (no btree_gist, which PGlite lacks) serves.
  CONSTRAINT calls_speaker_no_overlap EXCLUDE USING gist (
    int8range(speaker_id, speaker_id, '[]') WITH &&, tstzrange(start_dt, end_dt) WITH &&
  ) WHERE (status = 'scheduled'),
  CONSTRAINT calls_user_no_overlap EXCLUDE USING gist (
    int8range(user_id, user_id, '[]') WITH &&, tstzrange(start_dt, end_dt) WITH &&
  ) WHERE (status = 'scheduled')
);
CREATE INDEX calls_user_start ON calls (user_id, start_dt);
CREATE INDEX calls_user_quota ON calls (user_id, quota_month) WHERE is_included;

-- Spec section 3, Call review: one per call (the primary key is the guarantee).
CREATE TABLE call_reviews (
  call_id    bigint PRIMARY KEY REFERENCES calls (id) ON DELETE CASCADE,
  rating     smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment    text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
