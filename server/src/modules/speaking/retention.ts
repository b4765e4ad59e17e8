import type { ScheduledJob } from '../jobs/index';

/** A learner's recordings are kept a year from when they were sent (privacy text and docs/PRIVACY.md). */
export const RECORDING_RETENTION_DAYS = 365;
export const RECORDING_RETENTION_JOB = 'speaking.retention';
export const RECORDING_RETENTION_EVERY_MS = 6 * 60 * 60_000;
const BATCH = 500;

/**
 * Deletes recordings sent more than RECORDING_RETENTION_DAYS ago, a batch a run (their bytes go
 * with each row: migration 245's trigger). The score and the teacher's feedback stay: they are
 * the learner's results, not their voice. Prompts older than that go too.
 */
export const runRecordingRetention: ScheduledJob = async ({ db }) => {
  const recordings = await db.query(
    `DELETE FROM speaking_recordings WHERE id IN (
       SELECT id FROM speaking_recordings WHERE received_at < now() - $1 * interval '1 day' ORDER BY id LIMIT ${BATCH})
     RETURNING id`,
    [RECORDING_RETENTION_DAYS],
  );
  const prompts = await db.query(
    `DELETE FROM speaking_prompts WHERE asked_at < now() - $1 * interval '1 day' RETURNING user_id`,
    [RECORDING_RETENTION_DAYS],
  );
  return { report: { recordings: recordings.length, prompts: prompts.length } };
};
