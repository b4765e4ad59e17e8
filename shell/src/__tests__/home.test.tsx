import { screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@app/shared/testing';
import { homeHandlers, registrationExports, stubRegistrations } from '../home/home-test-handlers';
import { HomeScreen } from '../screens/home-screen';

describe('home', () => {
  it('greets the user and links the avatar where the remote owning the profile declares it', async () => {
    stubRegistrations({ mf_settings: registrationExports(() => ({ routes: [], profileTarget: '/profile' })) });
    renderScreen(<HomeScreen />, { route: '/main', handlers: homeHandlers() });
    expect(await screen.findByRole('heading', { name: 'Ahoj, Emma' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nastavenia' })).toHaveAttribute('href', '/profile');
    // Named by its text, not an aria-label that would leave out the visible initials.
    expect(screen.getByRole('link', { name: 'Nastavenia' })).not.toHaveAttribute('aria-label');
  });

  it('shows the avatar as a plain picture while no remote declares the profile (none loaded, or one claiming another’s path)', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubRegistrations({
      mf_settings: new Error('registration.js did not load'),
      mf_blog: registrationExports(() => ({ routes: [], profileTarget: '/settings' })),
    });
    renderScreen(<HomeScreen />, { route: '/main', handlers: homeHandlers() });
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    expect(spy.mock.calls.map(([, error]) => String(error))).toEqual(
      expect.arrayContaining([expect.stringContaining('declares a profile target it does not own: /settings')]),
    );
    expect(screen.getByRole('heading', { name: 'Ahoj, Emma' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nastavenia' })).not.toBeInTheDocument();
    spy.mockRestore();
  });
});
