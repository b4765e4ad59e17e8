import { startStandalone } from '@app/shared/standalone';
import StaffRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-staff): MSW mocks and a demo Telegram environment,
// where the demo user holds every staff role. The mocks load only in development.
async function start() {
  const handlers = process.env.NODE_ENV === 'development' ? (await import('@app/staff-contract/mocks')).staffHandlers() : [];
  await startStandalone(<StaffRoutes />, handlers);
}

void start();
