/** Unpaid holds a user may have at once; the next booking or registration answers 409 naming them. */
export const MAX_UNPAID_HOLDS = 3;

/** The `field` of the cap's 409, so a client can tell it from other conflicts and show its message. */
export const UNPAID_HOLDS_FIELD = 'unpaid_holds';

// Built on first use, not when the module loads: building one costs a phone milliseconds.
let euro: Intl.NumberFormat | undefined;

/**
 * 12.5 -> '12,50 €' (spec section 9: prices in euros). Here, not in @app/shared/format, so a screen
 * showing a price loads no date library; @app/shared/format re-exports it.
 */
export const formatPrice = (amount: number | string): string =>
  (euro ??= new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' })).format(Number(amount));

/** Stars for a euro price: rounded up, so the Stars price never undercuts the euro one. */
export function starsFor(euros: number, starsPerEur: number): number {
  return Math.max(1, Math.ceil(Math.round(euros * starsPerEur * 1000) / 1000));
}
