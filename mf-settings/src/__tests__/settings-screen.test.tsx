import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUserMockState } from '@app/shared/mocks';
import { currentPath, renderScreen } from '@app/shared/testing';
import { SettingsScreen } from '../screens/settings-screen';

describe('/settings', () => {
  it('links the profile header to /profile with the subtitle Upraviť profil', async () => {
    renderScreen(<SettingsScreen />, { route: '/settings' });
    const header = await screen.findByRole('link', { name: /Emma Novak/ });
    expect(header).toHaveAttribute('href', '/profile');
    expect(header).toHaveTextContent('Upraviť profil');
  });

  it('names the profile link once: the photo beside the name is decorative', async () => {
    const userState = createUserMockState({ photo_url: 'https://t.me/i/userpic/320/emma.jpg' });
    const { container } = renderScreen(<SettingsScreen />, { route: '/settings', userState });
    const header = await screen.findByRole('link', { name: /Emma Novak/ });
    expect(header).toHaveAccessibleName('Emma Novak Upraviť profil');
    expect(within(header).queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows the three sections with their six links', async () => {
    renderScreen(<SettingsScreen />, { route: '/settings' });
    const sections = {
      Predplatné: [
        ['Moje Predplatné', '/settings/subscriptions'],
        ['Prehľad Platieb', '/profile/payments'],
      ],
      Notifikácie: [
        ['Študijné', '/settings/notifications/edu'],
        ['Systémové', '/settings/notifications/sys'],
      ],
      Štúdium: [
        ['Jazyková úroveň', '/profile/study/level'],
        ['Štatistika', '/profile/study/statistics'],
      ],
    };
    for (const [title, links] of Object.entries(sections)) {
      const group = await screen.findByRole('region', { name: title });
      const found = within(group).getAllByRole('link');
      expect(found.map((link) => link.getAttribute('href'))).toEqual(links.map(([, href]) => href));
      links.forEach(([name], index) => expect(found[index]).toHaveTextContent(name!));
    }
  });

  it('shows the chosen language level under its link', async () => {
    const userState = createUserMockState();
    userState.settings.language_level = 'B1';
    renderScreen(<SettingsScreen />, { route: '/settings', userState });
    expect(await screen.findByRole('link', { name: /Jazyková úroveň\s*B1/ })).toHaveAttribute('href', '/profile/study/level');
  });

  it('goes back to /main and on to a sub-screen', async () => {
    const view = renderScreen(<SettingsScreen />, { route: '/settings' });
    expect(await screen.findByRole('link', { name: 'Späť' })).toHaveAttribute('href', '/main');
    await userEvent.click(screen.getByRole('link', { name: /Moje Predplatné/ }));
    expect(currentPath(view)).toBe('/settings/subscriptions');
  });
});
