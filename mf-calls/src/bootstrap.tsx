import { startStandalone } from '@app/shared/standalone';
import CallsRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-calls): MSW mocks and a demo Telegram environment.
void startStandalone(<CallsRoutes />);
