import { screen, within } from '@testing-library/react';
import { activitiesHandlers, createActivitiesMockState } from '@app/activities-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import { ActivityScreen } from '../screens/activity-screen';

const renderActivity = (id: string, state = createActivitiesMockState()) =>
  renderScreen(<ActivityScreen />, { route: `/activity/${id}`, path: '/activity/:id', handlers: activitiesHandlers(state) });

describe('/activity/:id', () => {
  it("shows a card per section with status, topic, time and 'Prejsť na úlohu'; back goes to /activity", async () => {
    const state = createActivitiesMockState();
    state.progress[11] = { status: 'evaluated', score: 0.7, results: [], submitted_at: '2026-11-23T09:00:00Z' };
    state.progress[13] = { status: 'submitted', score: null, results: [], submitted_at: '2026-11-23T09:05:00Z' };
    renderActivity('1', state);
    expect(await screen.findByText('Načítavam aktivitu')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Aktivita 23. 11. 2026' })).toBeInTheDocument();
    const reading = screen.getByRole('article', { name: 'Čítanie: Raňajky v Bratislave' });
    expect(within(reading).getByText('Ohodnotené')).toBeInTheDocument();
    expect(within(reading).getByText('70%')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Počúvanie: Na stanici' })).getByText('Nedokončené')).toBeInTheDocument();
    const speaking = screen.getByRole('article', { name: 'Hovorenie: Predstavte sa' });
    expect(within(speaking).getByText('Odoslané')).toBeInTheDocument();
    expect(within(speaking).getByText('Hodnotenie: Manuálne')).toBeInTheDocument();
    expect(within(speaking).getByRole('link', { name: 'Prejsť na úlohu' })).toHaveAttribute('href', '/activity/section/13');
    expect(screen.getByRole('link', { name: 'Späť' })).toHaveAttribute('href', '/activity');
  });

  it('an unknown activity and a malformed id show an error', async () => {
    const { unmount } = renderActivity('77');
    expect(await screen.findByRole('alert')).toHaveTextContent('Aktivita nenájdená.');
    unmount();
    renderActivity('x1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Aktivita nenájdená.');
  });
});
