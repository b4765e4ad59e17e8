import { NotificationToggles } from '../components/notification-toggles';
import { StudyReminder } from '../components/study-reminder';
import { text } from '../text';

/** /settings/notifications/edu: study notifications (spec sections 3, 4) and the study reminder's hour and days. */
export function StudyNotificationsScreen() {
  return (
    <NotificationToggles
      title={text.notifications.studyTitle}
      parent="notify_on_study"
      extra={(settings) => <StudyReminder settings={settings} />}
    />
  );
}
