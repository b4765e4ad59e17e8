import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Call } from '@app/shared/contract';
import { blogHandlers, callFixtures, callsHandlers, createBlogMockState, createCallsMockState, newsHandlers, toInstant } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { HomeScreen } from '../screens/home-screen';

const noCalls = () => callsHandlers(createCallsMockState({ calls: [] }));
const renderHome = (blog = blogHandlers(), calls = noCalls()) =>
  renderScreen(<HomeScreen />, { route: '/main', handlers: [...newsHandlers(), ...blog, ...calls] });

/** A scheduled call starting `days` days from now at 18:00 local time. */
function scheduledOn(days: number, hour = 18): Call {
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour, 0);
  return { ...callFixtures()[0]!, start_dt: toInstant(start), end_dt: toInstant(new Date(start.getTime() + 600_000)) };
}

describe('home link rows', () => {
  it('links to activities, meetings, calls and the blog with their subtitles', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: /Aktivity.*Nedokončené úlohy/ })).toHaveAttribute('href', '/activity');
    expect(screen.getByRole('link', { name: /Stretnutia.*Najbližšie stretnutie je dnes/ })).toHaveAttribute('href', '/meetings');
    expect(screen.getByRole('link', { name: /Hovory.*Zatiaľ nemáte rezervovaný žiadny hovor/ })).toHaveAttribute('href', '/calls');
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

  describe('the Hovory row', () => {
    it('names the next booked call, its day and time on the device clock', async () => {
      const later = scheduledOn(5);
      const sooner = scheduledOn(3);
      const calls = [later, { ...sooner, id: 9 }, { ...scheduledOn(2), id: 10, status: 'cancelled' as const }];
      renderHome(blogHandlers(), callsHandlers(createCallsMockState({ calls })));
      const day = new Intl.DateTimeFormat('sk-SK', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(sooner.start_dt));
      const time = new Intl.DateTimeFormat('sk-SK', { hour: '2-digit', minute: '2-digit' }).format(new Date(sooner.start_dt));
      expect(await screen.findByRole('link', { name: new RegExp(`Hovory.*Najbližší hovor: ${day} o ${time}`) })).toHaveAttribute('href', '/calls');
      expect(screen.queryByText('Zatiaľ nemáte rezervovaný žiadny hovor')).not.toBeInTheDocument();
    });

    it('says zajtra for a call tomorrow', async () => {
      renderHome(blogHandlers(), callsHandlers(createCallsMockState({ calls: [scheduledOn(1)] })));
      expect(await screen.findByText(/^Najbližší hovor: zajtra o 18:00$/)).toBeInTheDocument();
    });

    it('keeps the spec text when only past or cancelled calls exist', async () => {
      let answered = 0;
      const probe = http.get('*/api/calls', () => void answered++);
      const calls = callFixtures().filter((call) => call.status !== 'scheduled');
      renderHome(blogHandlers(), [probe, ...callsHandlers(createCallsMockState({ calls }))]);
      await waitFor(() => expect(answered).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByText('Zatiaľ nemáte rezervovaný žiadny hovor')).toBeInTheDocument();
    });

    it('keeps the spec text when the calls fail to load (only logged)', async () => {
      const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
      renderHome(blogHandlers(), [http.get('*/api/calls', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))]);
      await waitFor(() => expect(spy).toHaveBeenCalled());
      expect(screen.getByText('Zatiaľ nemáte rezervovaný žiadny hovor')).toBeInTheDocument();
      spy.mockRestore();
    });
  });
});
