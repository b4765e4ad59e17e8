import { NotificationToggles } from '../components/notification-toggles';
import { text } from '../text';

/** /settings/notifications/sys: system notifications (spec sections 3, 4). */
export function SystemNotificationsScreen() {
  return <NotificationToggles title={text.notifications.systemTitle} parent="notify_on_system" />;
}
