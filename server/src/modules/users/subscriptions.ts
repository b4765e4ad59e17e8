import { subscribe } from '../events/index';
import { rememberTimeZone } from './time-zone';

/**
 * A zone chosen in the settings (the reminder's clock) is the user's clock, in the same
 * transaction; null goes back to the school's.
 */
subscribe('settings.time_zone_chosen', (tx, { userId, timeZone }) => rememberTimeZone(tx, userId, timeZone));
