import type { PendingSpeakingList, SectionProgress, SpeakingEvaluationBody } from '@app/activities-contract';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../errors';
import { notifySpeakingScored } from '../bot/notifications';
import { speakingCounts } from './scoring';

const SPEAKING_SECTION = `EXISTS (SELECT 1 FROM activity_tasks t WHERE t.section_id = p.section_id AND t.concrete_type = 'SpeakingTask')`;

export const PENDING_LIMIT = 200;

/** Which part of the queue to read: a page (LIMIT/OFFSET), or the one item of a learner's section. */
export interface PendingWindow {
  limit: number;
  offset?: number;
  sectionId?: number;
  userId?: number;
}

/** The queue's filter (alias p), with its parameters from $1. */
function pendingWhere(window: Pick<PendingWindow, 'sectionId' | 'userId'>): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = [`p.status = 'submitted'`, SPEAKING_SECTION];
  if (window.sectionId !== undefined) where.push(`p.section_id = $${params.push(window.sectionId)}`);
  if (window.userId !== undefined) where.push(`p.user_id = $${params.push(window.userId)}`);
  return { sql: where.join(' AND '), params };
}

/** How many submitted speaking sections wait (for the page envelope). */
export async function countPending(db: Db, window: Pick<PendingWindow, 'sectionId' | 'userId'> = {}): Promise<number> {
  const { sql, params } = pendingWhere(window);
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM section_progress p WHERE ${sql}`, params);
  return row?.count ?? 0;
}

/**
 * Submitted sections with a speaking task that wait for a teacher, oldest first. The tasks are read
 * for the listed sections only (one indexed lookup per learner's section), not for the whole queue.
 */
export async function listPending(db: Db, window: PendingWindow = { limit: PENDING_LIMIT }): Promise<PendingSpeakingList> {
  const { sql, params } = pendingWhere(window);
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
     WHERE ${sql}
     ORDER BY p.submitted_at, p.user_id, p.section_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, window.limit, window.offset ?? 0],
  );
  if (rows.length === 0) return { results: [] };
  const tasks = await db.query<{
    user_id: number;
    section_id: number;
    task_id: number;
    instructions: string;
    is_skipped: boolean;
    prompt: string | null;
    chat_url: string | null;
  }>(
    `SELECT ts.user_id, ts.section_id, ts.task_id, t.instructions,
            coalesce(ts.result_data->>'is_skipped' = 'true', false) AS is_skipped,
            t.task_data->>'instructions' AS prompt, t.task_data->>'chat_submit_url' AS chat_url
     FROM unnest($1::bigint[], $2::bigint[]) AS listed (user_id, section_id)
     JOIN task_submissions ts ON ts.user_id = listed.user_id AND ts.section_id = listed.section_id
     JOIN activity_tasks t ON t.id = ts.task_id AND t.concrete_type = 'SpeakingTask'
     ORDER BY t.position, t.id`,
    [rows.map((row) => row.user_id), rows.map((row) => row.section_id)],
  );
  const byItem = new Map<string, typeof tasks>();
  for (const task of tasks) {
    const key = `${task.user_id}:${task.section_id}`;
    const list = byItem.get(key);
    if (list) list.push(task);
    else byItem.set(key, [task]);
  }
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
      tasks: (byItem.get(`${row.user_id}:${row.section_id}`) ?? []).map((task) => ({
        task_id: task.task_id,
        instructions: task.instructions,
        is_skipped: task.is_skipped,
        prompt: task.prompt ?? task.instructions,
        chat_url: task.chat_url,
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
