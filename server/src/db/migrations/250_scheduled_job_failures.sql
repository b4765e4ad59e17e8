-- A scheduled job's failed runs in a row (modules/jobs): a failed run is tried again after the
-- shared backoff (30 s, 1 min, 2 min ... never later than its period) instead of a whole period
-- later, and the count shows as app_jobs{queue="scheduled",state="retrying"}. 0 after a success.
ALTER TABLE scheduled_jobs ADD COLUMN failures integer NOT NULL DEFAULT 0;
