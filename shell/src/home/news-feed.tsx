/**
 * The home news scroller (spec section 2, Home). Placeholder until the news issue lands:
 * it renders nothing yet.
 */
export function NewsFeed() {
  return null;
}
