import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { blogHandlers, createBlogMockState, newsHandlers } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { HomeScreen } from '../screens/home-screen';

const renderHome = (blog = blogHandlers()) =>
  renderScreen(<HomeScreen />, { route: '/main', handlers: [...newsHandlers(), ...blog] });

describe('home link rows', () => {
  it('links to activities, meetings, calls and the blog with their subtitles', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: /Aktivity.*Nedokončené úlohy/ })).toHaveAttribute('href', '/activity');
    expect(screen.getByRole('link', { name: /Stretnutia.*Najbližšie stretnutie je dnes/ })).toHaveAttribute('href', '/meetings');
    expect(screen.getByRole('link', { name: /Hovory.*Zatiaľ nemáte rezervovaný žiadny hovor/ })).toHaveAttribute(
      'href',
      '/calls',
    );
    expect(screen.getByRole('link', { name: /^Blog/ })).toHaveAttribute('href', '/blog');
  });

  it('names the newest publication under the blog row', async () => {
    renderHome();
    expect(await screen.findByText('Najnovšie: Ako sa pozdraviť po slovensky')).toBeInTheDocument();
  });

  it('keeps the general blog subtitle while the blog is empty', async () => {
    let answered = 0;
    const probe = http.get('*/api/blog/feed', () => void answered++);
    renderHome([probe, ...blogHandlers(createBlogMockState([]))]);
    await waitFor(() => expect(answered).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Články, podcasty a videá')).toBeInTheDocument();
    expect(screen.queryByText(/^Najnovšie:/)).not.toBeInTheDocument();
  });

  it('keeps the general blog subtitle when the feed fails (the failure is only logged)', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderHome([http.get('*/api/blog/feed', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))]);
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(screen.getByText('Články, podcasty a videá')).toBeInTheDocument();
    spy.mockRestore();
  });
});
