import { Navigate, Route, Routes } from 'react-router-dom';
import { ActivitiesScreen } from './screens/activities-screen';
import { ActivityScreen } from './screens/activity-screen';
import { SectionScreen } from './screens/section-screen';

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function ActivitiesRoutes() {
  return (
    <Routes>
      <Route path="/activity" element={<ActivitiesScreen />} />
      <Route path="/activity/:id" element={<ActivityScreen />} />
      <Route path="/activity/section/:id" element={<SectionScreen />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export { ActivitiesRoutes };
