import { startStandalone } from '@app/shared/standalone';
import BlogRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-blog): MSW mocks and a demo Telegram environment.
// The mocks load only in development, so a production build of the standalone page does not carry them.
async function start() {
  const handlers = process.env.NODE_ENV === 'development' ? (await import('@app/blog-contract/mocks')).blogHandlers() : [];
  await startStandalone(<BlogRoutes />, handlers);
}

void start();
