import { NotificationToggles } from '../components/notification-toggles';
import { text } from '../text';

/** /settings/notifications/edu: study notifications (spec sections 3, 4). */
export function StudyNotificationsScreen() {
  return <NotificationToggles title={text.notifications.studyTitle} parent="notify_on_study" />;
}
