import { z } from 'zod';

/** Every 4xx/5xx answer of the API has this shape. */
export const apiError = z.object({
  message: z.string(),
  /** The request field at fault, when one is. */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const paginated = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    count: z.number(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/**
 * A database id in a path: digits only, no sign, exponent, hex or spaces ('0x1', '1e0' and ' 1'
 * are not 1), within the safe-integer range.
 */
export const positiveId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'must be a positive whole number')
  .transform(Number)
  .refine(Number.isSafeInteger, 'is too large');

export const idParam = z.object({ id: positiveId });

// Zones already accepted: a server checks the same few on every request, and building an
// Intl.DateTimeFormat to check one costs far more than a lookup. Bounded, since spellings are many.
const knownZones = new Set<string>();
const KNOWN_ZONES_MAX = 1_000;

/** An IANA time zone Intl knows (`Europe/Bratislava`, `UTC`): the user's clock, sent as `tz`. */
export const ianaTimeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    if (knownZones.has(zone)) return true;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
    } catch {
      return false;
    }
    if (knownZones.size < KNOWN_ZONES_MAX) knownZones.add(zone);
    return true;
  }, 'must be an IANA time zone');
