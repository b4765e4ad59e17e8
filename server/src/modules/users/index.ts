/** The users module's entrance: what other modules may use (users/README.md). */
// Loading the module subscribes it to the events it turns into the user's own facts.
import './subscriptions';
export { usersRoutes } from './routes';
export { ensureUser } from './service';
export type { CurrentUser } from './service';
export { learnerTimeZones, rememberTimeZone } from './time-zone';
export { learnerTimeZone } from './time-zone';
export { recordBotBlocked, recordWriteAccess, userStartedBot } from './bot-contact';
