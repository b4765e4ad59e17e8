/** The health module's entrance: what other modules may use (health/README.md). */
export { healthRoutes } from './routes';
