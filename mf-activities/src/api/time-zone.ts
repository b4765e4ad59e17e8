import { deviceTimeZone } from '@app/shared/domain';

/**
 * `?tz=` with the device's zone, so the server unlocks the next activity at 08:00 on the user's
 * own clock (spec section 9), not the server's; none where the device cannot say.
 */
export const tzParams = (tz = deviceTimeZone()) => (tz ? { tz } : undefined);
