import { createGlobalStyle } from 'styled-components';

/**
 * Colours are Telegram's theme params, bound to CSS variables (`--tg-theme-*`, telegram/theme-vars.ts),
 * so light and dark follow the messenger live without a re-render.
 *
 * Clients differ in which keys they send. Every client sends the basic seven (bg, text, hint,
 * link, button, button text, secondary bg); the newer keys (section bg, section header, subtitle,
 * accent, destructive, separator) may be missing. So each newer token falls back to the basic key
 * that plays its part, and only then to Telegram's light default: a dark theme without
 * `section_bg_color` gets dark cards (its bg colour), never white ones under light text. The
 * binding also nudges text colours that miss 4.5:1 on these backgrounds (telegram/legible-colors.ts).
 */
const v = (name: string, fallback: string) => `var(--tg-theme-${name}, ${fallback})`;
/**
 * The legible token the theme binding derived (telegram/theme-vars.ts), else the raw param with
 * its fallbacks (tests, standalone runs without a theme). No color-mix() here: jsdom cannot read it.
 */
const app = (token: string, fallback: string) => `var(--app-color-${token}, ${fallback})`;

const bg = v('bg-color', '#ffffff');
const text = v('text-color', '#000000');
const hint = v('hint-color', '#707579');
const link = v('link-color', '#2481cc');

export const theme = {
  colors: {
    bg: app('bg', bg),
    text: app('text', text),
    hint: app('hint', hint),
    link: app('link', link),
    button: app('button', v('button-color', '#2481cc')),
    buttonText: app('button-text', v('button-text-color', '#ffffff')),
    secondaryBg: app('secondary-bg', v('secondary-bg-color', '#f1f1f4')),
    sectionBg: app('section-bg', v('section-bg-color', bg)),
    sectionHeader: app('section-header', v('section-header-text-color', hint)),
    subtitle: app('subtitle', v('subtitle-text-color', hint)),
    accent: app('accent', v('accent-text-color', link)),
    destructive: app('destructive', v('destructive-text-color', '#e53935')),
    separator: app('separator', v('section-separator-color', 'rgba(0, 0, 0, 0.08)')),
    success: app('success', '#31b545'),
    warning: app('warning', '#f0a500'),
  },
  radius: { s: '8px', m: '12px', l: '16px' },
  space: (n: number) => `${n * 4}px`,
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; background: ${theme.colors.secondaryBg}; color: ${theme.colors.text};
    -webkit-tap-highlight-color: transparent; -webkit-text-size-adjust: 100%; }
  body { font-size: 16px; line-height: 1.4; }
  a { color: ${theme.colors.link}; }
  button, input, textarea, select { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid ${theme.colors.button}; outline-offset: 2px; }
  /* A placeholder is text: the hint colour at full strength (4.5:1), not the browser's faded one. */
  ::placeholder { color: ${theme.colors.hint}; opacity: 1; }
  /* Carousel and slider dots (Swiper): the inactive ones in the hint colour at full strength instead
     of black at 20% (invisible on a dark theme), the active one in the accent. */
  :root {
    --swiper-pagination-bullet-inactive-color: ${theme.colors.hint};
    --swiper-pagination-bullet-inactive-opacity: 1;
    --swiper-pagination-color: ${theme.colors.accent};
  }
  @media (prefers-reduced-motion: reduce) { * { animation: none !important; transition: none !important; } }
`;
