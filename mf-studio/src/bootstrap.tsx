import { startStandalone } from '@app/shared/standalone';
import StudioRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-studio): MSW mocks of @app/studio-contract and a
// demo Telegram environment. The mocks load only in development.
async function start() {
  const handlers =
    process.env.NODE_ENV === 'development'
      ? [
          ...(await import('@app/studio-contract/mocks')).studioHandlers(),
          ...(await import('@app/studio-contract/publications-mocks')).studioPublicationsHandlers(),
          ...(await import('@app/studio-contract/meetings-mocks')).studioMeetingsHandlers(),
          ...(await import('@app/studio-contract/speakers-mocks')).speakerHandlers(),
          ...(await import('@app/studio-contract/authors-mocks')).authorHandlers(),
        ]
      : [];
  await startStandalone(<StudioRoutes />, handlers);
}

void start();
