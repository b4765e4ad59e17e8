-- Cultural meetings (spec sections 1-4: Meeting, Meeting rate, Participation) and registrations.
-- Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.

CREATE TABLE meeting_categories (
  id    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL UNIQUE,
  -- Folded like publications.search_text, so a search finds a meeting by its category too.
  search_text text GENERATED ALWAYS AS (
    lower(translate(title,
      'ÁÄČĎÉĚÍĹĽŇÓÔÖŐŔŘŠŤÚŮÜŰÝŽáäčďéěíĺľňóôöőŕřšťúůüűýž',
      'AACDEEILLNOOOORRSTUUUUYZaacdeeillnoooorrstuuuuyz'))
  ) STORED
);

CREATE TABLE meetings (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Stable key for the seed (idempotent inserts); never shown.
  slug              text NOT NULL UNIQUE,
  title             text NOT NULL,
  subtitle          text NOT NULL DEFAULT '',
  subdescription    text NOT NULL DEFAULT '',
  description       text NOT NULL DEFAULT '',
  place             text NOT NULL DEFAULT '',
  start_time        timestamptz NOT NULL,
  end_time          timestamptz NOT NULL,
  format            text NOT NULL CHECK (format IN ('offline', 'online')),
  -- Seats; 9999 means unlimited (spec section 9) and is still a number the check below can use.
  capacity          integer NOT NULL CHECK (capacity > 0),
  -- Euros for a registration the plan does not cover.
  price             numeric(10, 2) NOT NULL CHECK (price >= 0),
  -- The organiser can close registration before the meeting is full (is_joinable is then false).
  registration_open boolean NOT NULL DEFAULT true,
  -- Given only to joined participants: the call for online meetings, the venue on a map for offline.
  meeting_link      text NOT NULL,
  thumbnail_file_id bigint REFERENCES files (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > start_time),
  search_text       text GENERATED ALWAYS AS (
    lower(translate(title || ' ' || subtitle || ' ' || subdescription || ' ' || description || ' ' || place,
      'ÁÄČĎÉĚÍĹĽŇÓÔÖŐŔŘŠŤÚŮÜŰÝŽáäčďéěíĺľňóôöőŕřšťúůüűýž',
      'AACDEEILLNOOOORRSTUUUUYZaacdeeillnoooorrstuuuuyz'))
  ) STORED
);
CREATE INDEX meetings_start ON meetings (start_time, id);

CREATE TABLE meeting_category_links (
  meeting_id  bigint NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  category_id bigint NOT NULL REFERENCES meeting_categories (id) ON DELETE CASCADE,
  position    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (meeting_id, category_id)
);

-- The detail slider's images, in order.
CREATE TABLE meeting_files (
  meeting_id bigint NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  file_id    bigint NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  position   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (meeting_id, file_id)
);

-- One row per registration. A cancelled one stays (the ticket reads 'Zrušene') and frees the seat;
-- the user may then register again, which adds a new row.
CREATE TABLE meeting_participations (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  meeting_id  bigint NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  -- Null for a seat the organiser sold outside the app (at the venue): it counts against capacity.
  user_id     bigint REFERENCES users (id) ON DELETE CASCADE,
  first_name  text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 64),
  last_name   text NOT NULL DEFAULT '' CHECK (length(last_name) <= 64),
  email       text NOT NULL DEFAULT '' CHECK (length(email) <= 254),
  status      text NOT NULL CHECK (status IN ('joined', 'pending', 'cancelled', 'no-show')),
  -- Covered by the plan's monthly quota (spec section 1: Basic includes one meeting a month).
  is_included boolean NOT NULL DEFAULT false,
  -- The payment of a registration the plan does not cover (pending until paid).
  payment_id  bigint REFERENCES payments (id) ON DELETE SET NULL,
  -- Random, unguessable, no personal data: what the QR code on the ticket holds.
  qr_token    text NOT NULL UNIQUE CHECK (length(qr_token) >= 22),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
-- At most one live (not cancelled) registration per user and meeting; also serves the seat count.
CREATE UNIQUE INDEX meeting_participations_one_live
  ON meeting_participations (meeting_id, user_id) WHERE status <> 'cancelled';
CREATE INDEX meeting_participations_user ON meeting_participations (user_id, meeting_id);
