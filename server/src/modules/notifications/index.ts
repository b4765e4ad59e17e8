/**
 * The notifications module's entrance (notifications/README.md): it turns the domains' events
 * into the learner's messages through the bot's transport. Loading it subscribes them.
 */
import './subscriptions';

export { notificationsPlugin } from './plugin';
export { NEXT_ACTIVITY_GRACE_MS, ANNOUNCE_GRACE_MS, sweepAnnouncements } from './messages';
export { enqueueNotification, NOTIFICATION_TOGGLES, type NotificationKind } from './toggles';
