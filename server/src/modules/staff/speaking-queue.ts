import type { Db } from '../../db/types';
import { SPEAKING_SECTION } from '../activities/index';

/*
 * The teachers' speaking queue, read from the activities' tables (section_progress,
 * task_submissions, activity_tasks) and the speaking answers (speaking_recordings).
 */

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

interface PendingTask {
  task_id: number;
  instructions: string;
  is_skipped: boolean;
  prompt: string;
  chat_url: string | null;
  answer_via: 'bot' | 'chat';
  /** The stored answer sent to the bot (its id is signed into a URL by the route). */
  recording: { id: number; duration_seconds: number; received_at: string; attempt: number } | null;
}

/** A queued section as the staff route shapes it. */
export interface PendingSection {
  section_id: number;
  section_title: string;
  activity_id: number;
  submitted_at: string;
  user: { id: number; telegram_id: number; username: string | null; first_name: string; last_name: string };
  tasks: PendingTask[];
}

/**
 * Submitted sections with a speaking task that wait for a teacher, oldest first, in one statement:
 * the page is picked first from the queue's index (section_progress_queue, in its order), then
 * each picked section's speaking tasks are read by the learner's section (task_submissions_section)
 * and aggregated there (with each task's stored recording, by its index), so the work is the
 * page's, not the queue's, and no second round trip.
 */
export async function listPending(
  db: Db,
  window: PendingWindow = { limit: PENDING_LIMIT },
): Promise<{ results: PendingSection[] }> {
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
    tasks: PendingTask[];
  }>(
    `WITH page AS MATERIALIZED (
       SELECT p.user_id, p.section_id, p.submitted_at FROM section_progress p
       WHERE ${sql}
       ORDER BY p.submitted_at, p.user_id, p.section_id LIMIT $${params.length + 1} OFFSET $${params.length + 2})
     SELECT page.section_id, s.title AS section_title, s.activity_id, page.submitted_at,
            u.id AS user_id, u.telegram_id, u.username, u.first_name, u.last_name,
            COALESCE((SELECT json_agg(json_build_object(
                        'task_id', ts.task_id, 'instructions', t.instructions,
                        'is_skipped', coalesce(ts.result_data->>'is_skipped' = 'true', false),
                        'prompt', coalesce(t.task_data->>'instructions', t.instructions),
                        'chat_url', t.task_data->>'chat_submit_url',
                        'answer_via', coalesce(t.task_data->>'answer_via', 'chat'),
                        'recording', (SELECT json_build_object('id', r.id, 'duration_seconds', r.duration_seconds,
                                                               'received_at', r.received_at, 'attempt', r.attempt)
                                      FROM speaking_recordings r
                                      WHERE r.user_id = ts.user_id AND r.task_id = ts.task_id AND r.status = 'stored'
                                      ORDER BY r.attempt DESC LIMIT 1)) ORDER BY t.position, t.id)
                      FROM task_submissions ts JOIN activity_tasks t ON t.id = ts.task_id AND t.concrete_type = 'SpeakingTask'
                      WHERE ts.user_id = page.user_id AND ts.section_id = page.section_id), '[]'::json) AS tasks
     FROM page JOIN activity_sections s ON s.id = page.section_id JOIN users u ON u.id = page.user_id
     ORDER BY page.submitted_at, page.user_id, page.section_id`,
    [...params, window.limit, window.offset ?? 0],
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
      tasks: row.tasks,
    })),
  };
}
