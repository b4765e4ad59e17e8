import { subscribe } from '../events/index';
import { recordDayMistakes, retireRemovedItems } from './cards';

/** The items a learner answered wrong in a submitted section become their cards, in the submit's transaction. */
subscribe('activities.section_submitted', (tx, { userId, scored, submittedAt }) =>
  recordDayMistakes(tx, userId, scored, submittedAt),
);

/** An editor published a change of a day: the cards of items it removed retire for everyone at once. */
subscribe('studio.day_changed', (tx, { dayId, at }) => retireRemovedItems(tx, dayId, at));
