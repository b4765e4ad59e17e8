import type { CallOutcome } from '@app/staff-contract';
import type { Queryable } from '../../db/types';

/*
 * The speaker's word on a call that ended (staff's /staff/calls): the call row is this module's,
 * so the conditional writes live here and staff words the refusals.
 */

/**
 * Marks the outcome when the rules allow it: the speaker's own call, ended, scheduled, not yet
 * marked, and (for `missed`) not reviewed by the learner. False when the row did not qualify.
 */
export async function setCallOutcome(
  db: Queryable,
  mark: { callId: number; speakerId: number; outcome: CallOutcome; by: number; now: Date },
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE calls c SET outcome = $3, outcome_at = $4, outcome_by = $5
     WHERE c.id = $1 AND c.speaker_id = $2 AND c.status = 'scheduled' AND c.outcome IS NULL AND c.end_dt <= $4
       AND ($3 = 'completed' OR NOT EXISTS (SELECT 1 FROM call_reviews r WHERE r.call_id = c.id))
     RETURNING c.id`,
    [mark.callId, mark.speakerId, mark.outcome, mark.now, mark.by],
  );
  return updated.length > 0;
}

/** Takes a mark back when it is the speaker's own and younger than `undoHours`. False otherwise. */
export async function clearCallOutcome(
  db: Queryable,
  undo: { callId: number; speakerId: number; now: Date; undoHours: number },
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE calls c SET outcome = NULL, outcome_at = NULL, outcome_by = NULL
     WHERE c.id = $1 AND c.speaker_id = $2 AND c.outcome IS NOT NULL
       AND c.outcome_at > $3::timestamptz - make_interval(hours => $4::int)
     RETURNING c.id`,
    [undo.callId, undo.speakerId, undo.now, undo.undoHours],
  );
  return updated.length > 0;
}
