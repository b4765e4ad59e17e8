import type { DefaultTheme } from 'styled-components';
import { text } from '../text';

/** Spec section 5: correct green, incorrect red, missing or unset yellow; nothing before results. */
export type ResultTone = 'correct' | 'incorrect' | 'missing' | 'none';

export const toneOf = (locked: boolean, isCorrect: boolean | undefined): ResultTone =>
  !locked ? 'none' : isCorrect === true ? 'correct' : isCorrect === false ? 'incorrect' : 'missing';

export const toneColor = (theme: DefaultTheme, tone: ResultTone) =>
  ({
    correct: theme.colors.success,
    incorrect: theme.colors.destructive,
    missing: theme.colors.warning,
    none: theme.colors.separator,
  })[tone];

/** The same verdict in words, so colour is never the only cue. */
export const toneLabel = (tone: ResultTone) =>
  ({ correct: text.correct, incorrect: text.incorrect, missing: text.missing, none: '' })[tone];
