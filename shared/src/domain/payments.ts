/** Unpaid holds a user may have at once; the next booking or registration answers 409 naming them. */
export const MAX_UNPAID_HOLDS = 3;

/** The `field` of the cap's 409, so a client can tell it from other conflicts and show its message. */
export const UNPAID_HOLDS_FIELD = 'unpaid_holds';

/** Stars for a euro price: rounded up, so the Stars price never undercuts the euro one. */
export function starsFor(euros: number, starsPerEur: number): number {
  return Math.max(1, Math.ceil(Math.round(euros * starsPerEur * 1000) / 1000));
}
