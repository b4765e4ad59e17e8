/** The news module's entrance: what other modules may use (news/README.md). */
export { newsRoutes } from './routes';
