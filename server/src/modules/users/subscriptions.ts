import { subscribe } from '../events/index';

/**
 * A zone chosen in the settings (the reminder's clock) is the user's clock, in the same
 * transaction; null goes back to the school's.
 */
subscribe('settings.time_zone_chosen', async (tx, { userId, timeZone }) => {
  await tx.query('UPDATE users SET time_zone = $2 WHERE id = $1 AND time_zone IS DISTINCT FROM $2', [userId, timeZone]);
});
