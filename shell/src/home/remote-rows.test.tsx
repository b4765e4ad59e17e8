import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createUserMockState } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { HomeScreen } from '../screens/home-screen';
import { homeHandlers, registrationExports, row, stubRegistrations } from './home-test-handlers';

const renderHome = (handlers = homeHandlers(), userState = createUserMockState()) =>
  renderScreen(<HomeScreen />, { route: '/main', handlers, userState });

describe('home rows are what the remotes register', () => {
  it('lists each declared row by its order, linking to its target', async () => {
    stubRegistrations({
      mf_blog: row('/blog', 'Blog', { order: 40 }),
      mf_calls: row('/calls', 'Hovory', { order: 30 }),
      mf_activities: row('/activity', 'Aktivity', { order: 10 }),
      mf_meetings: row('/meetings', 'Stretnutia', { order: 20 }),
      mf_settings: registrationExports(() => ({ routes: [{ path: '/settings', back: '/main' }] })),
    });
    renderHome();
    await screen.findByRole('link', { name: /^Blog/ });
    await screen.findByRole('link', { name: /^Aktivity/ });
    await screen.findByRole('link', { name: /^Stretnutia/ });
    await screen.findByRole('link', { name: /^Hovory/ });
    const rows = screen.getAllByRole('link').filter((link) => link.textContent?.includes(' neutral'));
    expect(rows.map((link) => link.getAttribute('href'))).toEqual(['/activity', '/meetings', '/calls', '/blog']);
  });

  it("shows the subtitle of the remote's own query, and the neutral one while it loads", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubRegistrations({
      mf_blog: row('/blog', 'Blog', {
        query: {
          queryKey: ['blog', 'latest'],
          queryFn: (runtime) => runtime.get<{ title: string }>('/blog/latest-for-test'),
          subtitle: (data: { title: string }) => `Najnovšie: ${data.title}`,
        },
      }),
    });
    renderHome(
      homeHandlers([http.get('*/api/blog/latest-for-test', async () => (await gate, HttpResponse.json({ title: 'Ahoj' })))]),
    );
    expect(await screen.findByRole('link', { name: 'Blog Blog neutral' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: 'Blog Najnovšie: Ahoj' })).toHaveAttribute('href', '/blog');
  });

  it('keeps the neutral subtitle when the query fails, unless the remote words that status', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubRegistrations({
      mf_blog: row('/blog', 'Blog', {
        query: { queryKey: ['blog', 'x'], queryFn: (runtime) => runtime.get('/blog/x'), subtitle: () => 'never' },
      }),
      mf_activities: row('/activity', 'Aktivity', {
        query: {
          queryKey: ['activities', 'x'],
          queryFn: (runtime) => runtime.get('/activities/x'),
          subtitle: () => 'never',
          errorSubtitle: (status) => (status === 404 ? 'Nič na dnes' : null),
        },
      }),
    });
    renderHome(
      homeHandlers([
        http.get('*/api/blog/x', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
        http.get('*/api/activities/x', () => HttpResponse.json({ message: 'none' }, { status: 404 })),
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Aktivity Nič na dnes' })).toBeInTheDocument();
    await waitFor(() => expect(spy).toHaveBeenCalledWith('Request failed:', expect.stringContaining('500')));
    expect(screen.getByRole('link', { name: 'Blog Blog neutral' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('shows a remote’s further rows by their order, one hidden by its query only once its answer says so', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const review = (key: string, due: number) => ({
      order: 11,
      title: `Opakovanie ${key}`,
      subtitle: 'neutral',
      target: `/activity/review-${key}`,
      query: {
        queryKey: ['activities', 'review', key],
        queryFn: async () => (await gate, { due }),
        subtitle: (data: { due: number }) => `Na dnes: ${data.due}`,
        hidden: (data: { due: number }) => data.due === 0,
      },
    });
    stubRegistrations({
      mf_activities: registrationExports(() => ({
        routes: [{ path: '/activity', back: '/main' }],
        homeRow: { order: 10, title: 'Aktivity', subtitle: 'Aktivity neutral', target: '/activity' },
        moreHomeRows: [review('a', 2), review('b', 0)],
      })),
      mf_calls: row('/calls', 'Hovory', { order: 30 }),
    });
    renderHome();
    await screen.findByRole('link', { name: /^Hovory/ });
    expect(screen.queryByRole('link', { name: /^Opakovanie/ })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: 'Opakovanie a Na dnes: 2' })).toHaveAttribute('href', '/activity/review-a');
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.filter((href) => ['/activity', '/activity/review-a', '/calls'].includes(href!))).toEqual([
      '/activity',
      '/activity/review-a',
      '/calls',
    ]);
    expect(screen.queryByRole('link', { name: /^Opakovanie b/ })).not.toBeInTheDocument();
  });

  it("keeps the neutral subtitle when the remote's subtitle code throws", async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubRegistrations({
      mf_blog: row('/blog', 'Blog', {
        query: {
          queryKey: ['blog', 'y'],
          queryFn: async () => 1,
          subtitle: () => {
            throw new Error('remote bug');
          },
        },
      }),
    });
    renderHome();
    await waitFor(() => expect(spy).toHaveBeenCalledWith("A remote's home row subtitle failed", expect.any(Error)));
    expect(screen.getByRole('link', { name: 'Blog Blog neutral' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('shows a row only to the users its visibility rule admits', async () => {
    const staffOnly = (user: { telegram_id: number }) => user.telegram_id === 4242;
    stubRegistrations({
      mf_calls: row('/calls', 'Pre lektorov', { visibleTo: staffOnly }),
      mf_blog: row('/blog', 'Blog'),
    });
    const { unmount } = renderHome();
    await screen.findByRole('link', { name: /^Blog/ });
    expect(screen.queryByRole('link', { name: /Pre lektorov/ })).not.toBeInTheDocument();
    unmount();
    const staff = createUserMockState();
    staff.user = { ...staff.user, telegram_id: 4242 };
    renderHome(homeHandlers(), staff);
    expect(await screen.findByRole('link', { name: /^Pre lektorov/ })).toHaveAttribute('href', '/calls');
  });

  it('a remote whose registration fails, is of another contract or claims another remote’s paths has no row; the others do', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubRegistrations({
      mf_blog: new Error('registration.js did not load'),
      mf_calls: { ...row('/calls', 'Hovory'), contract: 2 },
      mf_meetings: row('/blog', 'Cudzí'),
      mf_activities: row('/activity', 'Aktivity'),
    });
    renderHome();
    expect(await screen.findByRole('link', { name: /^Aktivity/ })).toBeInTheDocument();
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(3));
    expect(screen.queryByRole('link', { name: /^Blog|^Hovory|^Cudzí/ })).not.toBeInTheDocument();
    expect(spy.mock.calls.map(([, error]) => String(error))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('did not load'),
        expect.stringContaining('contract 2'),
        expect.stringContaining('outside its prefixes'),
      ]),
    );
    spy.mockRestore();
  });
});
