/** The speaking module's entrance: what other modules may use (speaking/README.md). */
export { speakingRoutes } from './routes';
export { recordingSigner } from './signed-url';
export { latestStoredAttempt } from './reads';
