/**
 * The review rules the server (server/src/modules/review/) and the mocks both apply: FSRS set up
 * through ts-fsrs, the rating an answer earns, what "due today" means, the refusals' words. Kept
 * out of `./rules` (scoring, which the screens import to check offline) so no screen bundles ts-fsrs.
 */
import { fsrs, generatorParameters, Rating } from 'ts-fsrs';
import { addDays, calendarDayIn, midnightIn, SCHOOL_TIME_ZONE } from '@app/shared/domain';

/**
 * ts-fsrs's default parameters (w), no fuzz (the same answers give the same intervals) and no
 * short-term steps: a day is the unit, as in the course, so a card answered wrong comes back
 * tomorrow, not in ten minutes, and a session ends when nothing is due today.
 */
export const reviewScheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

export type ReviewGrade = Rating.Again | Rating.Hard | Rating.Good;

/** The rating comes from the answer, never from a button: wrong Again, right Good, right at the second try Hard. */
export function ratingOf(correct: boolean, secondTry: boolean): ReviewGrade {
  if (!correct) return Rating.Again;
  return secondTry ? Rating.Hard : Rating.Good;
}

export const RATING_NAMES = { [Rating.Again]: 'again', [Rating.Hard]: 'hard', [Rating.Good]: 'good' } as const satisfies Record<
  number,
  'again' | 'hard' | 'good'
>;

/** "Due today" is due before the learner's next midnight in their zone: the count does not change with the hour. */
export function endOfToday(now: Date, timeZone = SCHOOL_TIME_ZONE): Date {
  return midnightIn(addDays(calendarDayIn(now, timeZone), 1), timeZone);
}

export const REVIEW_NOT_DUE = 'Táto položka ešte nie je na rade na opakovanie.';
export const REVIEW_NO_CARD = 'Táto položka na opakovanie neexistuje.';
export const REVIEW_NO_SESSION = 'Táto relácia opakovania neexistuje.';
