import { screen, waitFor } from '@testing-library/react';
import { createMeetingsMockState, meetingFixtures, meetingsHandlers, participationFixture } from '@app/meetings-contract/mocks';
import { currentPath, renderScreen } from '@app/shared/testing';
import MeetingsRoutes from '../routes';

const renderRoutes = (route: string) =>
  renderScreen(<MeetingsRoutes />, {
    route,
    path: '*',
    handlers: meetingsHandlers(createMeetingsMockState(meetingFixtures(), [participationFixture(7)])),
  });

describe('the exposed routes', () => {
  it.each([
    ['/meetings', () => screen.findByRole('tab', { name: 'Zúčastnené' })],
    ['/meetings/7', () => screen.findByText('Popis')],
    ['/meetings/7/ticket', () => screen.findByRole('img', { name: 'QR kód lístka' })],
  ])('%s renders its screen (a lazy chunk)', async (route, find) => {
    renderRoutes(route);
    expect(await find()).toBeInTheDocument();
  });

  it('sends an unknown sub-path to /', async () => {
    renderRoutes('/meetings/7/ticket/extra');
    await waitFor(() => expect(currentPath(screen)).toBe('/'));
  });
});
