import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useVerticalSwipesDisabled } from '@app/shared/telegram';
import { activitiesHandlers, createActivitiesMockState, type ActivitiesMockState } from '@app/activities-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import { sectionStatusQuery } from '../api/get-section';
import { SectionScreen } from '../screens/section-screen';
import { draftStorageKey } from '../tasks/draft-store';

jest.mock('@app/shared/telegram', () => ({
  ...jest.requireActual('@app/shared/telegram'),
  useVerticalSwipesDisabled: jest.fn(),
}));

const renderSection = (
  id: number | string,
  state: ActivitiesMockState = createActivitiesMockState(),
  handlers = activitiesHandlers(state),
) => ({
  ...renderScreen(<SectionScreen />, { route: `/activity/section/${id}`, path: '/activity/section/:id', handlers }),
  state,
});

const submits = (state: ActivitiesMockState) => state.requests.filter((request) => request.method === 'POST');
const finish = () => screen.getByRole('button', { name: 'Ukončiť' });
/** Inputs unlock once the section's status is known to be 'started'. */
const editable = async () => waitFor(() => expect(finish()).toBeEnabled());

// Two cores shared by many: a whole test of several steps may pass the default 5 s (the
// async-util timeout is set once, in shared/jest.setup.ts).
jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(useVerticalSwipesDisabled).mockClear();
});

/** Section 21 as checked on the server: its one question answered 'Ahoj', right (100%). */
const helloAnsweredRight = (): ActivitiesMockState['progress'][number] => ({
  status: 'evaluated',
  score: 1,
  submitted_at: new Date().toISOString(),
  results: [
    {
      task_id: 401,
      task_type: 'QuestionTask',
      data: { queries: [{ query_id: 4, answer: 'Ahoj', is_correct: true }] },
      correct_count: 1,
      incorrect_count: 0,
      missing_count: 0,
      feedback: null,
    },
  ],
});

/** Answers the reading fixture: 7 of 10 items right (questions 1/2, statements 1/3, matching 3/3, gaps 2/2). */
async function answerReading(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Kde býva Jana?'), '  v   BRATISLAVE ');
  await user.selectOptions(screen.getByLabelText('Čo pije Jana ráno?'), 'čaj');
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Jana je rožok s maslom.' })).getByRole('radio', { name: 'Pravda' }),
  );
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Jana chodí na trh s mamou.' })).getByRole('radio', { name: 'Pravda' }),
  );
  await user.click(await screen.findByRole('button', { name: 'market, pozícia 1' }));
  await user.click(screen.getByRole('button', { name: 'coffee, pozícia 2' }));
  await user.click(screen.getByRole('button', { name: 'market, pozícia 2' }));
  await user.click(screen.getByRole('button', { name: 'bread roll, pozícia 3' }));
  const bank = within(await screen.findByRole('region', { name: 'Frázy' }));
  await user.click(bank.getByRole('button', { name: 'kávu' }));
  await user.click(screen.getByRole('button', { name: 'Medzera 1, prázdna' }));
  await user.click(bank.getByRole('button', { name: 'rožok' }));
  await user.click(screen.getByRole('button', { name: 'Medzera 2, prázdna' }));
}

describe('/activity/section/:id', () => {
  it('shows the loading text, then the title, type label, the text and a block per task', async () => {
    renderSection(11);
    expect(await screen.findByText('Načítavam sekciu.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Raňajky v Bratislave' })).toBeInTheDocument();
    expect(screen.getByText('Čítanie')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Text sekcie' })).toHaveTextContent('Jana býva v Bratislave.');
    for (const name of ['Otázky', 'Čo je pravda?', 'Spájanie', 'Doplňte medzery']) {
      expect(screen.getByRole('button', { name, expanded: true })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Kde býva Jana?')).toHaveAttribute('placeholder', 'Napíšte odpoveď');
    expect(screen.getByRole('option', { name: 'Vyberte jednu správnu odpoveď' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ukončiť' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Späť' })).toHaveAttribute('href', '/activity/1');
    // Drag tasks are on screen: Telegram's vertical swipes are off while they can be dragged.
    await waitFor(() => expect(useVerticalSwipesDisabled).toHaveBeenLastCalledWith(true));
  });

  it('a task block collapses and opens again', async () => {
    const user = userEvent.setup();
    renderSection(11);
    const header = await screen.findByRole('button', { name: 'Otázky', expanded: true });
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Kde býva Jana?')).not.toBeVisible();
    // The hidden attribute alone is not enough: a styled display would still draw the content.
    expect(getComputedStyle(document.getElementById(header.getAttribute('aria-controls')!)!).display).toBe('none');
    await user.click(header);
    expect(screen.getByLabelText('Kde býva Jana?')).toBeVisible();
  });

  it("submits with 'Ukončiť', then shows each task's percentage, the colours, 'Výsledok - N%' and locks everything", async () => {
    const user = userEvent.setup();
    const { state } = renderSection(11);
    await screen.findByRole('heading', { name: 'Raňajky v Bratislave' });
    await editable();
    await answerReading(user);
    await user.click(finish());
    // One statement is left empty: the submit is final, so the screen asks first.
    const dialog = await screen.findByRole('dialog', { name: 'Odoslať odpovede?' });
    expect(dialog).toHaveTextContent('Nevyplnili ste 1 z 10 odpovedí. Po odoslaní už odpovede nebude možné zmeniť.');
    await user.click(within(dialog).getByRole('button', { name: 'Odoslať' }));

    expect(await screen.findByRole('button', { name: 'Výsledok - 70%' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: /^Otázky\s*50%/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Čo je pravda\?\s*33%/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Spájanie\s*100%/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Doplňte medzery\s*100%/ })).toBeInTheDocument();

    const free = screen.getByLabelText('Kde býva Jana?');
    expect(free).toBeDisabled();
    expect(free.closest('[data-tone]')).toHaveAttribute('data-tone', 'correct');
    expect(screen.getByLabelText('Čo pije Jana ráno?').closest('[data-tone]')).toHaveAttribute('data-tone', 'incorrect');
    expect(screen.getByRole('radiogroup', { name: 'Jana má psa.' })).toHaveAttribute('data-tone', 'missing');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByLabelText('Medzera 1: kávu')).toHaveAttribute('data-tone', 'correct');
    expect(screen.queryByRole('region', { name: 'Frázy' })).not.toBeInTheDocument();

    const [body] = submits(state).map((request) => request.body);
    expect(body).toEqual([
      {
        task_id: 101,
        task_type: 'QuestionTask',
        data: {
          queries: [
            { query_id: 1, answer: 'v   BRATISLAVE' },
            { query_id: 2, answer: 'čaj' },
          ],
        },
      },
      {
        task_id: 102,
        task_type: 'EvaluationTask',
        data: {
          questions: [
            { question_id: 1, answer: 'true' },
            { question_id: 2, answer: 'true' },
          ],
        },
      },
      {
        task_id: 103,
        task_type: 'MatchingTask',
        data: {
          pairs: [
            { left: 'káva', right: 'coffee' },
            { left: 'rožok', right: 'bread roll' },
            { left: 'trh', right: 'market' },
          ],
        },
      },
      {
        task_id: 104,
        task_type: 'GapsTask',
        data: {
          options: [
            { phrase: 'kávu', position: 1 },
            { phrase: 'rožok', position: 2 },
          ],
        },
      },
    ]);
    // Submitted: the answers leave the device's storage, and dragging is over.
    expect(window.localStorage.getItem(draftStorageKey(1, 11))).toBeNull();
    expect(useVerticalSwipesDisabled).toHaveBeenLastCalledWith(false);
  });

  it("after the submit every wrong or missing item shows 'Správna odpoveď: …', a right one does not", async () => {
    const user = userEvent.setup();
    renderSection(11);
    await screen.findByRole('heading', { name: 'Raňajky v Bratislave' });
    await editable();
    // Before the submit nothing says what is right.
    expect(screen.queryByText(/Správna odpoveď/)).not.toBeInTheDocument();
    await answerReading(user);
    await user.click(finish());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Odoslať odpovede?' })).getByRole('button', { name: 'Odoslať' }),
    );
    await screen.findByRole('button', { name: 'Výsledok - 70%' });

    const itemOf = (label: string) => screen.getByLabelText(label).closest('[data-tone]') as HTMLElement;
    expect(itemOf('Čo pije Jana ráno?')).toHaveTextContent('Správna odpoveď: kávu s mliekom');
    expect(itemOf('Kde býva Jana?')).not.toHaveTextContent('Správna odpoveď');
    expect(screen.getByRole('radiogroup', { name: 'Jana chodí na trh s mamou.' })).toHaveTextContent('Správna odpoveď: Lož');
    expect(screen.getByRole('radiogroup', { name: 'Jana má psa.' })).toHaveTextContent('Správna odpoveď: Nie je uvedené');
    expect(screen.getByRole('radiogroup', { name: 'Jana je rožok s maslom.' })).not.toHaveTextContent('Správna odpoveď');
    // Matching and gaps were all right here.
    expect(screen.getAllByText(/^Správna odpoveď: /)).toHaveLength(3);
  });

  it("a matching row or a gap left wrong or empty shows its 'Správna odpoveď'", async () => {
    const user = userEvent.setup();
    renderSection(11);
    await screen.findByRole('heading', { name: 'Raňajky v Bratislave' });
    await editable();
    await user.click(finish());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Odoslať odpovede?' })).getByRole('button', { name: 'Odoslať' }),
    );
    await screen.findByRole('button', { name: 'Výsledok - 0%' });
    // The starting order pairs káva with market: wrong, so each left item shows its right partner.
    expect(await screen.findByText('Správna odpoveď: coffee')).toBeInTheDocument();
    expect(screen.getByText('Správna odpoveď: bread roll')).toBeInTheDocument();
    expect(screen.getByText('Správna odpoveď: market')).toBeInTheDocument();
    expect(screen.getByText('Správna odpoveď: kávu')).toBeInTheDocument();
    expect(screen.getByText('Správna odpoveď: rožok')).toBeInTheDocument();
  });

  it("'Späť k úlohám' closes the question without sending anything", async () => {
    const user = userEvent.setup();
    const { state } = renderSection(11);
    await screen.findByLabelText('Kde býva Jana?');
    await editable();
    await user.type(screen.getByLabelText('Kde býva Jana?'), 'v Bratislave');
    await user.click(finish());
    const dialog = await screen.findByRole('dialog', { name: 'Odoslať odpovede?' });
    // 10 items: two questions, three statements, three pairs (always complete), two gaps.
    expect(dialog).toHaveTextContent('Nevyplnili ste 6 z 10 odpovedí.');
    await user.click(within(dialog).getByRole('button', { name: 'Späť k úlohám' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submits(state)).toHaveLength(0);
    expect(finish()).toBeEnabled();
  });

  it("appends ' + spätná väzba' and shows the feedback when a result carries one", async () => {
    const user = userEvent.setup();
    renderSection(21);
    await editable();
    await user.type(screen.getByLabelText('Ako sa po slovensky povie „hello“ kamarátovi?'), 'ahój');
    await user.click(finish());
    expect(await screen.findByRole('button', { name: /^Otázky\s*0% \+ spätná väzba/ })).toBeInTheDocument();
    expect(screen.getByText(/Skontrolujte diakritiku/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Výsledok - 0%' })).toBeDisabled();
  });

  it('keeps the answers through a failed submit and a reload, until a submit succeeds', async () => {
    const user = userEvent.setup();
    const state = createActivitiesMockState();
    let fail = true;
    const flaky = http.post('*/api/activities/submit', () =>
      fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined,
    );
    const first = renderSection(11, state, [flaky, ...activitiesHandlers(state)]);
    await screen.findByLabelText('Kde býva Jana?');
    await editable();
    await user.type(screen.getByLabelText('Kde býva Jana?'), 'v Bratislave');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Jana má psa.' })).getByRole('radio', { name: 'Nie je uvedené' }),
    );
    await user.click(finish());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Odoslať' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nepodarilo sa odoslať odpovede.');
    // Where the learner is looking: beside the bottom button (not above the tasks, off screen), and read with it.
    expect(finish().parentElement).toContainElement(alert);
    expect(finish()).toHaveAccessibleDescription('Nepodarilo sa odoslať odpovede.');
    expect(screen.getByLabelText('Kde býva Jana?')).toHaveValue('v Bratislave');
    expect(finish()).toBeEnabled();

    // A reload: a fresh screen reads the answers back from the device.
    first.unmount();
    renderSection(11, state, [flaky, ...activitiesHandlers(state)]);
    expect(await screen.findByLabelText('Kde býva Jana?')).toHaveValue('v Bratislave');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Jana má psa.' })).getByRole('radio', { name: 'Nie je uvedené' }),
    ).toBeChecked();

    fail = false;
    await editable();
    await user.click(finish());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Odoslať' }));
    expect(await screen.findByRole('button', { name: /^Výsledok - \d+%$/ })).toBeDisabled();
    expect(window.localStorage.getItem(draftStorageKey(1, 11))).toBeNull();
  });

  it('an answer to a task an editor replaced (400 at N.task_id) reloads the section and keeps the other answers', async () => {
    const user = userEvent.setup();
    const state = createActivitiesMockState();
    const replaced = http.post('*/api/activities/submit', async ({ request }) => {
      const body = (await request.json()) as Array<{ task_id: number }>;
      const index = body.findIndex((item) => item.task_id === 102);
      if (index < 0) return undefined;
      return HttpResponse.json(
        {
          message: 'Táto úloha sa medzitým zmenila. Načítajte časť znova a odpovedzte na jej novú verziu.',
          field: `${index}.task_id`,
        },
        { status: 400 },
      );
    });
    renderSection(11, state, [replaced, ...activitiesHandlers(state)]);
    await screen.findByLabelText('Kde býva Jana?');
    await editable();
    await user.type(screen.getByLabelText('Kde býva Jana?'), 'v Bratislave');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Jana má psa.' })).getByRole('radio', { name: 'Nie je uvedené' }),
    );
    // Meanwhile an editor published a new version of the true/false task.
    const section = state.activities[0]!.sections.find((candidate) => candidate.id === 11)!;
    const task = section.tasks.find((candidate) => candidate.id === 102)!;
    Object.assign(task, {
      id: 112,
      task_data: { questions: [{ id: 1, question_text: 'Jana pije čaj.' }] },
    });
    await user.click(finish());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Odoslať' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Úloha sa medzitým zmenila. Načítali sme jej novú verziu: skontrolujte odpovede a odošlite ich znova.',
    );
    expect(await screen.findByRole('radiogroup', { name: 'Jana pije čaj.' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Jana má psa.' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Kde býva Jana?')).toHaveValue('v Bratislave');
    expect(finish()).toBeEnabled();
  });

  it("a failed status load says so with 'Skúsiť znova' instead of a silently locked section", async () => {
    const user = userEvent.setup();
    let fail = true;
    const state = createActivitiesMockState();
    renderSection(11, state, [
      http.get('*/api/activities/section/:id/status', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
      ...activitiesHandlers(state),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepodarilo sa načítať sekciu.');
    expect(screen.queryByLabelText('Kde býva Jana?')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    await editable();
    expect(screen.getByLabelText('Kde býva Jana?')).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a checked section whose results fail to load says so with a retry, never showing answers that are not the learner’s', async () => {
    const user = userEvent.setup();
    const state = createActivitiesMockState();
    state.progress[21] = helloAnsweredRight();
    let fail = true;
    renderSection(21, state, [
      http.get('*/api/activities/section/:id/submissions', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
      ...activitiesHandlers(state),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepodarilo sa načítať sekciu.');
    expect(screen.queryByLabelText('Ako sa po slovensky povie „hello“ kamarátovi?')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Výsledok - 100%' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByRole('button', { name: 'Výsledok - 100%' })).toBeDisabled();
    expect(screen.getByLabelText('Ako sa po slovensky povie „hello“ kamarátovi?')).toHaveValue('Ahoj');
  });

  it('a section submitted elsewhere (409) shows what the server holds', async () => {
    const user = userEvent.setup();
    const state = createActivitiesMockState();
    renderSection(21, state);
    await screen.findByLabelText('Ako sa po slovensky povie „hello“ kamarátovi?');
    await editable();
    await user.type(screen.getByLabelText('Ako sa po slovensky povie „hello“ kamarátovi?'), 'ahoj');
    state.progress[21] = helloAnsweredRight();
    await user.click(finish());
    expect(await screen.findByRole('button', { name: 'Výsledok - 100%' })).toBeDisabled();
    expect(screen.getByLabelText('Ako sa po slovensky povie „hello“ kamarátovi?')).toHaveValue('Ahoj');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a speaking section sends itself once on open and then waits: 'Čaká na overenie'", async () => {
    const { state, client } = renderSection(13);
    expect(await screen.findByRole('button', { name: 'Čaká na overenie' })).toBeDisabled();
    expect(screen.getByRole('link', { name: /Nahrať hlasovú správu/ })).toHaveAttribute('href', 'https://t.me/slovencina_lektor');
    expect(screen.getByText('Povedzte, ako sa voláte, odkiaľ ste a prečo sa učíte po slovensky.')).toBeInTheDocument();
    // The submit and the refetches it causes have settled (the status now reads submitted):
    // nothing is left in flight that could send the section again.
    await waitFor(() => expect(client.isMutating() + client.isFetching()).toBe(0));
    expect(client.getQueryData(sectionStatusQuery(13).queryKey)?.status).toBe('submitted');
    expect(submits(state)).toHaveLength(1);
    expect(submits(state)[0]!.body).toEqual([{ task_id: 301, task_type: 'SpeakingTask', data: { is_skipped: false } }]);
    expect(useVerticalSwipesDisabled).not.toHaveBeenCalledWith(true);
  });

  it("an evaluated speaking section shows the teacher's score and feedback", async () => {
    const state = createActivitiesMockState();
    state.progress[13] = {
      status: 'evaluated',
      score: 0.8,
      submitted_at: new Date().toISOString(),
      results: [
        {
          task_id: 301,
          task_type: 'SpeakingTask',
          data: { is_skipped: false },
          correct_count: 80,
          incorrect_count: 20,
          missing_count: 0,
          feedback: 'Pekná výslovnosť!',
        },
      ],
    };
    const { client } = renderSection(13, state);
    expect(await screen.findByRole('button', { name: 'Výsledok - 80%' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: /^Hovorenie\s*80% \+ spätná väzba/ })).toBeInTheDocument();
    expect(screen.getByText('Pekná výslovnosť!')).toBeInTheDocument();
    expect(submits(state)).toHaveLength(0);
    // The speaking answers' read has settled too: nothing is left in flight at the end.
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });

  it('plays the primary audio of a listening section', async () => {
    renderSection(12);
    await screen.findByRole('heading', { name: 'Na stanici' });
    expect(document.querySelector('audio')).toHaveAttribute('src', 'http://localhost/media/activities/na-stanici.mp3');
    expect(screen.queryByRole('article', { name: 'Text sekcie' })).not.toBeInTheDocument();
  });

  it('a listening recording plays slower at 0.75× and rewinds 5 seconds', async () => {
    const user = userEvent.setup();
    renderSection(12);
    await screen.findByRole('heading', { name: 'Na stanici' });
    const audio = document.querySelector('audio')!;
    const slower = screen.getByRole('button', { name: 'Pomalšie 0,75×' });
    expect(slower).toHaveAttribute('aria-pressed', 'false');
    await user.click(slower);
    expect(audio.playbackRate).toBe(0.75);
    expect(slower).toHaveAttribute('aria-pressed', 'true');
    await user.click(slower);
    expect(audio.playbackRate).toBe(1);
    audio.currentTime = 12;
    await user.click(screen.getByRole('button', { name: 'Späť o 5 s' }));
    expect(audio.currentTime).toBe(7);
    audio.currentTime = 3;
    await user.click(screen.getByRole('button', { name: 'Späť o 5 s' }));
    expect(audio.currentTime).toBe(0);
  });

  it('the transcript of a listening section is revealed only once it is submitted', async () => {
    const user = userEvent.setup();
    renderSection(12);
    await screen.findByRole('heading', { name: 'Na stanici' });
    await editable();
    expect(screen.queryByRole('article', { name: 'Prepis nahrávky' })).not.toBeInTheDocument();
    expect(screen.queryByText('Vypočujte si hlásenie na stanici.')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kam ide vlak?'), 'do Žiliny');
    await user.click(finish());
    await screen.findByRole('button', { name: /^Výsledok - \d+%$/ });
    expect(await screen.findByRole('article', { name: 'Prepis nahrávky' })).toHaveTextContent(
      'Vypočujte si hlásenie na stanici.',
    );
  });

  it('shows primary images as a gallery when there is no video or audio', async () => {
    const state = createActivitiesMockState();
    state.activities[0]!.sections[0]!.files = [
      { file_url: '/media/a.jpg', file_type: 'image', is_primary: true },
      { file_url: '/media/b.jpg', file_type: 'image', is_primary: true },
      { file_url: '/media/c.jpg', file_type: 'image', is_primary: false },
    ];
    renderSection(11, state);
    const gallery = await screen.findByRole('list', { name: 'Obrázky' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(2);
  });

  it('a missing route id, an unknown section and a failed load each show an error', async () => {
    const { unmount } = renderSection('abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sekcia nenájdená.');
    unmount();
    const second = renderSection(999);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sekcia nenájdená.');
    second.unmount();
    renderSection(11, createActivitiesMockState(), [
      http.get('*/api/activities/section/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepodarilo sa načítať sekciu.');
    expect(screen.getByRole('button', { name: 'Skúsiť znova' })).toBeInTheDocument();
  });
});
