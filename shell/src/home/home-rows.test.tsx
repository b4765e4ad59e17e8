import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { activitiesHandlers, blogHandlers, createActivitiesMockState, createBlogMockState, newsHandlers } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { HomeScreen } from '../screens/home-screen';

const renderHome = (blog = blogHandlers(), activities = activitiesHandlers()) =>
  renderScreen(<HomeScreen />, { route: '/main', handlers: [...newsHandlers(), ...blog, ...activities] });

describe('home link rows', () => {
  it('links to activities, meetings, calls and the blog with their subtitles', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: /Aktivity.*Nedokončené úlohy/ })).toHaveAttribute('href', '/activity');
    expect(screen.getByRole('link', { name: /Stretnutia.*Najbližšie stretnutie je dnes/ })).toHaveAttribute('href', '/meetings');
    expect(screen.getByRole('link', { name: /Hovory.*Zatiaľ nemáte rezervovaný žiadny hovor/ })).toHaveAttribute('href', '/calls');
    expect(screen.getByRole('link', { name: /^Blog/ })).toHaveAttribute('href', '/blog');
  });

  it("counts the unfinished sections of today's activity under the activities row", async () => {
    const state = createActivitiesMockState();
    state.progress[11] = { status: 'evaluated', score: 1, results: [], submitted_at: '2026-11-23T09:00:00Z' };
    renderHome(blogHandlers(), activitiesHandlers(state));
    expect(await screen.findByText('Nedokončené úlohy: 2')).toBeInTheDocument();
    // The device's time zone travels with the call (the 08:00 rule is on the user's clock).
    expect(new URL(state.requests[0]!.url).searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('says the day is done when no section is left', async () => {
    const state = createActivitiesMockState();
    for (const id of [11, 12, 13]) state.progress[id] = { status: 'submitted', score: null, results: [], submitted_at: '2026-11-23T09:00:00Z' };
    renderHome(blogHandlers(), activitiesHandlers(state));
    expect(await screen.findByText('Dnešné úlohy sú hotové')).toBeInTheDocument();
  });

  it("keeps 'Nedokončené úlohy' when no activity is available (404) or the call fails", async () => {
    const state = createActivitiesMockState({ todayId: null });
    const { unmount } = renderHome(blogHandlers(), activitiesHandlers(state));
    await waitFor(() => expect(state.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Nedokončené úlohy')).toBeInTheDocument();
    unmount();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderHome(blogHandlers(), [http.get('*/api/activities/today', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))]);
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(screen.getByText('Nedokončené úlohy')).toBeInTheDocument();
    spy.mockRestore();
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
