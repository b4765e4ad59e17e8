import { startStandalone } from '@app/shared/standalone';
import CallsRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-calls): MSW mocks and a demo Telegram environment.
// The mocks load only in development, so a production build of the standalone page does not carry them.
async function start() {
  const handlers = process.env.NODE_ENV === 'development' ? (await import('@app/calls-contract/mocks')).callsHandlers() : [];
  await startStandalone(<CallsRoutes />, handlers);
}

void start();
