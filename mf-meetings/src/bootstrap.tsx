import { startStandalone } from '@app/shared/standalone';
import MeetingsRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-meetings): MSW mocks and a demo Telegram environment.
void startStandalone(<MeetingsRoutes />);
