import type { SpeakingScore, SpeakingScoreBody } from '@app/staff-contract';
import type { Db, Queryable } from '../../db/types';
import { badRequest, conflict, notFound } from '../../errors';
import { publish } from '../events/index';
import { speakingCounts } from './scoring';
import { SPEAKING_SECTION } from './speaking-section';

/*
 * A teacher's score of a learner's speaking section (the staff module's /staff/speaking routes):
 * the section's progress and task rows are this module's, so the writes live here.
 */

const displayName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

/**
 * Scores a submitted speaking section once: the section becomes evaluated with the teacher's
 * percentage, its speaking tasks carry the score as counts and the feedback. The UPDATE only
 * takes a row still `submitted`, so of two teachers scoring at once exactly one wins; the other
 * gets 409 naming who was first and when (PUT …/score corrects a given score).
 *
 * 'activities.speaking_scored' is published in the same transaction (the learner's message exists
 * exactly when the score does, and once: the outbox's key is the section).
 */
export async function scoreSpeaking(
  db: Db,
  teacherUserId: number,
  sectionId: number,
  learnerId: number,
  body: SpeakingScoreBody,
  now = new Date(),
): Promise<SpeakingScore> {
  const score = body.percent / 100;
  return db.transaction(async (tx) => {
    const [updated] = await tx.query<{ evaluated_at: Date }>(
      `UPDATE section_progress p SET status = 'evaluated', score = $3, evaluated_at = $4, evaluated_by = $5
       WHERE p.user_id = $1 AND p.section_id = $2 AND p.status = 'submitted'
         AND ${SPEAKING_SECTION}
       RETURNING p.evaluated_at`,
      [learnerId, sectionId, score, now, teacherUserId],
    );
    if (!updated) throw await whyNotScored(tx, sectionId, learnerId);
    const teacher = await writeSpeakingResult(tx, learnerId, sectionId, score, body.feedback, teacherUserId);
    const result: SpeakingScore = {
      percent: body.percent,
      feedback: body.feedback,
      evaluated_at: updated.evaluated_at.toISOString(),
      evaluated_by: teacher ? displayName(teacher) : '',
    };
    await publish(tx, 'activities.speaking_scored', { userId: learnerId, sectionId, score, feedback: body.feedback });
    return result;
  });
}

/**
 * Corrects a score already given (a typo, a second listen): the section stays evaluated with the
 * new percentage and feedback, and records who corrected it when. Only an evaluated section (409
 * otherwise: score it first); the learner's message is not sent again (the outbox's key is the
 * section), their section simply shows the corrected result.
 */
export async function correctSpeaking(
  db: Db,
  teacherUserId: number,
  sectionId: number,
  learnerId: number,
  body: SpeakingScoreBody,
  now = new Date(),
): Promise<SpeakingScore> {
  const score = body.percent / 100;
  return db.transaction(async (tx) => {
    const [updated] = await tx.query<{ evaluated_at: Date }>(
      `UPDATE section_progress p SET score = $3, evaluated_at = $4, evaluated_by = $5
       WHERE p.user_id = $1 AND p.section_id = $2 AND p.status = 'evaluated'
         AND ${SPEAKING_SECTION}
       RETURNING p.evaluated_at`,
      [learnerId, sectionId, score, now, teacherUserId],
    );
    if (!updated) {
      const [progress] = await tx.query<{ status: string }>(
        'SELECT status FROM section_progress WHERE user_id = $1 AND section_id = $2',
        [learnerId, sectionId],
      );
      // Submitted, not yet scored: nothing to correct (whyNotScored words the other cases).
      throw progress?.status === 'submitted'
        ? conflict('The section has no score yet: score it first')
        : await whyNotScored(tx, sectionId, learnerId);
    }
    const teacher = await writeSpeakingResult(tx, learnerId, sectionId, score, body.feedback, teacherUserId);
    return {
      percent: body.percent,
      feedback: body.feedback,
      evaluated_at: updated.evaluated_at.toISOString(),
      evaluated_by: teacher ? displayName(teacher) : '',
    };
  });
}

/** The answer for a score that did not apply: already scored (by whom), not submitted, no speaking task. */
async function whyNotScored(tx: Queryable, sectionId: number, learnerId: number) {
  const [row] = await tx.query<{
    status: string;
    speaking: boolean;
    evaluated_at: Date | null;
    first_name: string | null;
    last_name: string | null;
  }>(
    `SELECT p.status, p.evaluated_at, u.first_name, u.last_name,
            ${SPEAKING_SECTION} AS speaking
     FROM section_progress p LEFT JOIN users u ON u.id = p.evaluated_by
     WHERE p.user_id = $1 AND p.section_id = $2`,
    [learnerId, sectionId],
  );
  if (!row) return notFound(`User ${learnerId} has no progress in section ${sectionId}`);
  if (!row.speaking) return badRequest('section_id: only sections with a speaking task are scored by a teacher', 'section_id');
  if (row.status === 'started') return conflict('The learner has not submitted this section yet');
  const by =
    row.first_name !== null ? displayName({ first_name: row.first_name, last_name: row.last_name ?? '' }) : 'another teacher';
  return conflict(`Already scored by ${by} at ${row.evaluated_at?.toISOString() ?? 'an earlier time'}`);
}

/**
 * The speaking tasks' counts and feedback for a score, given first or corrected (the learner's
 * results read them), and the teacher's name the answer reports.
 */
async function writeSpeakingResult(
  tx: Queryable,
  learnerId: number,
  sectionId: number,
  score: number,
  feedback: string,
  teacherUserId: number,
): Promise<{ first_name: string; last_name: string } | undefined> {
  const counts = speakingCounts(score);
  await tx.query(
    `UPDATE task_submissions ts SET correct_count = $3, incorrect_count = $4, missing_count = 0, feedback = $5
     FROM activity_tasks t
     WHERE t.id = ts.task_id AND t.concrete_type = 'SpeakingTask' AND ts.user_id = $1 AND ts.section_id = $2`,
    [learnerId, sectionId, counts.correct_count, counts.incorrect_count, feedback],
  );
  const [teacher] = await tx.query<{ first_name: string; last_name: string }>(
    'SELECT first_name, last_name FROM users WHERE id = $1',
    [teacherUserId],
  );
  return teacher;
}
