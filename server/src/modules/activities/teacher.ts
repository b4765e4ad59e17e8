import type { PendingSpeakingList, SectionProgress, SpeakingEvaluationBody } from '@app/activities-contract';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../errors';
import { notifySpeakingScored } from '../bot/notifications';
import { speakingCounts } from './scoring';

const SPEAKING_SECTION = `EXISTS (SELECT 1 FROM activity_tasks t WHERE t.section_id = p.section_id AND t.concrete_type = 'SpeakingTask')`;

export const PENDING_LIMIT = 200;

/** Submitted sections with a speaking task that wait for a teacher, oldest first. */
export async function listPending(db: Db): Promise<PendingSpeakingList> {
  const rows = await db.query<{
    section_id: number;
    section_title: string;
    activity_id: number;
    submitted_at: Date;
    user_id: number;
    telegram_id: number;
    username: string | null;
    first_name: string;
    last_name: string;
  }>(
    `SELECT p.section_id, s.title AS section_title, s.activity_id, p.submitted_at,
            u.id AS user_id, u.telegram_id, u.username, u.first_name, u.last_name
     FROM section_progress p JOIN activity_sections s ON s.id = p.section_id JOIN users u ON u.id = p.user_id
     WHERE p.status = 'submitted' AND ${SPEAKING_SECTION}
     ORDER BY p.submitted_at, p.user_id, p.section_id LIMIT ${PENDING_LIMIT}`,
  );
  const tasks = await db.query<{
    user_id: number;
    section_id: number;
    task_id: number;
    instructions: string;
    result_data: { is_skipped?: boolean };
  }>(
    `SELECT ts.user_id, ts.section_id, ts.task_id, t.instructions, ts.result_data
     FROM task_submissions ts
     JOIN activity_tasks t ON t.id = ts.task_id
     JOIN section_progress p ON p.user_id = ts.user_id AND p.section_id = ts.section_id
     WHERE p.status = 'submitted' AND t.concrete_type = 'SpeakingTask'
     ORDER BY t.position, t.id`,
  );
  return {
    results: rows.map((row) => ({
      section_id: row.section_id,
      section_title: row.section_title,
      activity_id: row.activity_id,
      submitted_at: row.submitted_at.toISOString(),
      user: {
        id: row.user_id,
        telegram_id: row.telegram_id,
        username: row.username,
        first_name: row.first_name,
        last_name: row.last_name,
      },
      tasks: tasks
        .filter((task) => task.user_id === row.user_id && task.section_id === row.section_id)
        .map((task) => ({
          task_id: task.task_id,
          instructions: task.instructions,
          is_skipped: task.result_data.is_skipped === true,
        })),
    })),
  };
}

/**
 * Sets a speaking section's score and feedback for one learner: the section becomes evaluated, its
 * speaking tasks carry the score as counts and the feedback. A teacher may correct an evaluation
 * (the last one counts). The progress row is locked so two teachers do not interleave.
 */
export async function evaluateSpeaking(
  db: Db,
  teacherUserId: number,
  sectionId: number,
  learnerId: number,
  body: SpeakingEvaluationBody,
  now = new Date(),
): Promise<SectionProgress> {
  const score = Math.round(body.score * 10_000) / 10_000;
  return db.transaction(async (tx) => {
    const [progress] = await tx.query<{ status: string; speaking: boolean }>(
      `SELECT p.status, ${SPEAKING_SECTION} AS speaking FROM section_progress p
       WHERE p.user_id = $1 AND p.section_id = $2 FOR UPDATE`,
      [learnerId, sectionId],
    );
    if (!progress) throw notFound(`User ${learnerId} has no progress in section ${sectionId}`);
    if (!progress.speaking)
      throw badRequest('section_id: only sections with a speaking task are evaluated by a teacher', 'section_id');
    if (progress.status === 'started') throw conflict('The learner has not submitted this section yet');
    await tx.query(
      `UPDATE section_progress SET status = 'evaluated', score = $3, evaluated_at = $4, evaluated_by = $5
       WHERE user_id = $1 AND section_id = $2`,
      [learnerId, sectionId, score, now, teacherUserId],
    );
    const counts = speakingCounts(score);
    await tx.query(
      `UPDATE task_submissions ts SET correct_count = $3, incorrect_count = $4, missing_count = 0, feedback = $5
       FROM activity_tasks t
       WHERE t.id = ts.task_id AND t.concrete_type = 'SpeakingTask' AND ts.user_id = $1 AND ts.section_id = $2`,
      [learnerId, sectionId, counts.correct_count, counts.incorrect_count, body.feedback],
    );
    await notifySpeakingScored(tx, { userId: learnerId, sectionId, score });
    return { status: 'evaluated' as const, score };
  });
}
