import { Navigate, Route, Routes } from 'react-router';
import { SettingsScreen } from './screens/settings-screen';
import { StudyNotificationsScreen } from './screens/notifications-edu-screen';
import { SystemNotificationsScreen } from './screens/notifications-sys-screen';
import { SubscriptionsScreen } from './screens/subscriptions-screen';
import { ProfileScreen } from './screens/profile-screen';
import { PaymentsScreen } from './screens/payments-screen';
import { StudyLevelScreen } from './screens/study-level-screen';
import { StatisticsScreen } from './screens/statistics-screen';

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function SettingsRoutes() {
  return (
    <Routes>
      <Route path="/settings" element={<SettingsScreen />} />
      <Route path="/settings/notifications/edu" element={<StudyNotificationsScreen />} />
      <Route path="/settings/notifications/sys" element={<SystemNotificationsScreen />} />
      <Route path="/settings/subscriptions" element={<SubscriptionsScreen />} />
      <Route path="/profile" element={<ProfileScreen />} />
      <Route path="/profile/payments" element={<PaymentsScreen />} />
      <Route path="/profile/study/level" element={<StudyLevelScreen />} />
      <Route path="/profile/study/statistics" element={<StatisticsScreen />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export { SettingsRoutes };
