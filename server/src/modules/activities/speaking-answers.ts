import type { Queryable } from '../../db/types';
import { publish } from '../events/index';

/*
 * A section answered in Telegram (the speaking module's voice answers): the section's progress and
 * task rows are this module's, so the speaking module asks here, in its own transaction, once every
 * bot-answered task of the section has its stored answer.
 */

/**
 * A started section is submitted (its speaking results written as the submit writes them, and
 * 'activities.section_submitted' published: the next activity's message when this finished the
 * day); an evaluated one whose answer is a new attempt (`newAttempt`) goes back to 'submitted'
 * with its speaking results cleared. Anything else is left as it is ('already').
 */
export async function submitSpokenSection(
  tx: Queryable,
  answer: { userId: number; sectionId: number; newAttempt: boolean },
  now: Date,
): Promise<'first' | 'again' | 'already'> {
  const { userId, sectionId } = answer;
  await tx.query('INSERT INTO section_progress (user_id, section_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    userId,
    sectionId,
  ]);
  const first = await tx.query(
    `UPDATE section_progress SET status = 'submitted', submitted_at = $3
     WHERE user_id = $1 AND section_id = $2 AND status = 'started' RETURNING section_id`,
    [userId, sectionId, now],
  );
  if (first.length > 0) {
    await tx.query(
      `INSERT INTO task_submissions (user_id, section_id, task_id, task_type, result_data, correct_count, incorrect_count,
                                     missing_count, feedback, submitted_at)
       SELECT $1, $2, t.id, t.concrete_type, '{"is_skipped":false}'::jsonb, 0, 0, 0, NULL, $3
       FROM activity_tasks t WHERE t.section_id = $2 AND t.retired_at IS NULL AND t.concrete_type = 'SpeakingTask'
       ON CONFLICT DO NOTHING`,
      [userId, sectionId, now],
    );
    // No scored answers: a spoken answer has no mistakes for review, only the teacher's score.
    await publish(tx, 'activities.section_submitted', { userId, sectionId, submittedAt: now, scored: [] });
    return 'first';
  }
  if (!answer.newAttempt) return 'already';
  const again = await tx.query(
    `UPDATE section_progress SET status = 'submitted', score = NULL, submitted_at = $3
     WHERE user_id = $1 AND section_id = $2 AND status = 'evaluated' RETURNING section_id`,
    [userId, sectionId, now],
  );
  if (again.length === 0) return 'already';
  await tx.query(
    `UPDATE task_submissions SET correct_count = 0, incorrect_count = 0, missing_count = 0, feedback = NULL
     WHERE user_id = $1 AND section_id = $2 AND task_type = 'SpeakingTask'`,
    [userId, sectionId],
  );
  return 'again';
}
