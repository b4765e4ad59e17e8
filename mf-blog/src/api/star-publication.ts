import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { PublicationState } from '@app/blog-contract';
import { http } from '@app/shared/http';
import { applyOptimistic, publicationMutationKey, publicationMutationScope, restore, settle, STAR_FIELDS } from './optimistic';

/** POST /blog/{id}/star stars, DELETE unstars (spec section 7). */
export async function starPublication(id: number, starred: boolean): Promise<PublicationState> {
  const path = `/blog/${id}/star`;
  return (starred ? await http.post<PublicationState>(path) : await http.delete<PublicationState>(path)).data;
}

/** Spec section 4: the star updates optimistically and reverts on failure. */
export function useStarPublication(id: number, onFailure?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: publicationMutationKey(id, 'star'),
    scope: publicationMutationScope(id),
    mutationFn: (starred: boolean) => starPublication(id, starred),
    onMutate: (starred) => applyOptimistic(client, id, STAR_FIELDS, (p) => ({ ...p, starred })),
    onError: (_error, _starred, snapshot) => {
      restore(client, id, 'star', snapshot);
      onFailure?.();
    },
    onSettled: (answer) => settle(client, id, answer),
  });
}
