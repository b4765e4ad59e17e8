import type { Queryable } from '../../db/types';
import { learnersWaitingFor, nextUnlock, UNLOCK_HOUR } from '../activities/index';
import { learnerTimeZones } from '../users/index';
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
  const waiting = await learnersWaitingFor(tx, dayId);
  const zones = await learnerTimeZones(
    tx,
    waiting.map((learner) => learner.user_id),
  );
  for (const learner of waiting) {
    const timeZone = zones.get(learner.user_id)!;
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
