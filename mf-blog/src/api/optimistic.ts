import type { QueryClient } from '@tanstack/react-query';
import type { Publication } from '@app/shared/contract';
import { blogListsKey } from './blog-keys';
import { publicationQuery } from './get-publication';

export interface Snapshot {
  previous: Publication | undefined;
}

/** onMutate: stop refetches that could overwrite the guess, remember the old state, apply the guess. */
export async function applyOptimistic(
  client: QueryClient,
  id: number,
  update: (publication: Publication) => Publication,
): Promise<Snapshot> {
  const { queryKey } = publicationQuery(id);
  await client.cancelQueries({ queryKey });
  const previous = client.getQueryData(queryKey);
  if (previous) client.setQueryData(queryKey, update(previous));
  return { previous };
}

/** onError: put the remembered state back. */
export function restore(client: QueryClient, id: number, snapshot: Snapshot | undefined): void {
  if (snapshot?.previous) client.setQueryData(publicationQuery(id).queryKey, snapshot.previous);
}

/** onSettled: the server's word wins; the lists change too (starred ones appear in Označené). */
export async function settle(client: QueryClient, id: number): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: publicationQuery(id).queryKey }),
    client.invalidateQueries({ queryKey: blogListsKey }),
  ]);
}
