import { z } from 'zod';
import { planCode } from './user';

/** Query of POST /subscription/request and /subscription/upgrade. */
export const subscriptionCodeQuery = z.object({ code: planCode });

export { SUBSCRIPTION_CODE_BASIC, SUBSCRIPTION_CODE_PREMIUM } from '../domain';
