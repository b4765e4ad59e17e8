import { startStandalone } from '@app/shared/demo';
import BlogRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-blog): MSW mocks and a demo Telegram environment.
void startStandalone(<BlogRoutes />);
