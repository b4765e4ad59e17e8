import { DEMO_USER } from '../auth/demo';
import type { Queryable } from '../db/types';

/** A short payment history for the demo user, so /profile/payments has something to show. */
const DEMO_PAYMENTS = [
  { kind: 'subscription', title: 'Predplatné Basic – mesačne', amount: 0, status: 'paid', days_ago: 40 },
  { kind: 'call', title: 'Hovor s Katarínou Horváthovou', amount: 12, status: 'paid', days_ago: 21 },
  { kind: 'meeting', title: 'Stretnutie: Vianočné trhy v Bratislave', amount: 8.5, status: 'refunded', days_ago: 14 },
  { kind: 'meeting', title: 'Stretnutie: Bryndzové halušky – varíme spolu', amount: 15, status: 'expired', days_ago: 2 },
] as const;

/**
 * Demo mode only: Emma (the user GET /api/demo/init-data signs for) with default settings and a
 * payment history, but no subscription, so the demo starts at onboarding like a new user.
 */
export async function seedDemoUser(db: Queryable): Promise<void> {
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO users (telegram_id, username, first_name, last_name, email, photo_url, language_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (telegram_id) DO NOTHING RETURNING id`,
    [
      DEMO_USER.id,
      DEMO_USER.username,
      DEMO_USER.first_name,
      DEMO_USER.last_name,
      'emma.novak@example.sk',
      DEMO_USER.photo_url,
      DEMO_USER.language_code,
    ],
  );
  // Already there (seeded before or created by a first request): leave it and its history alone.
  if (!inserted) return;
  await db.query('INSERT INTO user_settings (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [inserted.id]);
  for (const payment of DEMO_PAYMENTS) {
    await db.query(
      `INSERT INTO payments (user_id, kind, title, amount, status, created_at)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6))`,
      [inserted.id, payment.kind, payment.title, payment.amount, payment.status, payment.days_ago],
    );
  }
}
