import { z } from 'zod';

/**
 * What the columns behind the studio's numbers hold, so a number beyond them is the contract's
 * 400 and never the database's "out of range" (a 500). server/test/contract-bounds.test.ts
 * checks every route's numbers against the migrated schema.
 */
export const INT4_MAX = 2_147_483_647;
/** numeric(10,2): the prices' columns. */
export const PRICE_COLUMN_MAX = 99_999_999.99;

/** The `version` a save or a state change names (an int4 column on every item). */
export const studioVersion = z.number().int().positive().max(INT4_MAX);
