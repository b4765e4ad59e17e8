/** The calls module's entrance: what other modules may use (calls/README.md). */
export { callsRoutes } from './routes';
export { clearCallOutcome, setCallOutcome } from './outcomes';
export { statusOf } from './service';
export type { CallBooked, CallCancelled } from './events';
