import type { NewsItem } from '@app/news-contract';

/**
 * Where a news card leads (spec section 2, Home): the path the remote owning its redirect_code
 * declared (`newsTargets` in its registration: meetings and blog today), its :params filled from
 * the card's fields of the same name; null (a plain card) otherwise. The spec's fallback target
 * is /, which the guard turns straight back into /main: a link there only bounces and adds a
 * history entry, so a card with nowhere to go is plain text, like one without instant_redirect
 * (as is a code whose card lacks a field its path needs).
 */
export function newsTarget(item: NewsItem, targets: Readonly<Record<string, string>>): string | null {
  if (!item.instant_redirect || !item.redirect_code) return null;
  const pattern = targets[item.redirect_code];
  if (!pattern) return null;
  const fields = item as unknown as Record<string, unknown>;
  let complete = true;
  const path = pattern.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = fields[name];
    if (value == null || value === '') complete = false;
    return encodeURIComponent(String(value));
  });
  return complete ? path : null;
}
