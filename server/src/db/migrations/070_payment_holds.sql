-- Payments in Telegram Stars: a state machine guarded by the database, holds that expire, refunds.
-- Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+ (plpgsql is built into both).
--
--   pending ──► paid ──► refund_pending ──► refunded
--      │                      ▲   │
--      ├──► expired ──────────┤   └──► refund_failed ──► refund_pending (retried by hand)
--      └──► cancelled ────────┘       (refund_failed ──► refunded when a late retry succeeds)
--
-- expired/cancelled → refund_pending only when Telegram charged a hold that was no longer held
-- (successful_payment after the release): the money goes back, the seat or slot is not taken again.

ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (
  status IN ('pending', 'paid', 'expired', 'cancelled', 'refund_pending', 'refunded', 'refund_failed')
);

ALTER TABLE payments
  -- A pending call or meeting payment holds its slot or seat until then; the expiry job releases it.
  ADD COLUMN expires_at timestamptz,
  -- The price in Telegram Stars (XTR), fixed when the hold is made: the invoice asks for exactly this.
  ADD COLUMN stars integer CHECK (stars > 0),
  -- Random part of the invoice payload ("<id>:<nonce>"): an update naming the id with another nonce
  -- is not about this payment (another database, a forged payload).
  ADD COLUMN invoice_nonce text,
  -- Telegram's id of the charge; unique, so a repeated successful_payment update changes nothing.
  ADD COLUMN telegram_payment_charge_id text UNIQUE,
  -- The payer's Telegram id as Telegram reported it (refundStarPayment needs it).
  ADD COLUMN telegram_payer_id bigint,
  ADD COLUMN paid_at timestamptz,
  ADD COLUMN released_at timestamptz,
  ADD COLUMN refund_reason text CHECK (refund_reason IN ('cancelled', 'charged_after_release')),
  ADD COLUMN refund_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN refund_error text,
  ADD COLUMN refunded_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Pending call and meeting payments from before holds existed get a day to be paid (the default
-- Stars rate, 50 per euro, as STARS_PER_EUR documents) instead of vanishing at the first job run.
UPDATE payments SET expires_at = now() + interval '1 day', stars = GREATEST(1, ceil(amount * 50)::int)
WHERE status = 'pending' AND kind IN ('call', 'meeting');

ALTER TABLE payments
  ADD CONSTRAINT payments_pending_hold CHECK (status <> 'pending' OR kind = 'subscription' OR (expires_at IS NOT NULL AND stars IS NOT NULL)),
  ADD CONSTRAINT payments_charged CHECK (
    status NOT IN ('refund_pending', 'refund_failed') OR telegram_payment_charge_id IS NOT NULL
  ),
  ADD CONSTRAINT payments_refund_reason CHECK (status NOT IN ('refund_pending', 'refund_failed') OR refund_reason IS NOT NULL);

-- The expiry job finds due holds by time, in any server instance.
CREATE INDEX payments_due_holds ON payments (expires_at) WHERE status = 'pending';
-- The cap on unpaid holds counts a user's pending payments.
CREATE INDEX payments_user_pending ON payments (user_id) WHERE status = 'pending';

-- Every status change must be an edge of the state machine above, whatever the code does: a paid
-- payment can never become expired, an expired one never paid.
CREATE FUNCTION payments_check_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = OLD.status THEN
    RETURN NEW;
  END IF;
  IF (OLD.status, NEW.status) IN (
       ('pending', 'paid'), ('pending', 'expired'), ('pending', 'cancelled'),
       ('paid', 'refund_pending'), ('expired', 'refund_pending'), ('cancelled', 'refund_pending'),
       ('refund_pending', 'refunded'), ('refund_pending', 'refund_failed'), ('refund_failed', 'refund_pending'),
       ('refund_failed', 'refunded'))
     -- A payment recorded as paid outside Telegram (history from before Stars) has nothing to
     -- refund through the Bot API: it is marked refunded directly.
     OR (OLD.status = 'paid' AND NEW.status = 'refunded' AND OLD.telegram_payment_charge_id IS NULL) THEN
    NEW.updated_at := now();
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'payment %: % -> % is not allowed', OLD.id, OLD.status, NEW.status USING ERRCODE = '23514';
END
$$;
CREATE TRIGGER payments_transition BEFORE UPDATE OF status ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_check_transition();
