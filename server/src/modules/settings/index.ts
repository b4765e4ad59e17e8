/** The settings module's entrance: the notification toggles and language level (settings/README.md). */
export { settingsRoutes } from './routes';
export { createDefaultSettings, getSettings } from './service';
export type { TimeZoneChosen } from './service';
