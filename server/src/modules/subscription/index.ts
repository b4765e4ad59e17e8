/** The subscription module's entrance: what other modules may use (subscription/README.md). */
export { subscriptionRoutes } from './routes';
export { EFFECTIVE_STATUS_SQL, isLive } from './service';
export { latestSubscription } from './service';
