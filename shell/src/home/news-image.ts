/**
 * The <img sizes> of a news card's picture: a card is min(78vw, 280px) wide (news-feed.tsx), so
 * 280 px from a 359 px viewport up. early-start.js preloads the first card's picture with this very
 * string (it cannot import it: news-image.test.ts holds them equal), or the preload would fetch
 * another width than the card shows.
 */
export const NEWS_IMAGE_SIZES = '(min-width: 359px) 280px, 78vw';
