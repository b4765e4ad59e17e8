/**
 * Slovak grammar where a preposition meets a weekday or a date. Plain strings only: it lives with
 * the domain rules (which every remote loads anyway, free of zod and date-fns) so that a screen
 * can use it without loading a date library; @app/shared/format re-exports it.
 */

/**
 * 'v' is vocalised to 'vo' where it would merge into the next sound: before a word whose opening
 * consonants include v or f (vo vlaku, vo februári, vo štvrtok, vo Zvolene; but v stredu, v sobotu)
 * and in the fixed forms vo mne, vo sne, vo dne.
 */
export function withV(word: string): string {
  const start = word.trimStart().toLocaleLowerCase('sk');
  const opening = /^[^aáäeéiíoóôuúyý\d\s]*/u.exec(start)![0];
  const vocalised = /[vfw]/u.test(opening) || /^(mne|sne|dne)\b/u.test(start);
  return `${vocalised ? 'vo' : 'v'} ${word}`;
}

// After 'v' a weekday is in the accusative: 'v stredu', 'vo štvrtok', 'v nedeľu' (Sunday first, as Date.getDay()).
const WEEKDAY_ACCUSATIVE = ['nedeľu', 'pondelok', 'utorok', 'stredu', 'štvrtok', 'piatok', 'sobotu'] as const;

/** The weekday of an instant on the device's clock, in the accusative: 'stredu'. */
export const weekdayAccusative = (value: Date | string): string =>
  WEEKDAY_ACCUSATIVE[(typeof value === 'string' ? new Date(value) : value).getDay()]!;

/** 'v stredu', 'vo štvrtok': on which weekday, with the preposition in its right form. */
export const onWeekday = (value: Date | string): string => withV(weekdayAccusative(value));
