import type { Queryable } from '../../db/types';

/**
 * Domain events: a module tells the others that something happened to its rows, in the
 * transaction that did it, without knowing who listens (events/README.md). The publisher declares
 * its events by merging into this interface, next to the code that publishes them:
 *
 *   declare module '../events/index' { interface DomainEvents { 'calls.booked': CallBooked } }
 *
 * Subscribers run in the publisher's transaction, in the order they subscribed: what they write
 * commits or rolls back with the publisher's change, so an effect is never lost nor left behind.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEvents {}

export type EventName = keyof DomainEvents;
export type Subscriber<N extends EventName> = (tx: Queryable, event: DomainEvents[N]) => Promise<void>;

const subscribers = new Map<EventName, Subscriber<never>[]>();

/** Called once, when the subscribing module loads (its index.ts imports its subscriptions). */
export function subscribe<N extends EventName>(name: N, subscriber: Subscriber<N>): void {
  const list = subscribers.get(name) ?? [];
  list.push(subscriber as Subscriber<never>);
  subscribers.set(name, list);
}

/** Runs every subscriber of `name` in `tx`; a subscriber that throws rolls the publisher back. */
export async function publish<N extends EventName>(tx: Queryable, name: N, event: DomainEvents[N]): Promise<void> {
  for (const subscriber of (subscribers.get(name) ?? []) as Subscriber<N>[]) await subscriber(tx, event);
}

/** Who listens to what (the module graph's script and the tests). */
export function subscriptions(): Record<string, number> {
  return Object.fromEntries([...subscribers].map(([name, list]) => [name, list.length]));
}
