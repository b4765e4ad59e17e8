import { startStandalone } from '@app/shared/standalone';
import MeetingsRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-meetings): MSW mocks and a demo Telegram environment.
// The mocks load only in development, so a production build of the standalone page does not carry them.
async function start() {
  const handlers =
    process.env.NODE_ENV === 'development' ? (await import('@app/meetings-contract/mocks')).meetingsHandlers() : [];
  await startStandalone(<MeetingsRoutes />, handlers);
}

void start();
