/**
 * Choice options, matching and gaps start shuffled, the same way for the same user every time (a reload must not
 * reorder what the learner is working on) and never in the solved order.
 */

/** 32-bit FNV-1a of a string: the seed of one user's order of one task. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic PRNG in [0, 1). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A permutation of `items` fixed by (userId, taskId). When `solved` says the order gives the task
 * away, it is rotated by one: with two or more distinct items the rotation is never that order.
 */
export function shuffleFor<T>(
  items: readonly T[],
  userId: number,
  taskId: number,
  solved: (order: T[]) => boolean,
  /** Tells apart several lists of one task (a question task's queries), so they do not share one permutation. */
  part?: number,
): T[] {
  const next = random(hash(part === undefined ? `${userId}:${taskId}` : `${userId}:${taskId}:${part}`));
  const order = [...items];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  if (order.length > 1 && solved(order)) order.push(order.shift()!);
  return order;
}

export const sameOrder = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);
