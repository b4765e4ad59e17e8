import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SpeakingAnswers } from '@app/activities-contract';
import { activitiesHandlers, createActivitiesMockState, type ActivitiesMockState } from '@app/activities-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import { SectionScreen } from '../screens/section-screen';

jest.setTimeout(30_000);

/** The mocks' day with its speaking task (301 in section 13) answered by a voice message to the bot. */
function botState(): ActivitiesMockState {
  const state = createActivitiesMockState();
  for (const activity of state.activities)
    for (const section of activity.sections)
      for (const task of section.tasks)
        if (task.concrete_type === 'SpeakingTask') task.task_data = { ...task.task_data, answer_via: 'bot' };
  return state;
}

const storedAnswer: SpeakingAnswers = {
  results: [
    {
      task_id: 301,
      answer_via: 'bot',
      answer_url: 'https://t.me/slovencina_demo_bot?start=speak_301',
      can_answer: true,
      recording: {
        status: 'stored',
        url: '/api/speaking/recordings/7?expires=1900000000&signature=abc',
        duration_seconds: 32.4,
        received_at: '2026-11-28T10:00:00.000Z',
        attempt: 1,
      },
    },
  ],
};

const render = (state: ActivitiesMockState, extra: Parameters<typeof http.get>[] = []) =>
  renderScreen(<SectionScreen />, {
    route: '/activity/section/13',
    path: '/activity/section/:id',
    handlers: [...extra.map((args) => http.get(...args)), ...activitiesHandlers(state)],
  });

describe('a speaking task answered by a voice message to the bot', () => {
  it("offers 'Nahrať odpoveď v Telegrame' (the bot's deep link), is not sent on open, and waits for the recording", async () => {
    const state = botState();
    const { client } = render(state);
    const link = await screen.findByRole('link', { name: /Nahrať odpoveď v Telegrame/ });
    expect(link).toHaveAttribute('href', 'https://t.me/slovencina_demo_bot?start=speak_301');
    expect(screen.getByRole('button', { name: 'Čaká na Vašu nahrávku' })).toBeDisabled();
    expect(screen.getByText(/Nahrávku počuje len lektor a správca školy/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Nahrať hlasovú správu/ })).not.toBeInTheDocument();
    expect(state.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });

  it("shows the answer the bot stored as sent ('Odoslané'), with a player and its length, once the server submitted it", async () => {
    const state = botState();
    state.progress[13] = {
      status: 'submitted',
      score: null,
      submitted_at: new Date().toISOString(),
      results: [
        {
          task_id: 301,
          task_type: 'SpeakingTask',
          data: { is_skipped: false },
          correct_count: 0,
          incorrect_count: 0,
          missing_count: 0,
          feedback: null,
        },
      ],
    };
    const { client } = render(state, [['*/api/speaking/sections/13/answers', () => HttpResponse.json(storedAnswer)]]);
    expect(await screen.findByText('Odoslané')).toBeInTheDocument();
    expect(screen.getByText('Dĺžka 0:32')).toBeInTheDocument();
    const player = screen.getByLabelText('Vaša nahrávka');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', storedAnswer.results[0]!.recording!.url);
    expect(screen.getByRole('link', { name: /Nahrať odpoveď znova/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Čaká na overenie' })).toBeDisabled();
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });

  it('says when the recording could not be stored', async () => {
    const failed: SpeakingAnswers = {
      results: [
        { ...storedAnswer.results[0]!, recording: { ...storedAnswer.results[0]!.recording!, status: 'failed', url: null } },
      ],
    };
    const { client } = render(botState(), [['*/api/speaking/sections/13/answers', () => HttpResponse.json(failed)]]);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Nahrávku sa nepodarilo uložiť. Pošlite ju, prosím, znova.'),
    );
    expect(screen.queryByText('Odoslané')).not.toBeInTheDocument();
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });
});
