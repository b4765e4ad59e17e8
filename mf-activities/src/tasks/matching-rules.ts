/** Spec section 5, matching: only the right column moves; pairs are left[i] with right[i]. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = items.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function swapItems<T>(items: readonly T[], a: number, b: number): T[] {
  const next = items.slice();
  [next[a], next[b]] = [next[b] as T, next[a] as T];
  return next;
}
