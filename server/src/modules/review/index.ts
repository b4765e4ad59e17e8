/** The review module's entrance: what other modules may use (review/README.md). */
// Loading the module subscribes it to the events it turns into cards.
import './subscriptions';
export { demoReviewRoutes } from './demo-routes';
export { reviewRoutes } from './routes';
export { finishedSessionInstants, reviewDayStates } from './service';
export { gapKey, pairKey, questionKey, statementKey } from './items';
export { retireRemovedItemsEverywhere } from './cards';
