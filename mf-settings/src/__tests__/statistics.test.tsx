import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createSettingsMockState, emptyStatisticsFixture, settingsHandlers, statisticsFixture } from '../mocks/settings-handlers';
import { QueryStatusProbe, queryStatus, renderScreen, server } from '@app/shared/testing';
import { statisticsQueries } from '../api/get-statistics';
import { StatisticsScreen } from '../screens/statistics-screen';

const withStatistics = (statistics = statisticsFixture) => settingsHandlers(createSettingsMockState({ statistics }));

describe('/profile/study/statistics', () => {
  it('shows finished sections, the current streak and the average score per section type', async () => {
    renderScreen(<StatisticsScreen />, { route: '/profile/study/statistics', handlers: withStatistics() });
    expect(await screen.findByRole('region', { name: 'Dokončené sekcie' })).toHaveTextContent('7');
    expect(screen.getByRole('region', { name: 'Aktuálna séria' })).toHaveTextContent('3 dni');

    const averages = screen.getByRole('region', { name: 'Priemerné skóre' });
    const value = (term: string) => within(averages).getByText(term).closest('dt')!.nextElementSibling;
    expect(value('Počúvanie')).toHaveTextContent('78%');
    expect(value('Čítanie')).toHaveTextContent('90%');
    // Speaking is evaluated manually: nothing evaluated yet shows '-' (spec section 5).
    expect(value('Hovorenie')).toHaveTextContent(/^-$/);
    expect(within(averages).getByText('Dokončené: 1')).toBeInTheDocument();
  });

  it.each([
    [0, '0 dní'],
    [1, '1 deň'],
    [4, '4 dni'],
    [12, '12 dní'],
  ])('a streak of %i reads %p', async (days, label) => {
    renderScreen(<StatisticsScreen />, {
      route: '/profile/study/statistics',
      handlers: withStatistics({ ...statisticsFixture, current_streak_days: days }),
    });
    expect(await screen.findByRole('region', { name: 'Aktuálna séria' })).toHaveTextContent(label);
  });

  it('has an empty state that leads to the activities', async () => {
    renderScreen(<StatisticsScreen />, { route: '/profile/study/statistics', handlers: withStatistics(emptyStatisticsFixture) });
    expect(await screen.findByText(/Zatiaľ ste nedokončili žiadnu sekciu/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prejsť na aktivity' })).toHaveAttribute('href', '/activity');
    expect(screen.queryByRole('region', { name: 'Priemerné skóre' })).not.toBeInTheDocument();
  });

  it("asks for the device's time zone, so the streak counts the user's own days", async () => {
    let asked: string | null = null;
    renderScreen(<StatisticsScreen />, {
      route: '/profile/study/statistics',
      handlers: [
        http.get('*/api/users/me/statistics', ({ request }) => {
          asked = new URL(request.url).searchParams.get('tz');
          return HttpResponse.json(statisticsFixture);
        }),
      ],
    });
    await screen.findByRole('region', { name: 'Aktuálna séria' });
    expect(asked).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('says when the statistics could not be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<StatisticsScreen />, {
      route: '/profile/study/statistics',
      handlers: [http.get('*/api/users/me/statistics', () => HttpResponse.json({ message: 'down' }, { status: 500 }))],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Štatistiku sa nepodarilo načítať.');
    expect(screen.getByRole('button', { name: 'Skúsiť znova' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('keeps the figures when a background refetch fails', async () => {
    const { client } = renderScreen(
      <>
        <StatisticsScreen />
        <QueryStatusProbe query={statisticsQueries.mine()} />
      </>,
      { route: '/profile/study/statistics', handlers: withStatistics() },
    );
    expect(await screen.findByRole('region', { name: 'Dokončené sekcie' })).toHaveTextContent('7');
    server.use(http.get('*/api/users/me/statistics', () => HttpResponse.error()));
    await act(() => client.refetchQueries({ queryKey: ['statistics'] }));
    // The screen has rendered the failed refetch (committed with the probe's 'error').
    await waitFor(() => expect(screen.getByTestId(queryStatus(statisticsQueries.mine().queryKey))).toHaveTextContent('error'));
    expect(screen.getByRole('region', { name: 'Dokončené sekcie' })).toHaveTextContent('7');
    expect(screen.queryByText('Štatistiku sa nepodarilo načítať.')).not.toBeInTheDocument();
  });
});
