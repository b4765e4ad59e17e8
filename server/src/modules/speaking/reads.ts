import type { SpeakingAnswers } from '@app/activities-contract';
import type { Queryable } from '../../db/types';
import { notFound } from '../../errors';
import { speakPayload } from './bot';

interface AnswerRow {
  task_id: number;
  answer_via: 'bot' | 'chat';
  allow_new_attempt: boolean;
  section_status: string | null;
  recording: {
    id: number;
    status: 'downloading' | 'stored' | 'failed' | 'refused';
    duration_seconds: number | null;
    received_at: string;
    attempt: number;
  } | null;
}

/**
 * GET /speaking/sections/{id}/answers: the learner's speaking tasks of a section they reached
 * (404 otherwise, like the section), each with its deep link and its recording: the stored
 * answer (of the latest attempt) when there is one, else the newest received (downloading,
 * failed, refused), so the task says what happened to the message.
 */
export async function sectionAnswers(
  db: Queryable,
  userId: number,
  sectionId: number,
  botUsername: string,
  sign: (id: number) => string,
): Promise<SpeakingAnswers> {
  const [reached] = await db.query(
    `SELECT 1 FROM activity_sections s JOIN user_activities ua ON ua.activity_id = s.activity_id AND ua.user_id = $1 WHERE s.id = $2`,
    [userId, sectionId],
  );
  if (!reached) throw notFound(`Section ${sectionId} not found`);
  const rows = await db.query<AnswerRow>(
    `SELECT t.id AS task_id, coalesce(t.task_data->>'answer_via', 'chat') AS answer_via,
            coalesce((t.task_data->>'allow_new_attempt')::boolean, false) AS allow_new_attempt,
            (SELECT p.status FROM section_progress p WHERE p.user_id = $1 AND p.section_id = t.section_id) AS section_status,
            (SELECT json_build_object('id', r.id, 'status', r.status, 'duration_seconds', r.duration_seconds,
                                      'received_at', r.received_at, 'attempt', r.attempt)
             FROM speaking_recordings r WHERE r.user_id = $1 AND r.task_id = t.id AND r.status <> 'replaced'
             ORDER BY (r.status = 'stored') DESC, r.attempt DESC, r.id DESC LIMIT 1) AS recording
     FROM activity_tasks t
     WHERE t.section_id = $2 AND t.retired_at IS NULL AND t.concrete_type = 'SpeakingTask'
     ORDER BY t.position, t.id`,
    [userId, sectionId],
  );
  return {
    results: rows.map((row) => {
      const bot = row.answer_via === 'bot';
      const scored = row.section_status === 'evaluated';
      const recording = row.recording;
      return {
        task_id: Number(row.task_id),
        answer_via: bot ? 'bot' : 'chat',
        answer_url: bot ? `https://t.me/${botUsername}?start=${speakPayload(Number(row.task_id))}` : null,
        can_answer: bot && (!scored || row.allow_new_attempt),
        recording: recording && {
          status: recording.status,
          url: recording.status === 'stored' ? sign(recording.id) : null,
          duration_seconds: recording.duration_seconds === null ? null : Number(recording.duration_seconds),
          received_at: new Date(recording.received_at).toISOString(),
          attempt: recording.attempt,
        },
      };
    }),
  };
}

/** What serving one recording needs; null when the id is not a stored recording. */
export async function storedRecording(
  db: Queryable,
  id: number,
): Promise<{ hash: string; mime: string; size: number; modified: Date } | null> {
  const [row] = await db.query<{ hash: string; mime: string; size: number; modified: Date }>(
    `SELECT r.hash, b.mime, b.size, date_trunc('second', r.stored_at) AS modified
     FROM speaking_recordings r JOIN media_blobs b ON b.hash = r.hash WHERE r.id = $1 AND r.status = 'stored'`,
    [id],
  );
  return row ?? null;
}

/** The learner's newest stored answer's attempt for a section (1 when none): a score's message names its attempt. */
export async function latestStoredAttempt(db: Queryable, userId: number, sectionId: number): Promise<number> {
  const [row] = await db.query<{ attempt: number | null }>(
    `SELECT max(attempt)::int AS attempt FROM speaking_recordings WHERE user_id = $1 AND section_id = $2 AND status = 'stored'`,
    [userId, sectionId],
  );
  return row?.attempt ?? 1;
}
