import { startStandalone } from '@app/shared/standalone';
import SettingsRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-settings): MSW mocks and a demo Telegram environment.
// The mocks (this remote's own, src/mocks/, and shared's user handlers) load only in development.
async function start() {
  const handlers = process.env.NODE_ENV === 'development' ? (await import('./mocks/settings-handlers')).settingsHandlers() : [];
  await startStandalone(<SettingsRoutes />, handlers);
}

void start();
