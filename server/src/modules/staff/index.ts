/** The staff module's entrance: what other modules may use (staff/README.md). */
export { scheduleNoShowJob } from './no-show-job';
export { staffRoutes } from './routes';
