// The renderer lives in @app/blog-markdown so that the studio previews a publication exactly as the
// blog shows it; this module stays the lazy chunk's entry (react-markdown loads with the text view).
export { default } from '@app/blog-markdown';
