import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUserMockState } from '@app/shared/mocks';
import { requestWriteAccess } from '@app/shared/telegram';
import { renderScreen } from '@app/shared/testing';
import { StudyNotificationsScreen } from '../screens/notifications-edu-screen';
import { SystemNotificationsScreen } from '../screens/notifications-sys-screen';

jest.mock('@app/shared/telegram', () => ({
  ...jest.requireActual('@app/shared/telegram'),
  requestWriteAccess: jest.fn(),
}));

const cannotWrite = () => {
  const userState = createUserMockState();
  userState.bot = { allows_write_to_pm: false, started: false, reachable: true, can_receive: false };
  return userState;
};

describe("notification screens: 'Povoliť správy'", () => {
  beforeEach(() => jest.mocked(requestWriteAccess).mockReset());

  it('says why nothing arrives and asks Telegram for write access; once allowed, the note goes', async () => {
    jest.mocked(requestWriteAccess).mockResolvedValue('allowed');
    const userState = cannotWrite();
    renderScreen(<SystemNotificationsScreen />, { route: '/settings/notifications/sys', userState });
    expect(await screen.findByText(/botovi ste ešte nepovolili písať Vám/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Povoliť správy' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Povoliť správy' })).not.toBeInTheDocument());
    expect(requestWriteAccess).toHaveBeenCalledTimes(1);
    expect(userState.bot.can_receive).toBe(true);
    // The toggles stay where they were.
    expect(await screen.findByRole('switch', { name: 'Blížiace sa hovory' })).toBeChecked();
  });

  it('a refused request keeps the note and says the notifications will not come', async () => {
    jest.mocked(requestWriteAccess).mockResolvedValue('cancelled');
    const userState = cannotWrite();
    renderScreen(<StudyNotificationsScreen />, { route: '/settings/notifications/edu', userState });
    await userEvent.click(await screen.findByRole('button', { name: 'Povoliť správy' }));
    expect(await screen.findByText('Správy ste nepovolili, upozornenia preto neprídu.')).toBeInTheDocument();
    expect(userState.bot.can_receive).toBe(false);
  });

  it('a blocked bot says so', async () => {
    const userState = createUserMockState();
    userState.bot = { allows_write_to_pm: true, started: true, reachable: false, can_receive: false };
    renderScreen(<StudyNotificationsScreen />, { route: '/settings/notifications/edu', userState });
    expect(await screen.findByText(/možno ste ho zablokovali/)).toBeInTheDocument();
  });

  it('shows nothing when the bot can write', async () => {
    renderScreen(<StudyNotificationsScreen />, { route: '/settings/notifications/edu' });
    expect(await screen.findByRole('switch', { name: 'Nové úlohy' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Povoliť správy' })).not.toBeInTheDocument());
  });
});
