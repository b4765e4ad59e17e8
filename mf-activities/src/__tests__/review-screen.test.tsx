import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createReviewMockState, reviewHandlers, type ReviewMockState } from '@app/activities-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import { ReviewScreen } from '../screens/review-screen';
import { outboxKey } from '../review/review-outbox';
import { sessionKey } from '../review/review-session';

jest.setTimeout(30_000);

beforeEach(() => window.localStorage.clear());

const renderReview = (state: ReviewMockState = createReviewMockState(), handlers = reviewHandlers(state)) => ({
  ...renderScreen(<ReviewScreen />, { route: '/activity/review', handlers }),
  state,
});

const posted = (state: ReviewMockState) => state.requests.filter((request) => request.method === 'POST');

/** The verdict read out (a status region) once an item is checked. */
const announced = (verdict: string) =>
  waitFor(() => expect(screen.getAllByRole('status').map((element) => element.textContent)).toContain(verdict));

/** The fixtures: 'Odkiaľ je Lucia?' (Z Košíc) and 'Lucia je lekárka.' (false). */
async function answerBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Odkiaľ je Lucia?'), 'Z Košíc');
  await user.click(screen.getByRole('button', { name: 'Skontrolovať' }));
  await announced('Správne');
  await user.click(screen.getByRole('button', { name: 'Ďalej' }));

  expect(await screen.findByText('Položka 2 z 2')).toBeInTheDocument();
  const statement = screen.getByRole('radiogroup', { name: 'Lucia je lekárka.' });
  await user.click(within(statement).getByRole('radio', { name: 'Pravda' }));
  await user.click(screen.getByRole('button', { name: 'Skontrolovať' }));
  await announced('Nesprávne');
  // The right answer is shown at once, before moving on.
  expect(screen.getByText(/Správna odpoveď: Lož/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dokončiť' }));
}

describe('Opakovanie', () => {
  it('shows the due items one at a time, checks each at once, and ends with a summary; the server gets each answer and the end', async () => {
    const user = userEvent.setup();
    const { state } = renderReview();
    expect(await screen.findByText('Položka 1 z 2')).toBeInTheDocument();
    expect(screen.getByText('Deň 1 · Ahoj, ja som Lucia')).toBeInTheDocument();
    await answerBoth(user);

    expect(await screen.findByText('Opakovanie je hotové')).toBeInTheDocument();
    expect(screen.getByText('Správne ste odpovedali na 1 z 2.')).toBeInTheDocument();
    await waitFor(() => expect(Object.keys(state.sessions)).toHaveLength(1));
    await waitFor(() => expect(Object.values(state.sessions)[0]!.finished_at).not.toBeNull());
    expect(Object.values(state.answers).map((a) => [a.card_id, a.result.rating])).toEqual([
      [1, 'good'],
      [2, 'again'],
    ]);
    expect(window.localStorage.getItem(outboxKey(1))).toBeNull();
  });

  it('says so when nothing is due', async () => {
    renderReview(createReviewMockState({ cards: [] }));
    expect(await screen.findByText('Na dnes nemáte nič na opakovanie.')).toBeInTheDocument();
  });

  it('goes on offline: answers wait on the device and are sent once each when the connection is back', async () => {
    const user = userEvent.setup();
    const state = createReviewMockState();
    let online = false;
    const offline = [
      http.post('*/api/review/*', () => (online ? undefined : HttpResponse.error())),
      http.post('*/api/review/sessions/*', () => (online ? undefined : HttpResponse.error())),
    ];
    renderReview(state, [...offline, ...reviewHandlers(state)]);
    expect(await screen.findByText('Položka 1 z 2')).toBeInTheDocument();
    await answerBoth(user);
    expect(await screen.findByText('Opakovanie je hotové')).toBeInTheDocument();
    expect(screen.getByText('Ste offline: odpovede odošleme, keď sa pripojenie obnoví.')).toBeInTheDocument();
    const queued = JSON.parse(window.localStorage.getItem(outboxKey(1))!) as Array<{ kind: string }>;
    expect(queued.map((entry) => entry.kind)).toEqual(['answer', 'answer', 'finish']);
    expect(Object.keys(state.answers)).toHaveLength(0);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(window.localStorage.getItem(outboxKey(1))).toBeNull());
    expect(screen.queryByText(/Ste offline/)).not.toBeInTheDocument();
    expect(Object.keys(state.answers)).toHaveLength(2);
    expect(posted(state).filter((request) => request.url.includes('/answers'))).toHaveLength(2);
    expect(Object.values(state.sessions)[0]!.finished_at).not.toBeNull();
  });

  it('resumes a session after a reload where the learner was, without loading the items again', async () => {
    const user = userEvent.setup();
    const first = renderReview();
    await user.selectOptions(await screen.findByLabelText('Odkiaľ je Lucia?'), 'Z Košíc');
    await user.click(screen.getByRole('button', { name: 'Skontrolovať' }));
    await user.click(screen.getByRole('button', { name: 'Ďalej' }));
    expect(await screen.findByText('Položka 2 z 2')).toBeInTheDocument();
    first.unmount();
    expect(window.localStorage.getItem(sessionKey(1))).not.toBeNull();

    const state = createReviewMockState();
    renderReview(state);
    expect(await screen.findByText('Položka 2 z 2')).toBeInTheDocument();
    expect(state.requests.filter((request) => request.url.includes('/review/next'))).toHaveLength(0);
  });
});
