import type { Queryable } from '../db/types';

/**
 * The plans (spec section 1): Basic is free and must be activated; Premium exists with a price but
 * cannot be chosen yet. Prices are data: change them in the table, not in code.
 */
export const PLANS = [
  {
    code: 'basic',
    title: 'Basic',
    price_monthly: 0,
    is_available: true,
    calls_per_month: 1,
    meetings_per_month: 1,
    sort_order: 1,
  },
  {
    code: 'premium',
    title: 'Premium',
    price_monthly: 9.99,
    is_available: false,
    calls_per_month: 4,
    meetings_per_month: 4,
    sort_order: 2,
  },
] as const;

export async function seedPlans(db: Queryable): Promise<void> {
  for (const plan of PLANS) {
    // DO NOTHING: a price or availability changed in the database survives restarts.
    await db.query(
      `INSERT INTO plans (code, title, price_monthly, is_available, calls_per_month, meetings_per_month, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING`,
      [
        plan.code,
        plan.title,
        plan.price_monthly,
        plan.is_available,
        plan.calls_per_month,
        plan.meetings_per_month,
        plan.sort_order,
      ],
    );
  }
}
