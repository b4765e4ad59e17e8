import type { QueryClient } from '@tanstack/react-query';
import type { Publication, PublicationState } from '@app/blog-contract';
import { blogKey, blogListsKey } from './blog-keys';
import { publicationQuery } from './get-publication';

/** The parts of a publication the bottom bar changes: the star, or the reaction with its totals. */
export const STAR_FIELDS = ['starred'] as const;
export const REACTION_FIELDS = ['reaction', 'like_count', 'dislike_count'] as const;
type Field = (typeof STAR_FIELDS)[number] | (typeof REACTION_FIELDS)[number];
type Fields = Partial<Pick<Publication, Field>>;

/**
 * Every mutation of one publication shares a key prefix (to count them) and a scope: TanStack
 * Query runs a scope's mutations one after the other, so a reaction tapped while the star is on
 * its way reaches the server after it, in the order the user tapped.
 */
export const publicationMutationsKey = (id: number) => [...blogKey, 'publication', id] as const;
export const publicationMutationKey = (id: number, kind: 'star' | 'react') => [...publicationMutationsKey(id), kind] as const;
export const publicationMutationScope = (id: number) => ({ id: `blog-publication-${id}` });

/**
 * What one mutation changed: its own fields before and after the guess. Mutable on purpose: when
 * a mutation fails after a later one of the same kind already replaced its guess, it hands its
 * `before` on to that one (see restore).
 */
export interface Snapshot {
  fields: readonly Field[];
  before: Fields;
  after: Fields;
}

const pick = (publication: Fields, fields: readonly Field[]): Fields =>
  Object.fromEntries(fields.map((field) => [field, publication[field]])) as Fields;
const shows = (publication: Fields, values: Fields, fields: readonly Field[]) =>
  fields.every((field) => publication[field] === values[field]);

/** onMutate: stop refetches that could overwrite the guess, then apply the guess to the given fields only. */
export async function applyOptimistic(
  client: QueryClient,
  id: number,
  fields: readonly Field[],
  update: (publication: Publication) => Publication,
): Promise<Snapshot | undefined> {
  const { queryKey } = publicationQuery(id);
  await client.cancelQueries({ queryKey });
  const current = client.getQueryData(queryKey);
  if (!current) return undefined;
  const after = pick(update(current), fields);
  client.setQueryData(queryKey, { ...current, ...after });
  return { fields, before: pick(current, fields), after };
}

/**
 * onError: put back the fields this mutation changed, and nothing else (a reaction queued behind
 * a failed star keeps its guess). If a later mutation of the same kind has already replaced this
 * guess, the screen shows what the user wants now: leave it, and make that mutation roll back to
 * this one's `before` should it fail too.
 */
export function restore(client: QueryClient, id: number, kind: 'star' | 'react', snapshot: Snapshot | undefined): void {
  if (!snapshot) return;
  const { queryKey } = publicationQuery(id);
  const current = client.getQueryData(queryKey);
  if (!current) return;
  if (shows(current, snapshot.after, snapshot.fields)) {
    client.setQueryData(queryKey, { ...current, ...snapshot.before });
    return;
  }
  const pending = client.getMutationCache().findAll({ mutationKey: publicationMutationKey(id, kind), status: 'pending' });
  const self = pending.findIndex((mutation) => mutation.state.context === snapshot);
  const next = pending.slice(self + 1).find((mutation) => mutation.state.context);
  if (self >= 0 && next) (next.state.context as Snapshot).before = snapshot.before;
}

/**
 * onSettled. While another mutation of this publication is still queued or running, its guess is
 * on screen and the last one to finish decides. The last one merges the server's answer (the
 * user's whole state of the publication) into the cache; only if it failed is the publication
 * fetched again, since then nobody knows what the server holds. The lists are marked stale: a
 * starred publication appears in Označené.
 */
export async function settle(client: QueryClient, id: number, answer: PublicationState | undefined): Promise<void> {
  // This mutation is still pending while its onSettled runs: 1 means no other.
  if (client.isMutating({ mutationKey: publicationMutationsKey(id) }) > 1) return;
  const { queryKey } = publicationQuery(id);
  if (answer) {
    const { starred, reaction, like_count, dislike_count } = answer;
    client.setQueryData(queryKey, (current) => current && { ...current, starred, reaction, like_count, dislike_count });
  }
  await Promise.all([
    answer ? undefined : client.invalidateQueries({ queryKey }),
    client.invalidateQueries({ queryKey: blogListsKey }),
  ]);
}
