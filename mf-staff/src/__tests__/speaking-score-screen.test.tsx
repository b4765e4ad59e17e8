import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStaffMockState, staffHandlersFor } from '@app/staff-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import { openTelegramUrl } from '@app/shared/telegram';
import { SpeakingQueueScreen } from '../screens/speaking-queue-screen';
import { SpeakingScoreScreen } from '../screens/speaking-score-screen';

// A whole test of several steps may pass the default 5 s on a busy machine (the async-util
// timeout, for a first screen's lazy modules and MSW, is set once in shared/jest.setup.ts).
jest.setTimeout(20_000);

jest.mock('@app/shared/telegram', () => ({ ...jest.requireActual('@app/shared/telegram'), openTelegramUrl: jest.fn() }));

const renderScore = (state = createStaffMockState()) =>
  renderScreen(<SpeakingScoreScreen />, {
    route: '/staff/speaking/3/7',
    path: '/staff/speaking/:sectionId/:userId',
    as: 'teacher',
    handlers: staffHandlersFor(state),
  });

describe('speaking: queue and score', () => {
  it('lists the waiting answer with the learner and @username', async () => {
    renderScreen(<SpeakingQueueScreen />, { route: '/staff/speaking', as: 'teacher', handlers: staffHandlersFor() });
    const row = await screen.findByRole('link', { name: /^Jana Malá \(@jana_uci\)/ });
    expect(row).toHaveAttribute('href', '/staff/speaking/3/7');
  });

  it("shows the task, takes a score and feedback, and answers 'Výsledok - N%'", async () => {
    const state = createStaffMockState();
    renderScore(state);
    expect(await screen.findByText('Predstavte sa: meno, odkiaľ ste a čo robíte.')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Uložiť hodnotenie' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Hodnotenie (0–100 %)'), '85');
    await userEvent.type(screen.getByLabelText('Spätná väzba'), 'Výborne!');
    await userEvent.click(save);
    const result = (await screen.findByRole('heading', { name: 'Výsledok - 85%' })).closest('[role="status"]') as HTMLElement;
    expect(state.queue).toHaveLength(0);
    // Issue 38, item 12: the result says whose answer it was and the feedback sent, not the percentage alone.
    expect(within(result).getByText(/^Študent: Jana Malá · /)).toBeInTheDocument();
    expect(within(result).getByText('Výborne!')).toBeInTheDocument();
  });

  it('tells the second teacher that another one was first', async () => {
    const state = createStaffMockState({ scored: { '3:7': 'Marek Kováč' } });
    renderScore(state);
    await userEvent.type(await screen.findByLabelText('Hodnotenie (0–100 %)'), '40');
    await userEvent.type(screen.getByLabelText('Spätná väzba'), 'Slabšie');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť hodnotenie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Túto odpoveď už ohodnotil iný lektor. Already scored by Marek Kováč',
    );
  });

  it('refuses more than 100 % before sending', async () => {
    renderScore();
    const percent = await screen.findByLabelText('Hodnotenie (0–100 %)');
    await userEvent.type(percent, '150');
    await userEvent.type(screen.getByLabelText('Spätná väzba'), 'x');
    expect(screen.getByRole('button', { name: 'Uložiť hodnotenie' })).toBeDisabled();
  });

  it('an answer sent to the bot (issue 40): the queue shows its length, the score screen plays it', async () => {
    const state = createStaffMockState();
    state.queue = state.queue.map((item) => ({
      ...item,
      tasks: item.tasks.map((task) => ({
        ...task,
        answer_via: 'bot' as const,
        chat_url: null,
        recording: {
          url: '/api/speaking/recordings/5?expires=1900000000&signature=x',
          duration_seconds: 74.6,
          received_at: '2026-11-28T10:00:00.000Z',
          attempt: 1,
        },
      })),
    }));
    const queue = renderScreen(<SpeakingQueueScreen />, {
      route: '/staff/speaking',
      as: 'teacher',
      handlers: staffHandlersFor(state),
    });
    expect(await screen.findByRole('link', { name: /^Jana Malá \(@jana_uci\).*Nahrávka 1:15/ })).toBeInTheDocument();
    queue.unmount();
    renderScore(state);
    expect(await screen.findByText('Nahrávka 1:15')).toBeInTheDocument();
    const player = screen.getByLabelText('Nahrávka od @jana_uci');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', '/api/speaking/recordings/5?expires=1900000000&signature=x');
    expect(screen.queryByRole('button', { name: 'Vypočuť hlasovú správu' })).not.toBeInTheDocument();
  });

  describe('issue 29, item 6', () => {
    it('shows the prompt the learner answered, not a generic Zadanie, and opens the chat with the voice message', async () => {
      renderScore();
      const prompt = await screen.findByRole('heading', { name: 'Zadanie pre študenta' });
      expect(prompt.closest('div')).toHaveTextContent('Predstavte sa: meno, odkiaľ ste a čo robíte.');
      expect(screen.queryByText('Nahrajte hlasovú správu a pošlite ju lektorovi.')).not.toBeInTheDocument();
      expect(screen.getByText('Hlasová správa od @jana_uci je v chate, kam ju študent poslal.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Vypočuť hlasovú správu' }));
      expect(openTelegramUrl).toHaveBeenCalledWith('https://t.me/slovencina_lektor');
    });

    it('says why 150 % cannot be saved', async () => {
      renderScore();
      const percent = await screen.findByLabelText('Hodnotenie (0–100 %)');
      expect(screen.getByText('Celé číslo od 0 do 100.')).toBeInTheDocument();
      await userEvent.type(percent, '150');
      expect(screen.getByRole('alert')).toHaveTextContent('Najviac 100 %. Celé číslo od 0 do 100.');
      expect(percent).toHaveAttribute('aria-invalid', 'true');
    });

    it('a score is corrected after it was saved', async () => {
      const state = createStaffMockState();
      renderScore(state);
      await userEvent.type(await screen.findByLabelText('Hodnotenie (0–100 %)'), '15');
      await userEvent.type(screen.getByLabelText('Spätná väzba'), 'Preklep');
      await userEvent.click(screen.getByRole('button', { name: 'Uložiť hodnotenie' }));
      const done = (await screen.findByRole('heading', { name: 'Výsledok - 15%' })).closest('[role="status"]') as HTMLElement;
      await userEvent.click(within(done).getByRole('button', { name: 'Opraviť hodnotenie' }));
      const percent = await screen.findByLabelText('Hodnotenie (0–100 %)');
      expect(percent).toHaveValue('15');
      expect(screen.getByLabelText('Spätná väzba')).toHaveValue('Preklep');
      await userEvent.clear(percent);
      await userEvent.type(percent, '75');
      await userEvent.click(screen.getByRole('button', { name: 'Uložiť hodnotenie' }));
      expect(await screen.findByRole('heading', { name: 'Výsledok - 75%' })).toBeInTheDocument();
      expect(state.corrected).toEqual({ '3:7': 75 });
    });
  });
});
