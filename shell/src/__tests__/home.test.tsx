import { screen } from '@testing-library/react';
import { blogHandlers, callsHandlers, newsHandlers } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { HomeScreen } from '../screens/home-screen';

describe('home', () => {
  it('greets the user and links the avatar to settings', async () => {
    renderScreen(<HomeScreen />, { route: '/main', handlers: [...newsHandlers(), ...blogHandlers(), ...callsHandlers()] });
    expect(await screen.findByRole('heading', { name: 'Ahoj, Emma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nastavenia' })).toHaveAttribute('href', '/settings');
  });

  it('links to activities, meetings, calls and the blog', async () => {
    renderScreen(<HomeScreen />, { route: '/main', handlers: [...newsHandlers(), ...blogHandlers(), ...callsHandlers()] });
    await screen.findByRole('heading', { name: 'Ahoj, Emma' });
    const targets = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual(expect.arrayContaining(['/activity', '/meetings', '/calls', '/blog']));
  });
});
