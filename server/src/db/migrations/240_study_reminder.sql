-- The study reminder at the learner's hour (server/src/modules/reminders/README.md): a toggle under
-- the study notifications (on by default, like every other), the hour the learner wants to study
-- (null until they choose one: no reminder) and the ISO weekdays it may come on (all by default).
-- The hour is on the learner's clock, users.time_zone, which the app keeps current.
ALTER TABLE user_settings
  ADD COLUMN notify_on_study_reminder boolean NOT NULL DEFAULT true,
  ADD COLUMN study_reminder_hour smallint CHECK (study_reminder_hour BETWEEN 0 AND 23),
  ADD COLUMN study_reminder_days smallint[] NOT NULL DEFAULT '{1,2,3,4,5,6,7}'
    CHECK (cardinality(study_reminder_days) BETWEEN 1 AND 7 AND study_reminder_days <@ '{1,2,3,4,5,6,7}');

-- The sweep reads, every minute, the learners who chose this hour with the reminder on.
CREATE INDEX user_settings_study_reminder ON user_settings (study_reminder_hour)
  WHERE study_reminder_hour IS NOT NULL AND notify_on_study AND notify_on_study_reminder;
