/** The staff module's entrance: what other modules may use (staff/README.md). */
export { NO_SHOW_INTERVAL_MS, noShowJob } from './no-show-job';
export { staffRoutes } from './routes';
