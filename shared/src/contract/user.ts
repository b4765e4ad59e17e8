import { z } from 'zod';

/** Dates travel as yyyy-MM-dd strings (spec section 3, User.date_of_birth). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in the form yyyy-MM-dd');

export const subscriptionStatus = z.enum(['active', 'pending', 'cancelled', 'expired']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

export const planCode = z.enum(['basic', 'premium']);
export type PlanCode = z.infer<typeof planCode>;

export const plan = z.object({
  code: planCode,
  title: z.string(),
  /** Euros per month. */
  price_monthly: z.number(),
  /** Premium exists but cannot be chosen (spec section 1, 6). */
  is_available: z.boolean(),
});
export type Plan = z.infer<typeof plan>;

export const subscription = z.object({
  status: subscriptionStatus,
  plan,
  started_at: z.string(),
  expires_at: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscription>;

export const user = z.object({
  id: z.number(),
  telegram_id: z.number(),
  username: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  date_of_birth: isoDate.nullable(),
  photo_url: z.string().nullable(),
  /** Null means no subscription: the guard keeps such a user on onboarding. */
  subscription: subscription.nullable(),
  /**
   * Additive: the staff roles the user holds (admin, teacher, organiser, speaker); empty for a
   * learner. The home screen shows 'Pre lektorov' only when it is not.
   */
  staff_roles: z.array(z.enum(['admin', 'teacher', 'organiser', 'speaker', 'editor'])).optional(),
});
export type User = z.infer<typeof user>;

export const profileUpdate = z.object({
  first_name: z.string().trim().min(1, 'must not be blank').max(64),
  last_name: z.string().trim().min(1, 'must not be blank').max(64),
  email: z
    .union([z.email('must be a valid email address').max(254, 'must be at most 254 characters'), z.literal(''), z.null()])
    .optional(),
  date_of_birth: z.union([isoDate, z.literal(''), z.null()]).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

/** Text from Telegram that the server stores: PostgreSQL text cannot hold NUL. */
const telegramText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');

/**
 * The `user` of Telegram's init data (WebAppUser), as far as this app reads it. The HMAC proves
 * Telegram sent it, not that it has this shape: the server checks it before trusting it.
 * Other keys Telegram adds (is_premium, allows_write_to_pm...) are accepted and dropped.
 */
export const telegramInitUser = z.object({
  id: z.number().int('must be a whole number').positive('must be positive').max(Number.MAX_SAFE_INTEGER, 'is too large'),
  first_name: telegramText(256).min(1, 'must not be empty'),
  last_name: telegramText(256).optional(),
  username: telegramText(64).optional(),
  photo_url: telegramText(2048).optional(),
  language_code: telegramText(35).optional(),
  /** Whether the bot may write to the user who never started it (the bot's notifications). */
  allows_write_to_pm: z.boolean().optional(),
});
export type TelegramInitUser = z.infer<typeof telegramInitUser>;
