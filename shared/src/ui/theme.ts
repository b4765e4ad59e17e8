import { createGlobalStyle } from 'styled-components';

/**
 * Colours are Telegram's theme params, bound to CSS variables by the SDK, so light and dark follow
 * the messenger live without a re-render. Fallbacks are Telegram's own light defaults.
 */
const v = (name: string, fallback: string) => `var(--tg-theme-${name}, ${fallback})`;

export const theme = {
  colors: {
    bg: v('bg-color', '#ffffff'),
    text: v('text-color', '#000000'),
    hint: v('hint-color', '#707579'),
    link: v('link-color', '#2481cc'),
    button: v('button-color', '#2481cc'),
    buttonText: v('button-text-color', '#ffffff'),
    secondaryBg: v('secondary-bg-color', '#f1f1f4'),
    sectionBg: v('section-bg-color', '#ffffff'),
    sectionHeader: v('section-header-text-color', '#6d6d72'),
    subtitle: v('subtitle-text-color', '#707579'),
    accent: v('accent-text-color', '#2481cc'),
    destructive: v('destructive-text-color', '#e53935'),
    separator: v('section-separator-color', 'rgba(0, 0, 0, 0.08)'),
    success: '#31b545',
    warning: '#f0a500',
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
  @media (prefers-reduced-motion: reduce) { * { animation: none !important; transition: none !important; } }
`;
