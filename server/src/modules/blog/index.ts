/** The blog module's entrance: what other modules may use (blog/README.md). */
export { blogRoutes } from './routes';
export { containsPattern } from './search';
