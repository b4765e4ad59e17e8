import { activitiesHandlers } from '@app/shared/mocks';
import { startStandalone } from '@app/shared/standalone';
import ActivitiesRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-activities): MSW mocks and a demo Telegram environment.
void startStandalone(<ActivitiesRoutes />, activitiesHandlers());
