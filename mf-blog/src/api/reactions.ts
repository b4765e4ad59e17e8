import type { Publication, PublicationReaction } from '@app/blog-contract';

/**
 * Spec section 4: tapping the active reaction removes it, tapping the other switches, tapping with
 * none sets it. Returns the reaction after the tap.
 */
export function nextReaction(current: PublicationReaction | null, tapped: PublicationReaction): PublicationReaction | null {
  return current === tapped ? null : tapped;
}

/** The optimistic guess: the user's reaction becomes `to`, the totals follow. */
export function applyReaction<T extends Pick<Publication, 'reaction' | 'like_count' | 'dislike_count'>>(
  state: T,
  to: PublicationReaction | null,
): T {
  const count = (value: PublicationReaction) =>
    Math.max(
      0,
      (value === 'like' ? state.like_count : state.dislike_count) - (state.reaction === value ? 1 : 0) + (to === value ? 1 : 0),
    );
  return { ...state, reaction: to, like_count: count('like'), dislike_count: count('dislike') };
}
