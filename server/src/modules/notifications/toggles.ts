import type { NotificationFlag } from '@app/shared/contract';
import type { Queryable } from '../../db/types';
import { enqueueMessage, type NewMessage } from '../bot/index';

/**
 * The notifications of spec section 3 and the setting each obeys. The bot knows no kind: every
 * message says its setting when it is queued (the outbox row's `toggle`), and the worker sends it
 * only while that setting and its parent are on at the moment it goes out.
 */
export const NOTIFICATION_TOGGLES = {
  call_reminder: 'notify_on_upcoming_calls',
  next_activity: 'notify_on_new_tasks',
  speaking_scored: 'notify_on_checked_tasks',
  new_meeting: 'notify_on_new_events',
  new_publication: 'notify_on_new_publication',
  payment_pending: 'notify_on_upcoming_payment',
} as const satisfies Record<string, NotificationFlag>;

export type NotificationKind = keyof typeof NOTIFICATION_TOGGLES;

/** Queues one of the notifications above with its setting, in the caller's transaction. */
export const enqueueNotification = (
  tx: Queryable,
  message: Omit<NewMessage, 'kind' | 'toggle'> & { kind: NotificationKind },
): Promise<boolean> => enqueueMessage(tx, { ...message, toggle: NOTIFICATION_TOGGLES[message.kind] });
