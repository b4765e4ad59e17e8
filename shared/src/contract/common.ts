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

export const idParam = z.object({ id: z.coerce.number().int().positive() });
