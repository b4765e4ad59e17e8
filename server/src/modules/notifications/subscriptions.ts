import { subscribe } from '../events/index';
import {
  cancelCallReminders,
  notifyPaymentPending,
  notifySpeakingScored,
  scheduleNextActivity,
  withdrawAnnouncement,
  scheduleCallReminders,
} from './messages';
import { notifyWaitingLearners } from './waiting-learners';

/*
 * The domain events that become messages to a learner, each queued in the publisher's
 * transaction (the table in notifications/README.md). Runs once, when the module loads.
 */
subscribe('calls.booked', scheduleCallReminders);
subscribe('calls.cancelled', (tx, { callId }) => cancelCallReminders(tx, callId));
subscribe('payments.pending', notifyPaymentPending);
subscribe('activities.section_submitted', (tx, { userId, sectionId, submittedAt }) =>
  scheduleNextActivity(tx, { userId, sectionId, finishedAt: submittedAt }),
);
subscribe('activities.speaking_scored', notifySpeakingScored);
subscribe('studio.day_published', async (tx, { dayId, at }) => {
  await notifyWaitingLearners(tx, dayId, at);
});
subscribe('studio.publication_withdrawn', (tx, { publicationId }) =>
  withdrawAnnouncement(tx, { type: 'publication', id: publicationId }),
);
