import type { Queryable } from '../../db/types';
import { nextUnlock, UNLOCK_HOUR } from '../activities/index';
import { SCHOOL_TIME_ZONE } from '../../zone';
import { fromLocal } from '@app/shared/domain';
import { NEXT_ACTIVITY_GRACE_MS } from './messages';
import { text } from './text';
import { enqueueNotification } from './toggles';

/**
 * In the transaction that publishes a day: the learners who waited for it (they finished the
 * published day before it, their last one, so nothing was queued for them when they finished)
 * get the 'next activity is open' message when it unlocks for them: 08:00 the day after they
 * finished, on their clock, or the day's release at 08:00 if later, or now if both passed.
 * Same kind and key as the one queued on finishing (scheduleNextActivity), so a learner gets it
 * once whichever wrote it first; the worker checks notify_on_new_tasks when it goes out.
 */
export async function notifyWaitingLearners(tx: Queryable, dayId: number, now: Date): Promise<number> {
  const waiting = await tx.query<{
    user_id: number;
    time_zone: string | null;
    finished_at: Date;
    available_on: string;
    day: number;
  }>(
    `WITH this AS (
       SELECT id, available_on,
              (SELECT count(*)::int FROM activities c WHERE c.published_at IS NOT NULL
                 AND (c.available_on, c.id) <= (a.available_on, a.id)) AS day
       FROM activities a WHERE id = $1),
     prev AS (
       SELECT p.id, p.available_on FROM activities p, this
       WHERE p.published_at IS NOT NULL AND (p.available_on, p.id) < (this.available_on, this.id)
       ORDER BY p.available_on DESC, p.id DESC LIMIT 1)
     SELECT ua.user_id, u.time_zone, this.available_on, this.day,
            greatest(ua.started_at, (SELECT max(sp.submitted_at) FROM section_progress sp
                                     JOIN activity_sections s ON s.id = sp.section_id
                                     WHERE s.activity_id = ua.activity_id AND sp.user_id = ua.user_id)) AS finished_at
     FROM this, prev JOIN user_activities ua ON ua.activity_id = prev.id JOIN users u ON u.id = ua.user_id
     WHERE NOT EXISTS (
             SELECT 1 FROM activity_sections s LEFT JOIN section_progress sp ON sp.section_id = s.id AND sp.user_id = ua.user_id
             WHERE s.activity_id = ua.activity_id AND coalesce(sp.status, 'started') = 'started')
       AND NOT EXISTS (
             SELECT 1 FROM user_activities later JOIN activities l ON l.id = later.activity_id
             WHERE later.user_id = ua.user_id AND (l.available_on, l.id) > (prev.available_on, prev.id))`,
    [dayId],
  );
  for (const learner of waiting) {
    const timeZone = learner.time_zone ?? SCHOOL_TIME_ZONE;
    const unlock = nextUnlock(learner.finished_at, timeZone);
    const release = fromLocal(learner.available_on, UNLOCK_HOUR * 60, timeZone);
    const dueAt = new Date(Math.max(unlock.getTime(), release.getTime(), now.getTime()));
    await enqueueNotification(tx, {
      userId: learner.user_id,
      kind: 'next_activity',
      subject: `activity:${dayId}`,
      text: text.nextActivity(learner.day),
      path: '/activity',
      button: text.activityButton,
      dueAt,
      expiresAt: new Date(dueAt.getTime() + NEXT_ACTIVITY_GRACE_MS),
    });
  }
  return waiting.length;
}
