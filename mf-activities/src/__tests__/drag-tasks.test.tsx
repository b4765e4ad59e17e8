import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { TaskOf, TaskResult } from '@app/activities-contract';
import { readingSectionFixture } from '@app/activities-contract/mocks';
import { theme as appTheme } from '@app/shared/ui';
import { GapsTask } from '../tasks/gaps-task';
import { MatchingTask } from '../tasks/matching-task';

const matching = readingSectionFixture.tasks[2] as TaskOf<'MatchingTask'>;
const gaps = readingSectionFixture.tasks[3] as TaskOf<'GapsTask'>;
const border = (element: HTMLElement) => getComputedStyle(element).borderColor;
// The app's tokens are CSS variables with fallbacks (the theme binding derives them), which jsdom
// cannot resolve; the tests paint the verdict colours as plain values so a colour can be read.
const theme = { ...appTheme, colors: { ...appTheme.colors, success: '#31b545', destructive: '#e53935', warning: '#f0a500' } };
/**
 * Each keyboard step of a drag ends in dnd-kit's Slovak announcement (live region): waiting for
 * the one the step must produce proves the drag reached that state, where a pause only hoped so.
 */
const announced = (text: RegExp) => screen.findByText(text);

function Harness<T>({
  render: renderTask,
  initial,
  onDraft,
}: {
  render: (draft: T | undefined, onChange: (value: T) => void) => React.ReactNode;
  initial?: T;
  onDraft?: (value: T) => void;
}) {
  const [draft, setDraft] = useState<T | undefined>(initial);
  return (
    <ThemeProvider theme={theme}>
      {renderTask(draft, (value) => {
        setDraft(value);
        onDraft?.(value);
      })}
    </ThemeProvider>
  );
}

const rightColumn = () => screen.getAllByRole('button', { name: /, pozícia \d$/ }).map((tile) => tile.textContent);

describe('MatchingTask', () => {
  const renderMatching = (onDraft?: (value: readonly number[]) => void) =>
    render(
      <Harness<readonly number[]>
        onDraft={onDraft}
        render={(draft, onChange) => (
          <MatchingTask task={matching} draft={draft} onChange={onChange} result={undefined} locked={false} />
        )}
      />,
    );

  it('starts as left_set[i] with right_set[i]', () => {
    renderMatching();
    expect(rightColumn()).toEqual(['market', 'coffee', 'bread roll']);
    expect(screen.getByText('káva')).toBeInTheDocument();
  });

  it('reorders the right column by keyboard drag (Space, arrow, Space) and says so in Slovak', async () => {
    const user = userEvent.setup();
    const drafts: (readonly number[])[] = [];
    renderMatching((value) => drafts.push(value));
    screen.getByRole('button', { name: 'market, pozícia 1' }).focus();
    await user.keyboard('[Space]');
    await announced(/^market nad cieľom pozícia 1 \(káva\)\.$|^Zdvihnuté: market\.$/);
    await user.keyboard('[ArrowDown]');
    await announced(/^market nad cieľom pozícia 2 /);
    await user.keyboard('[ArrowDown]');
    await announced(/^market nad cieľom pozícia 3 /);
    await user.keyboard('[Space]');
    await announced(/^market položené: pozícia 3 /);
    expect(rightColumn()).toEqual(['coffee', 'bread roll', 'market']);
    expect(drafts.at(-1)).toEqual([1, 2, 0]);
    expect(screen.getByText(/market položené: pozícia 3 \(trh\)\./)).toBeInTheDocument();
  });

  it('Escape cancels a keyboard drag', async () => {
    const user = userEvent.setup();
    renderMatching();
    screen.getByRole('button', { name: 'market, pozícia 1' }).focus();
    await user.keyboard('[Space]');
    await announced(/^market nad cieľom pozícia 1 |^Zdvihnuté: market\.$/);
    await user.keyboard('[ArrowDown]');
    await announced(/^market nad cieľom pozícia 2 /);
    await user.keyboard('[Escape]');
    await announced(/^Presun zrušený\. market ostáva na pôvodnom mieste\.$/);
    expect(rightColumn()).toEqual(['market', 'coffee', 'bread roll']);
  });

  it('swaps two tiles by tapping them, one thumb, no dragging', async () => {
    const user = userEvent.setup();
    renderMatching();
    await user.click(screen.getByRole('button', { name: 'market, pozícia 1' }));
    expect(screen.getByRole('button', { name: 'market, pozícia 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'coffee, pozícia 2' }));
    expect(rightColumn()).toEqual(['coffee', 'market', 'bread roll']);
    expect(screen.getByText('Vymenené: market a coffee.')).toBeInTheDocument();
  });

  it('locks once results arrive: pairs from the result in green and red, nothing to drag', () => {
    const result: Extract<TaskResult, { task_type: 'MatchingTask' }> = {
      task_id: matching.id,
      task_type: 'MatchingTask',
      data: {
        pairs: [
          { left: 'káva', right: 'coffee', is_correct: true },
          { left: 'rožok', right: 'market', is_correct: false },
          { left: 'trh', right: 'bread roll', is_correct: false },
        ],
      },
      correct_count: 1,
      incorrect_count: 2,
      missing_count: 0,
      feedback: null,
    };
    render(
      <ThemeProvider theme={theme}>
        <MatchingTask task={matching} draft={undefined} onChange={jest.fn()} result={result} locked />
      </ThemeProvider>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(border(screen.getByLabelText('káva – coffee'))).toBe('rgb(49, 181, 69)');
    expect(screen.getByLabelText('káva – coffee')).toHaveAttribute('data-tone', 'correct');
    expect(screen.getByLabelText('rožok – market')).toHaveAttribute('data-tone', 'incorrect');
    expect(within(screen.getByLabelText('káva – coffee')).getByText('Správne')).toBeInTheDocument();
  });
});

describe('GapsTask', () => {
  const renderGaps = (initial?: Record<number, number>) =>
    render(
      <Harness<Record<number, number>>
        initial={initial}
        render={(draft, onChange) => <GapsTask task={gaps} draft={draft} onChange={onChange} result={undefined} locked={false} />}
      />,
    );
  const bank = () => within(screen.getByRole('region', { name: 'Frázy' }));

  it('drags a phrase from the bank into a gap with the keyboard', async () => {
    const user = userEvent.setup();
    renderGaps();
    bank().getByRole('button', { name: 'kávu' }).focus();
    await user.keyboard('[Space]');
    await announced(/^Zdvihnuté: kávu\.$|^kávu nad cieľom frázy\.$/);
    await user.keyboard('[ArrowRight]');
    await announced(/^kávu nad cieľom medzera 1\.$/);
    await user.keyboard('[Space]');
    await announced(/^kávu položené: medzera 1\.$/);
    expect(screen.getByRole('button', { name: 'Medzera 1: kávu' })).toBeInTheDocument();
    expect(bank().queryByRole('button', { name: 'kávu' })).not.toBeInTheDocument();
  });

  it('moves a phrase between gaps (the gap it left empties) and back to the bank', async () => {
    const user = userEvent.setup();
    renderGaps({ 1: 2 });
    screen.getByRole('button', { name: 'Medzera 1: kávu' }).focus();
    await user.keyboard('[Space]');
    await announced(/^Zdvihnuté: kávu\.$|^kávu nad cieľom medzera 1\.$/);
    await user.keyboard('[ArrowRight]');
    await announced(/^kávu nad cieľom medzera 2\.$/);
    await user.keyboard('[Space]');
    await announced(/^kávu položené: medzera 2\.$/);
    expect(screen.getByRole('button', { name: 'Medzera 2: kávu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Medzera 1, prázdna' })).toBeInTheDocument();

    screen.getByRole('button', { name: 'Medzera 2: kávu' }).focus();
    await user.keyboard('[Space]');
    await announced(/^Zdvihnuté: kávu\.$|^kávu nad cieľom medzera 2\.$/);
    await user.keyboard('[ArrowRight]');
    await announced(/^kávu nad cieľom frázy\.$/);
    await user.keyboard('[Space]');
    await announced(/^kávu položené: frázy\.$/);
    expect(screen.getByRole('button', { name: 'Medzera 2, prázdna' })).toBeInTheDocument();
    expect(bank().getByRole('button', { name: 'kávu' })).toBeInTheDocument();
  });

  it('taps a phrase then a gap; a second phrase replaces it and the first returns to the bank', async () => {
    const user = userEvent.setup();
    renderGaps();
    await user.click(bank().getByRole('button', { name: 'rožok' }));
    expect(screen.getByText('Vybrané: rožok. Teraz ťuknite na cieľ.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Medzera 1, prázdna' }));
    expect(screen.getByRole('button', { name: 'Medzera 1: rožok' })).toBeInTheDocument();

    await user.click(bank().getByRole('button', { name: 'kávu' }));
    await user.click(screen.getByRole('button', { name: 'Medzera 1: rožok' }));
    expect(screen.getByRole('button', { name: 'Medzera 1: kávu' })).toBeInTheDocument();
    expect(bank().getByRole('button', { name: 'rožok' })).toBeInTheDocument();

    // A placed phrase goes back by tapping it, then 'Vrátiť frázu medzi frázy'.
    await user.click(screen.getByRole('button', { name: 'Medzera 1: kávu' }));
    await user.click(screen.getByRole('button', { name: /Vrátiť frázu medzi frázy/ }));
    expect(screen.getByRole('button', { name: 'Medzera 1, prázdna' })).toBeInTheDocument();
    expect(screen.getByText('kávu vrátené medzi frázy.')).toBeInTheDocument();
  });

  it('locks once results arrive: green, red and a missing gap in yellow', () => {
    const result: Extract<TaskResult, { task_type: 'GapsTask' }> = {
      task_id: gaps.id,
      task_type: 'GapsTask',
      data: { options: [{ phrase: 'trh', position: 1, is_correct: false }] },
      correct_count: 0,
      incorrect_count: 1,
      missing_count: 1,
      feedback: null,
    };
    render(
      <ThemeProvider theme={theme}>
        <GapsTask task={gaps} draft={{ 1: 1 }} onChange={jest.fn()} result={result} locked />
      </ThemeProvider>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByLabelText('Medzera 1: trh')).toHaveAttribute('data-tone', 'incorrect');
    expect(screen.getByLabelText('Medzera 2, prázdna')).toHaveAttribute('data-tone', 'missing');
    expect(screen.getByText('Chýba')).toBeInTheDocument();
  });
});
