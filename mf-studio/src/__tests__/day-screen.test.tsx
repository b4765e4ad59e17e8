import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import userEvent from '@testing-library/user-event';
import { createStudioMockState, studioHandlers } from '@app/studio-contract/mocks';
import { http, HttpResponse } from 'msw';
import { currentPath, renderScreen, server } from '@app/shared/testing';
import { CourseScreen } from '../screens/course-screen';
import { DayScreen } from '../screens/day-screen';

jest.setTimeout(20_000);

const renderDay = (id: number, state = createStudioMockState()) =>
  renderScreen(<DayScreen />, {
    route: `/studio/course/${id}`,
    path: '/studio/course/:id',
    handlers: studioHandlers(state),
    as: 'editor',
  });

describe('/studio/course', () => {
  it("tells a learner 'Nemáte prístup' with a way back", async () => {
    renderScreen(<CourseScreen />, {
      route: '/studio/course',
      handlers: studioHandlers(),
      as: 'learner',
    });
    expect(await screen.findByRole('heading', { name: 'Nemáte prístup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Späť na hlavnú stránku' })).toHaveAttribute('href', '/main');
  });

  it('lists the days with date rule, state and reach, and who waits, in Slovak plurals', async () => {
    const state = createStudioMockState({ waiting: 3 });
    renderScreen(<CourseScreen />, { route: '/studio/course', handlers: studioHandlers(state), as: 'editor' });
    const first = await screen.findByRole('link', { name: 'Deň 1, publikované' });
    expect(within(first).getByText(/^od 1\. septembra 2025/)).toBeInTheDocument();
    expect(within(first).getByText('12 študentov došlo sem')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deň 2, koncept' })).toBeInTheDocument();
    expect(screen.getByText('Na ďalší deň čakajú 3 študenti')).toBeInTheDocument();
  });

  it("marks a published day with saved changes 'neuverejnené zmeny'", async () => {
    const state = createStudioMockState();
    state.days[0]!.draft = { saved_at: '2026-01-06T08:00:00.000Z', saved_by: 'Eva Editorová' };
    renderScreen(<CourseScreen />, { route: '/studio/course', handlers: studioHandlers(state), as: 'editor' });
    const first = await screen.findByRole('link', { name: 'Deň 1, publikované' });
    expect(within(first).getByText('neuverejnené zmeny')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'Deň 2, koncept' })).queryByText('neuverejnené zmeny'),
    ).not.toBeInTheDocument();
  });

  it("'Pridať deň' asks for the date first: one stray tap creates nothing (issue 38, item 11)", async () => {
    const state = createStudioMockState();
    const days = state.days.length;
    renderScreen(<CourseScreen />, { route: '/studio/course', handlers: studioHandlers(state), as: 'editor' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pridať deň' }));
    const form = screen.getByRole('form', { name: 'Nový deň' });
    expect(state.days).toHaveLength(days);
    // Offered: the day after the course's last day.
    const last = state.days
      .map((d) => d.available_on)
      .sort()
      .at(-1)!;
    const [y, m, d] = last.split('-').map(Number) as [number, number, number];
    const next = new Date(y, m - 1, d + 1);
    const iso = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
    expect(within(form).getByLabelText('Dostupný od')).toHaveValue(iso);
    await userEvent.click(within(form).getByRole('button', { name: 'Zrušiť' }));
    expect(screen.queryByRole('form', { name: 'Nový deň' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pridať deň' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vytvoriť deň' }));
    await waitFor(() => expect(state.days).toHaveLength(days + 1));
    expect(state.days.at(-1)).toMatchObject({ state: 'draft', available_on: iso });
  });

  it('shows the studio navigation with every part of the studio (issue 38, item 11)', async () => {
    renderScreen(<CourseScreen />, { route: '/studio/course', handlers: studioHandlers(), as: 'editor' });
    const nav = await screen.findByRole('navigation', { name: 'Štúdio' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Kurz', '/studio/course'],
      ['Publikácie', '/studio/publications'],
      ['Novinky', '/studio/news'],
      ['Stretnutia', '/studio/meetings'],
      ['Hovorcovia', '/studio/speakers'],
      ['Autori', '/studio/authors'],
    ]);
  });

  it("says 'Na ďalší deň čaká 1 študent' and 'čaká 12 študentov'", async () => {
    renderScreen(<CourseScreen />, {
      route: '/studio/course',
      handlers: studioHandlers(createStudioMockState({ waiting: 1 })),
      as: 'editor',
    });
    expect(await screen.findByText('Na ďalší deň čaká 1 študent')).toBeInTheDocument();
  });
});

describe('/studio/course/:id', () => {
  it('shows the 400 at the field it names and keeps what was typed', async () => {
    renderDay(2);
    const option = await screen.findByLabelText('Možnosť 1');
    await userEvent.clear(option);
    await userEvent.type(option, 'Tomášik');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    const task = screen.getByRole('group', { name: 'Otázka 1' });
    const problem = await within(task).findByText('Časť 1, úloha 1, otázka 1: Správna odpoveď „Tomáš“ nie je medzi možnosťami.');
    // A choice has no text input of its own: the message takes the focus, so it is read out.
    expect(problem).toHaveFocus();
    expect(screen.getByLabelText('Možnosť 1')).toHaveValue('Tomášik');
  });

  /** The server's 400 (day-checks.ts) for `field`, which the mocks do not all check. */
  const refuse = (field: string, message: string) =>
    server.use(http.put('*/api/studio/days/:id', () => HttpResponse.json({ message, field }, { status: 400 })));

  it('names the part of a refused field, marks it and moves the focus there (issue 38, item 4)', async () => {
    renderDay(2);
    const title = await screen.findByLabelText('Názov');
    await userEvent.clear(title);
    refuse('sections.0.title', 'Časť potrebuje názov.');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    // (The label wraps the message: the field keeps its element, found once above.)
    await waitFor(() => expect(title).toHaveAccessibleDescription('Časť 1: Časť potrebuje názov.'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    // Beside 'Uložiť' too, in the same words.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Časť 1: Časť potrebuje názov.',
      'Časť 1: Časť potrebuje názov.',
    ]);
  });

  it('focuses the gaps text the server refused, like any other field', async () => {
    const state = createStudioMockState();
    state.days[1]!.sections[0]!.tasks.push({
      id: 21,
      type: 'GapsTask',
      instructions: 'Doplňte.',
      text: 'Idem {gap1} domov.',
      gaps: ['autobusom'],
      distractors: [],
      answered: 0,
      versions: 1,
    });
    renderDay(2, state);
    const text = await screen.findByLabelText('Text úlohy');
    refuse('sections.0.tasks.1.text', 'Text potrebuje aspoň jednu medzeru.');
    await userEvent.type(screen.getByLabelText('Názov'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'));
    expect(text).toHaveFocus();
  });

  it('shows a problem with an item the list lacks at the list, focused (a gap with no phrase yet)', async () => {
    renderDay(2);
    await screen.findByLabelText('Možnosť 1');
    refuse('sections.0.tasks.0.queries.0.options.7', 'Možnosť nesmie byť prázdna.');
    await userEvent.type(screen.getByLabelText('Názov'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    const options = screen.getByRole('group', { name: /^Možnosti/ });
    const problem = await within(options).findByText('Časť 1, úloha 1, otázka 1: Možnosť nesmie byť prázdna.');
    expect(problem).toHaveFocus();
  });

  it('asks before leaving unsaved changes: Zostať keeps them, Odísť leaves (issue 38, item 3)', async () => {
    const view = renderDay(2);
    const title = await screen.findByLabelText('Názov');
    await userEvent.type(title, ' navyše');
    await userEvent.click(screen.getByRole('link', { name: 'Späť' }));
    const ask = await screen.findByRole('dialog', { name: 'Odísť bez uloženia?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Zostať' }));
    expect(currentPath(view)).toBe('/studio/course/2');
    expect(screen.getByLabelText('Názov')).toHaveValue('V kaviarni navyše');
    await userEvent.click(screen.getByRole('link', { name: 'Späť' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Odísť' }));
    expect(currentPath(view)).toBe('/studio/course');
  });

  it("tells the second editor 'Medzitým to upravil(a) …' and keeps their text", async () => {
    const state = createStudioMockState();
    renderDay(2, state);
    const title = await screen.findByLabelText('Názov');
    state.days[1]!.version = 5; // another editor saved in between
    await userEvent.clear(title);
    await userEvent.type(title, 'Moja verzia');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText(/^Medzitým to upravil\(a\) Ján Druhý/)).toBeInTheDocument();
    expect(screen.getByLabelText('Názov')).toHaveValue('Moja verzia');
  });

  it('says what a change to an answered task does to results already given', async () => {
    renderDay(1);
    expect(await screen.findByText(/^Na túto úlohu už odpovedali 3 študenti\. Ich odpovede a skóre zostanú/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Správna možnosť'), 'Peter');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText(/ich odpovede a skóre zostávajú, nová verzia platí pre ďalších/)).toBeInTheDocument();
  });

  it("a published day's save is its draft: learners keep the live version until 'Publikovať'", async () => {
    const state = createStudioMockState();
    renderDay(1, state);
    expect(
      await screen.findByText('Deň je publikovaný. Uložené zmeny sa študentom ukážu až po „Publikovať“.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publikovať' })).not.toBeInTheDocument();
    const title = screen.getByLabelText('Názov');
    await userEvent.clear(title);
    await userEvent.type(title, 'Rodina a priatelia');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));

    expect(await screen.findByText('neuverejnené zmeny')).toBeInTheDocument();
    expect(screen.getByText(/^Zmeny uložil\(a\) Emma Demo\. Študenti zatiaľ vidia publikovanú verziu/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publikovať' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Publikovať zmeny dňa 1?' })).getByRole('button', { name: 'Publikovať' }),
    );
    expect(
      await screen.findByText('Deň je publikovaný. Uložené zmeny sa študentom ukážu až po „Publikovať“.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('neuverejnené zmeny')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publikovať' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Názov')).toHaveValue('Rodina a priatelia');
    expect(state.days[0]!.draft).toBeNull();
  });

  it("'Zahodiť koncept' brings back the live version", async () => {
    renderDay(1);
    const title = await screen.findByLabelText('Názov');
    await userEvent.clear(title);
    await userEvent.type(title, 'Rozrobené');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    // Asked first: 'Zrušiť' keeps the draft.
    await userEvent.click(await screen.findByRole('button', { name: 'Zahodiť koncept' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Zahodiť koncept?' })).getByRole('button', { name: 'Zrušiť' }),
    );
    expect(screen.getByText('neuverejnené zmeny')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zahodiť koncept' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zahodiť' }));
    expect(await screen.findByText('Koncept je zahodený: platí publikovaná verzia.')).toBeInTheDocument();
    expect(screen.getByLabelText('Názov')).toHaveValue('Moja rodina');
    expect(screen.queryByRole('button', { name: 'Zahodiť koncept' })).not.toBeInTheDocument();
  });

  it('a draft day is deleted after its confirmation (issue 38, item 11)', async () => {
    const state = createStudioMockState();
    renderScreen(<DayScreen />, {
      route: '/studio/course/2',
      path: '/studio/course/:id',
      handlers: studioHandlers(state),
      as: 'editor',
      otherRoutes: <Route path="/studio/course" element={<p>Zoznam dní</p>} />,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Odstrániť deň' }));
    const confirm = await screen.findByRole('dialog', { name: 'Odstrániť deň 2?' });
    expect(confirm).toHaveTextContent('Vymažú sa aj jeho časti a úlohy.');
    expect(state.days.some((d) => d.id === 2)).toBe(true);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Odstrániť' }));
    expect(await screen.findByText('Zoznam dní')).toBeInTheDocument();
    expect(state.days.some((d) => d.id === 2)).toBe(false);
  });

  it('a published day has no delete', async () => {
    renderDay(1);
    await screen.findByLabelText('Dostupný od');
    expect(screen.queryByRole('button', { name: 'Odstrániť deň' })).not.toBeInTheDocument();
  });

  it("a refused 'Publikovať' of the draft (409) keeps the form as typed and says who changed it", async () => {
    const state = createStudioMockState();
    renderDay(1, state);
    const title = await screen.findByLabelText('Názov');
    await userEvent.clear(title);
    await userEvent.type(title, 'Moja verzia');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    await screen.findByText('neuverejnené zmeny');
    state.days[0]!.version += 1; // another editor saved in between
    await userEvent.click(screen.getByRole('button', { name: 'Publikovať' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publikovať' }));
    expect(await screen.findByText(/^Medzitým to upravil\(a\) Ján Druhý/)).toBeInTheDocument();
    expect(screen.getByLabelText('Názov')).toHaveValue('Moja verzia');
  });
});
