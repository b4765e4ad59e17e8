import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { createStudioMockState, studioHandlers } from '@app/studio-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import { CourseScreen } from '../screens/course-screen';
import { DayScreen } from '../screens/day-screen';

jest.setTimeout(20_000);

const renderDay = (id: number, state = createStudioMockState(), extra: RequestHandler[] = []) =>
  renderScreen(<DayScreen />, {
    route: `/studio/course/${id}`,
    path: '/studio/course/:id',
    handlers: [...extra, ...studioHandlers(state)],
    as: 'editor',
  });

const panelOf = async (task: string) =>
  within(await screen.findByRole('group', { name: task })).findByRole('region', { name: 'Chyby pri prvom pokuse' });

describe('studio: item analysis on a published day', () => {
  it('says it is loading, then shows who submitted the task and each item’s share wrong at the first try', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const state = createStudioMockState();
    renderDay(1, state, [
      http.get('*/api/studio/days/1/analysis', async () => {
        await answered;
        return HttpResponse.json(state.analysis.get(1));
      }),
    ]);
    const task = await screen.findByRole('group', { name: '1. Otázky' });
    expect(await within(task).findByText('Načítavam výsledky študentov...')).toBeInTheDocument();
    release();
    const panel = await panelOf('1. Otázky');
    expect(within(panel).getByText('Úlohu odovzdali 3 študenti.')).toBeInTheDocument();
    const item = within(panel).getByRole('listitem', { name: 'Ako sa volá?: chybne 2 z 3, 67 %' });
    expect(within(item).getByText('67 % (2 z 3)')).toBeInTheDocument();
  });

  it('a task nobody submitted says so', async () => {
    const state = createStudioMockState();
    state.analysis.set(1, { day_id: 1, tasks: [{ task_id: 10, task_type: 'QuestionTask', answered: 0, items: [] }] });
    renderDay(1, state);
    expect(await within(await panelOf('1. Otázky')).findByText('Túto úlohu zatiaľ nikto neodovzdal.')).toBeInTheDocument();
  });

  it('a failed load says so under the task and tries again on request, the form still editable', async () => {
    let fail = true;
    const state = createStudioMockState();
    renderDay(1, state, [
      http.get('*/api/studio/days/1/analysis', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : HttpResponse.json(state.analysis.get(1)),
      ),
    ]);
    const task = await screen.findByRole('group', { name: '1. Otázky' });
    expect(await within(task).findByRole('alert')).toHaveTextContent('Výsledky študentov sa nepodarilo načítať.');
    expect(within(task).getByLabelText('Pokyny')).toBeEnabled();
    fail = false;
    await userEvent.click(within(task).getByRole('button', { name: 'Skúsiť znova' }));
    expect(await within(task).findByText('Úlohu odovzdali 3 študenti.')).toBeInTheDocument();
  });

  it('a draft day asks for nothing and shows nothing', async () => {
    let asked = false;
    renderDay(2, createStudioMockState(), [
      http.get('*/api/studio/days/2/analysis', () => {
        asked = true;
        return HttpResponse.json({ day_id: 2, tasks: [] });
      }),
    ]);
    await screen.findByRole('group', { name: '1. Otázky' });
    expect(screen.queryByRole('region', { name: 'Chyby pri prvom pokuse' })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });
});

describe('studio: the course list’s hardest items', () => {
  it('shows each published day’s hardest items in its card', async () => {
    renderScreen(<CourseScreen />, { route: '/studio/course', handlers: studioHandlers(), as: 'editor' });
    const day = await screen.findByRole('link', { name: 'Deň 1, publikované' });
    const list = await within(day).findByRole('list', { name: 'Najťažšie položky' });
    expect(within(list).getByText('Ako sa volá? · 67 % (2 z 3)')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Deň 2, koncept' })).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet, and when the figures could not be read', async () => {
    const state = createStudioMockState();
    state.analysis.clear();
    const { unmount } = renderScreen(<CourseScreen />, {
      route: '/studio/course',
      handlers: studioHandlers(state),
      as: 'editor',
    });
    expect(await screen.findByText(/Zatiaľ bez najťažších položiek/)).toBeInTheDocument();
    unmount();
    renderScreen(<CourseScreen />, {
      route: '/studio/course',
      handlers: [
        http.get('*/api/studio/course/analysis', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
        ...studioHandlers(),
      ],
      as: 'editor',
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Najťažšie položky sa nepodarilo načítať.'));
    // The days themselves are there: the figures are extra.
    expect(screen.getByRole('link', { name: 'Deň 1, publikované' })).toBeInTheDocument();
  });
});
