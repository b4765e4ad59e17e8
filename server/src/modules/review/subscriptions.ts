import { subscribe } from '../events/index';
import { recordDayMistakes } from './cards';

/** The items a learner answered wrong in a submitted section become their cards, in the submit's transaction. */
subscribe('activities.section_submitted', (tx, { userId, scored, submittedAt }) =>
  recordDayMistakes(tx, userId, scored, submittedAt),
);
