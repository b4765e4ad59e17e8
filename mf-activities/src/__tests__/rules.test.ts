import { formatCountdown, nextActivityAt, secondsUntil } from '../components/countdown-time';
import { dropDuration, edgeScrollStep, SCROLL_MAX_PX } from '../drag/drag-tuning';
import { bankOptions, parseGapText, placeInGap, returnToBank } from '../tasks/gaps-rules';
import { buildSubmitBody } from '../tasks/drafts';
import { formatScore, taskPercent } from '../tasks/percent';
import { readingSectionFixture } from '@app/activities-contract/mocks';

describe('next-activity countdown', () => {
  it('targets 08:00 on the device clock the day after finishing, even just before midnight', () => {
    expect(nextActivityAt(new Date(2026, 10, 23, 23, 59))).toEqual(new Date(2026, 10, 24, 8, 0));
    expect(nextActivityAt(new Date(2026, 10, 24, 0, 5))).toEqual(new Date(2026, 10, 25, 8, 0));
    expect(nextActivityAt(new Date(2026, 11, 31, 12, 0))).toEqual(new Date(2027, 0, 1, 8, 0));
  });

  it("writes 'NNs' under a minute, then mm:ss, then hh:mm:ss", () => {
    expect(formatCountdown(0)).toBe('00s');
    expect(formatCountdown(9)).toBe('09s');
    expect(formatCountdown(59)).toBe('59s');
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('01:00:00');
    expect(formatCountdown(20 * 3600 + 5 * 60 + 7)).toBe('20:05:07');
    expect(secondsUntil(new Date(10_500), 10_000)).toBe(1);
    expect(secondsUntil(new Date(5_000), 10_000)).toBe(0);
  });
});

describe('percentages', () => {
  it('rounds correct / all counted, 0% when nothing counts; a score reads as % or -', () => {
    expect(taskPercent({ correct_count: 2, incorrect_count: 1, missing_count: 0 })).toBe(67);
    expect(taskPercent({ correct_count: 1, incorrect_count: 1, missing_count: 2 })).toBe(25);
    expect(taskPercent({ correct_count: 0, incorrect_count: 0, missing_count: 0 })).toBe(0);
    expect(formatScore(0.755)).toBe('76%');
    expect(formatScore(null)).toBe('-');
  });
});

describe('gaps rules (spec section 5)', () => {
  it('placing replaces, moving between gaps empties the one left, the bank clears', () => {
    let placements = placeInGap({}, 0, 1);
    expect(placements).toEqual({ 1: 0 });
    placements = placeInGap(placements, 2, 1);
    expect(placements).toEqual({ 1: 2 });
    expect(bankOptions(3, placements)).toEqual([0, 1]);
    placements = placeInGap(placements, 0, 2);
    placements = placeInGap(placements, 2, 2);
    expect(placements).toEqual({ 2: 2 });
    expect(returnToBank(placements, 2)).toEqual({});
  });

  it('finds {gapN} placeholders', () => {
    expect(parseGapText('Jana pije {gap1} a je {gap2}.')).toEqual([
      { kind: 'text', text: 'Jana pije ' },
      { kind: 'gap', position: 1 },
      { kind: 'text', text: ' a je ' },
      { kind: 'gap', position: 2 },
      { kind: 'text', text: '.' },
    ]);
  });
});

describe('drag numbers (spec section 9)', () => {
  it('scrolls only inside the edge zone, at most 28 px, fastest from 5% of the edge', () => {
    expect(edgeScrollStep(500, 1000)).toBe(0);
    expect(edgeScrollStep(260, 1000)).toBe(0);
    expect(edgeScrollStep(240, 1000)).toBeLessThan(0);
    expect(Math.abs(edgeScrollStep(240, 1000))).toBeLessThan(5);
    expect(edgeScrollStep(50, 1000)).toBe(-SCROLL_MAX_PX);
    expect(edgeScrollStep(0, 1000)).toBe(-SCROLL_MAX_PX);
    expect(edgeScrollStep(960, 1000)).toBe(SCROLL_MAX_PX);
    expect(edgeScrollStep(850, 1000)).toBeGreaterThan(0);
    expect(edgeScrollStep(850, 1000)).toBeLessThan(SCROLL_MAX_PX);
  });

  it('drops in 0.33 to 0.55 s, longer for a longer trip', () => {
    expect(dropDuration(0)).toBe(330);
    expect(dropDuration(750)).toBe(440);
    expect(dropDuration(1500)).toBe(550);
    expect(dropDuration(9000)).toBe(550);
  });
});

describe('submit body', () => {
  it('sends one item per task, leaves blanks out and pairs the right column as ordered', () => {
    const body = buildSubmitBody(readingSectionFixture, {
      101: { 1: '  v Bratislave ', 2: '' },
      102: { 1: 'true' },
      103: [1, 2, 0],
      104: { 1: 2 },
    });
    expect(body).toEqual([
      { task_id: 101, task_type: 'QuestionTask', data: { queries: [{ query_id: 1, answer: 'v Bratislave' }] } },
      { task_id: 102, task_type: 'EvaluationTask', data: { questions: [{ question_id: 1, answer: 'true' }] } },
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
      { task_id: 104, task_type: 'GapsTask', data: { options: [{ phrase: 'kávu', position: 1 }] } },
    ]);
  });

  it('ignores a stored matching order that no longer fits the task', () => {
    const body = buildSubmitBody(readingSectionFixture, { 103: [0, 0, 7] });
    expect(body[2]).toMatchObject({
      data: {
        pairs: [
          { left: 'káva', right: 'market' },
          { left: 'rožok', right: 'coffee' },
          { left: 'trh', right: 'bread roll' },
        ],
      },
    });
  });
});

describe('result colours (spec section 5)', () => {
  it('correct green, incorrect red, missing or unset yellow', () => {
    const { theme } = jest.requireActual('@app/shared/ui') as typeof import('@app/shared/ui');
    const { toneColor, toneOf } = jest.requireActual('../tasks/result-tone') as typeof import('../tasks/result-tone');
    expect(toneColor(theme, toneOf(true, true))).toBe(theme.colors.success);
    expect(toneColor(theme, toneOf(true, false))).toBe(theme.colors.destructive);
    expect(toneColor(theme, toneOf(true, undefined))).toBe(theme.colors.warning);
    expect(toneOf(false, true)).toBe('none');
  });
});
