import { screen } from '@testing-library/react';
import { renderScreen } from '@app/shared/testing';
import { homeHandlers, stubRegistrations } from '../home/home-test-handlers';
import { HomeScreen } from '../screens/home-screen';

describe('home', () => {
  it('greets the user and links the avatar to settings', async () => {
    stubRegistrations({});
    renderScreen(<HomeScreen />, { route: '/main', handlers: homeHandlers() });
    expect(await screen.findByRole('heading', { name: 'Ahoj, Emma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nastavenia' })).toHaveAttribute('href', '/settings');
    // Named by its text, not an aria-label that would leave out the visible initials.
    expect(screen.getByRole('link', { name: 'Nastavenia' })).not.toHaveAttribute('aria-label');
  });
});
