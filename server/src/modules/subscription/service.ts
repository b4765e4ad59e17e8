import { enforceDailyCap } from '../daily-caps';
import type { Plan, PlanCode, Subscription, SubscriptionStatus } from '@app/shared/contract';
import type { Db, Queryable } from '../../db/types';
import { isUniqueViolation } from '../../db/types';
import { badRequest, conflict, forbidden, notFound } from '../../errors';

type Transactional = Pick<Db, 'transaction'>;

/**
 * A subscription whose expires_at has passed counts as expired even before anything rewrites its
 * row: no background job is needed. A cancelled one runs to the end of its period, then expires
 * too. SQL fragment over the alias `s`.
 */
export const EFFECTIVE_STATUS_SQL = `CASE
  WHEN s.status IN ('active', 'pending', 'cancelled') AND s.expires_at IS NOT NULL AND s.expires_at <= now() THEN 'expired'
  ELSE s.status END`;

/**
 * A user "has a subscription" (gate, User.subscription) in these states. Cancelling stops the
 * renewal, not the month already under way: a cancelled plan stays usable until expires_at.
 */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['active', 'pending', 'cancelled'];

/** States that block requesting a new plan; a cancelled one may be replaced (resumed) at once. */
const RUNNING_STATUSES: readonly SubscriptionStatus[] = ['active', 'pending'];
export const isLive = (status: SubscriptionStatus | null | undefined) => status != null && LIVE_STATUSES.includes(status);

interface PlanRow extends Plan {
  id: number;
}

interface SubscriptionRow {
  id: number;
  status: SubscriptionStatus;
  started_at: Date;
  expires_at: Date | null;
  plan_code: PlanCode;
  plan_title: string;
  plan_price_monthly: number;
  plan_is_available: boolean;
}

const SUBSCRIPTION_SELECT = `
  SELECT s.id, ${EFFECTIVE_STATUS_SQL} AS status, s.started_at, s.expires_at,
         p.code AS plan_code, p.title AS plan_title, p.price_monthly AS plan_price_monthly,
         p.is_available AS plan_is_available
  FROM subscriptions s JOIN plans p ON p.id = s.plan_id`;

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    status: row.status,
    plan: {
      code: row.plan_code,
      title: row.plan_title,
      price_monthly: row.plan_price_monthly,
      is_available: row.plan_is_available,
    },
    started_at: row.started_at.toISOString(),
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
  };
}

export async function listPlans(db: Queryable): Promise<Plan[]> {
  return db.query<Plan>('SELECT code, title, price_monthly, is_available FROM plans ORDER BY sort_order, id');
}

async function findPlan(db: Queryable, code: PlanCode): Promise<PlanRow> {
  const [plan] = await db.query<PlanRow>('SELECT id, code, title, price_monthly, is_available FROM plans WHERE code = $1', [
    code,
  ]);
  if (!plan) throw notFound(`Plan '${code}' does not exist`);
  return plan;
}

function assertAvailable(plan: PlanRow): void {
  if (!plan.is_available) {
    const title = plan.title || plan.code;
    throw forbidden(`${title} plan is not available yet`, 'code');
  }
}

/** The user's most recent subscription with its effective status, whatever that status is. */
export async function latestSubscription(db: Queryable, userId: number): Promise<(Subscription & { id: number }) | null> {
  const [row] = await db.query<SubscriptionRow>(
    `${SUBSCRIPTION_SELECT} WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT 1`,
    [userId],
  );
  return row ? { id: row.id, ...toSubscription(row) } : null;
}

async function subscriptionById(db: Queryable, id: number): Promise<Subscription> {
  const [row] = await db.query<SubscriptionRow>(`${SUBSCRIPTION_SELECT} WHERE s.id = $1`, [id]);
  if (!row) throw new Error(`subscription ${id} vanished`);
  return toSubscription(row);
}

/** Rewrites live rows whose time ran out, so the one-live-per-user index lets a new one in. */
async function settleExpired(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `UPDATE subscriptions SET status = 'expired'
     WHERE user_id = $1 AND status IN ('active', 'pending') AND expires_at IS NOT NULL AND expires_at <= now()`,
    [userId],
  );
}

/** Free plans start active; paid plans wait for payment (pending). Both run one month. */
async function insertSubscription(tx: Queryable, userId: number, plan: PlanRow): Promise<Subscription> {
  const status: SubscriptionStatus = plan.price_monthly > 0 ? 'pending' : 'active';
  try {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO subscriptions (user_id, plan_id, status, started_at, expires_at)
       VALUES ($1, $2, $3, now(), now() + interval '1 month') RETURNING id`,
      [userId, plan.id, status],
    );
    return subscriptionById(tx, row!.id);
  } catch (error) {
    // A concurrent request won the race for the one live subscription.
    if (isUniqueViolation(error)) throw conflict('You already have an active subscription');
    throw error;
  }
}

export async function requestSubscription(db: Transactional, userId: number, code: PlanCode): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const plan = await findPlan(tx, code);
    assertAvailable(plan);
    // One user's requests one at a time, so the day's cap is counted exactly.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    await enforceDailyCap(
      tx,
      userId,
      'subscriptionRequests',
      `SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1 AND created_at > now() - interval '24 hours'`,
    );
    await settleExpired(tx, userId);
    const current = await latestSubscription(tx, userId);
    if (current && RUNNING_STATUSES.includes(current.status)) {
      throw conflict(
        current.status === 'pending'
          ? 'You already have a subscription waiting for payment'
          : 'You already have an active subscription',
      );
    }
    return insertSubscription(tx, userId, plan);
  });
}

export async function cancelSubscription(db: Transactional, userId: number): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const current = await latestSubscription(tx, userId);
    if (!current || current.status !== 'active') {
      throw conflict('Only an active subscription can be cancelled');
    }
    // The read above may be stale by the time we write: concurrent cancels all saw 'active'. The
    // UPDATE re-checks the state under the row lock, so exactly one of them changes the row.
    const cancelled = await tx.query<{ id: number }>(
      `UPDATE subscriptions SET status = 'cancelled', cancelled_at = now()
       WHERE id = $1 AND status = 'active' AND (expires_at IS NULL OR expires_at > now()) RETURNING id`,
      [current.id],
    );
    if (cancelled.length === 0) throw conflict('Only an active subscription can be cancelled');
    return subscriptionById(tx, current.id);
  });
}

/**
 * Moves a live subscription to another plan: the current one is cancelled and the new plan starts
 * (pending until paid when it costs money). Premium is unavailable today, so this answers 403.
 */
export async function upgradeSubscription(db: Transactional, userId: number, code: PlanCode): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const plan = await findPlan(tx, code);
    if (plan.price_monthly <= 0) throw badRequest(`Cannot upgrade to the free ${plan.title} plan`, 'code');
    assertAvailable(plan);
    await settleExpired(tx, userId);
    const current = await latestSubscription(tx, userId);
    if (!current || !isLive(current.status)) throw conflict('Activate a subscription before upgrading it');
    if (current.plan.code === code) throw conflict(`You already have the ${plan.title} plan`);
    await tx.query(`UPDATE subscriptions SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [current.id]);
    return insertSubscription(tx, userId, plan);
  });
}
