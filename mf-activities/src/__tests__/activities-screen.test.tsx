import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { activitiesHandlers, createActivitiesMockState, type ActivitiesMockState } from '@app/activities-contract/mocks';
import { currentPath, renderScreen } from '@app/shared/testing';
import { ActivitiesScreen } from '../screens/activities-screen';
import { ASK_AGAIN_AT_ZERO_MS } from '../components/countdown';

const renderActivities = (state: ActivitiesMockState = createActivitiesMockState(), route = '/activity') => ({
  ...renderScreen(<ActivitiesScreen />, { route, path: '/activity', handlers: activitiesHandlers(state) }),
  state,
});

/** Marks every section of today's activity done, finished at `finishedAt`. */
const finishToday = (state: ActivitiesMockState, finishedAt: Date) => {
  for (const section of state.activities[0]!.sections) {
    state.progress[section.id] = { status: 'evaluated', score: 0.5, results: [], submitted_at: finishedAt.toISOString() };
  }
};

describe('/activity', () => {
  it("shows today's sections with type, status, topic and time, linking to each section", async () => {
    const { state } = renderActivities();
    expect(await screen.findByText('Načítavam aktivitu')).toBeInTheDocument();
    const reading = await screen.findByRole('article', { name: 'Čítanie: Raňajky v Bratislave' });
    expect(within(reading).getByText('Nedokončené')).toBeInTheDocument();
    expect(within(reading).getByText('Čas na čítanie')).toBeInTheDocument();
    expect(within(reading).getByRole('link', { name: 'Prejsť na úlohu' })).toHaveAttribute('href', '/activity/section/11');
    const listening = screen.getByRole('article', { name: 'Počúvanie: Na stanici' });
    expect(within(listening).getByText('Dĺžka nahrávky')).toBeInTheDocument();
    const speaking = screen.getByRole('article', { name: 'Hovorenie: Predstavte sa' });
    expect(within(speaking).getByText('Čas na nahranie')).toBeInTheDocument();
    expect(within(speaking).getByText('Hodnotenie: Manuálne')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dnešná úloha' })).toHaveAttribute('aria-selected', 'true');
    // The device's time zone travels with the request (the 08:00 rule is on the user's clock).
    expect(new URL(state.requests[0]!.url).searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("lists every activity under 'Všetky úlohy' with 'Viac', and keeps the tab in the URL", async () => {
    const user = userEvent.setup();
    const view = renderActivities();
    await screen.findByRole('article', { name: /Čítanie/ });
    await user.click(screen.getByRole('tab', { name: 'Všetky úlohy' }));
    expect(currentPath(view)).toBe('/activity?tab=all');
    const first = await screen.findByRole('article', { name: 'Aktivita 23. 11. 2026' });
    expect(within(first).getByRole('link', { name: 'Viac' })).toHaveAttribute('href', '/activity/1');
    expect(screen.getByRole('article', { name: 'Aktivita 22. 11. 2026' })).toBeInTheDocument();
  });

  it('a 404 on today says no activity is available, without a retry', async () => {
    renderActivities(createActivitiesMockState({ todayId: null }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ďalšia aktivita nie je k dispozícii. Napíšte, prosím, administrátorovi.',
    );
    expect(screen.queryByRole('button', { name: 'Skúsiť znova' })).not.toBeInTheDocument();
  });

  it("other failures say 'Aktivity sa nepodarilo načítať.' and offer a retry", async () => {
    renderScreen(<ActivitiesScreen />, {
      route: '/activity',
      handlers: [http.get('*/api/activities/today', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Aktivity sa nepodarilo načítať.');
    expect(screen.getByRole('button', { name: 'Skúsiť znova' })).toBeInTheDocument();
  });

  it("says 'Zatiaľ tu nie sú žiadne aktivity.' when the list is empty, and 'Aktivity sa nepodarilo načítať.' when it fails", async () => {
    renderActivities(createActivitiesMockState({ activities: [], todayId: null }), '/activity?tab=all');
    expect(await screen.findByText('Zatiaľ tu nie sú žiadne aktivity.')).toBeInTheDocument();
  });
});

describe('next-activity countdown', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down to 08:00 the next day in hh:mm:ss, mm:ss and NNs, then says it comes soon and asks again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'], advanceTimers: true });
    const finishedAt = new Date(2026, 10, 23, 20, 0, 0);
    jest.setSystemTime(finishedAt);
    const state = createActivitiesMockState();
    finishToday(state, finishedAt);
    renderActivities(state);
    expect(await screen.findByText('Do ďalšej aktivity zostáva')).toBeInTheDocument();
    // 20:00 → 08:00 next day is 12 hours.
    expect(screen.getByText(/^(12:00:00|11:59:59)$/)).toBeInTheDocument();
    // The sections stay listed, with their results.
    expect(screen.getAllByText('Ohodnotené')).toHaveLength(3);

    act(() => jest.setSystemTime(new Date(2026, 10, 24, 7, 58, 30)));
    await act(async () => jest.advanceTimersByTime(1000));
    // The tick lands somewhere within that second; the timer rounds up.
    expect(screen.getByText(/^01:(29|30)$/)).toBeInTheDocument();

    act(() => jest.setSystemTime(new Date(2026, 10, 24, 7, 59, 50)));
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByText(/^(09|10)s$/)).toBeInTheDocument();

    const asked = state.requests.filter((request) => request.url.includes('/activities/today')).length;
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Ďalšia aktivita bude čoskoro k dispozícii.')).toBeInTheDocument();
    await waitFor(() =>
      expect(state.requests.filter((request) => request.url.includes('/activities/today')).length).toBeGreaterThan(asked),
    );
  });

  it('at zero, while the server still names the same moment (a phone clock ahead), asks again every 30 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'], advanceTimers: true });
    // The phone is 20 s ahead of the server: the server's 08:00 is still 10 s away for it.
    jest.setSystemTime(new Date('2026-11-24T07:00:10Z'));
    let asked = 0;
    renderScreen(<ActivitiesScreen />, {
      route: '/activity',
      handlers: [
        http.get('*/api/activities/today', () => {
          asked += 1;
          return HttpResponse.json({
            activity: { activity_id: 1, started_at: '2026-11-23T07:00:00Z', status: 'submitted', day: 1, sections: [] },
            status: { status: 'submitted', finished_at: '2026-11-23T09:00:00Z', next_available_at: '2026-11-24T07:00:00Z' },
          });
        }),
      ],
    });
    expect(await screen.findByText('Ďalšia aktivita bude čoskoro k dispozícii.')).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(2));
    await act(async () => jest.advanceTimersByTime(ASK_AGAIN_AT_ZERO_MS));
    await waitFor(() => expect(asked).toBe(3));
    await act(async () => jest.advanceTimersByTime(ASK_AGAIN_AT_ZERO_MS));
    await waitFor(() => expect(asked).toBe(4));
  });

  it('uses the server-computed unlock moment when it sends one', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'], advanceTimers: true });
    jest.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    renderScreen(<ActivitiesScreen />, {
      route: '/activity',
      handlers: [
        http.get('*/api/activities/today', () =>
          HttpResponse.json({
            activity: { activity_id: 1, started_at: '2026-11-23T07:00:00Z', status: 'submitted', day: 1, sections: [] },
            status: { status: 'submitted', finished_at: '2026-11-23T09:00:00Z', next_available_at: '2026-11-23T10:00:45Z' },
          }),
        ),
      ],
    });
    expect(await screen.findByText('45s')).toBeInTheDocument();
  });
});
