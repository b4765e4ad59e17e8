import { z } from 'zod';
import { planCode } from './user';

/** Query of POST /subscription/request and /subscription/upgrade. */
export const subscriptionCodeQuery = z.object({ code: planCode });

export const SUBSCRIPTION_CODE_BASIC = 'basic';
export const SUBSCRIPTION_CODE_PREMIUM = 'premium';
