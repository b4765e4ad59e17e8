import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@app/shared/query';
import type { PublicationReaction, PublicationState } from '@app/blog-contract';
import { http } from '@app/shared/http';
import {
  applyOptimistic,
  publicationMutationKey,
  publicationMutationScope,
  REACTION_FIELDS,
  restore,
  settle,
} from './optimistic';
import { applyReaction } from './reactions';

/**
 * Sets the reaction (POST /blog/{id}/react?is_positive=..., empty body) or removes it
 * (DELETE /blog/{id}/react), spec section 7.
 */
export async function reactToPublication(id: number, reaction: PublicationReaction | null): Promise<PublicationState> {
  const path = `/blog/${id}/react`;
  // No body at all (undefined, not null): axios then sends no JSON content type for an empty body.
  if (reaction === null) return (await http.delete<PublicationState>(path)).data;
  return (await http.post<PublicationState>(path, undefined, { params: { is_positive: reaction === 'like' } })).data;
}

/** Spec section 4: the reaction updates optimistically and reverts on failure. Pass the reaction wanted after the tap. */
export function useReactToPublication(id: number, onFailure?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: publicationMutationKey(id, 'react'),
    scope: publicationMutationScope(id),
    mutationFn: (reaction: PublicationReaction | null) => reactToPublication(id, reaction),
    onMutate: (reaction) => applyOptimistic(client, id, REACTION_FIELDS, (p) => applyReaction(p, reaction)),
    onError: (_error, _reaction, snapshot) => {
      restore(client, id, 'react', snapshot);
      onFailure?.();
    },
    onSettled: (answer) => settle(client, id, answer),
  });
}
