import { startStandalone } from '@app/shared/standalone';
import { settingsHandlers } from '@app/shared/mocks';
import SettingsRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-settings): MSW mocks and a demo Telegram environment.
void startStandalone(<SettingsRoutes />, settingsHandlers());
