import { startStandalone } from '@app/shared/standalone';
import { register } from './registration';
import StudioRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-studio): MSW mocks of @app/studio-contract and a
// demo Telegram environment, as an editor (the studio opens for editors and admins; `?as=` or the
// switcher in the corner picks someone else). The mocks load only in development.
void startStandalone({
  routes: <StudioRoutes />,
  register,
  person: 'editor',
  mocks:
    process.env.NODE_ENV === 'development'
      ? async () => [
          ...(await import('@app/studio-contract/mocks')).studioHandlers(),
          ...(await import('@app/studio-contract/publications-mocks')).studioPublicationsHandlers(),
          ...(await import('@app/studio-contract/meetings-mocks')).studioMeetingsHandlers(),
          ...(await import('@app/studio-contract/speakers-mocks')).speakerHandlers(),
          ...(await import('@app/studio-contract/authors-mocks')).authorHandlers(),
        ]
      : undefined,
});
