/** The statistics module's entrance: what other modules may use (statistics/README.md). */
export { statisticsRoutes } from './routes';
