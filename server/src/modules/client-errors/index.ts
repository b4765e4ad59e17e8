/** The client-errors module's entrance: what other modules may use (client-errors/README.md). */
export { clientErrorsRoutes } from './routes';
