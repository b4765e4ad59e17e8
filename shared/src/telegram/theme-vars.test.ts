import { contrast, parseHex, type Rgb } from './legible-colors';
import { applyThemeFromLaunchUrl, applyThemeVariables, deriveAppColors } from './theme-vars';

const LIGHT = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f1f1f4',
  section_bg_color: '#ffffff',
};
const DARK_BASIC = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
};

const rgb = (hex: string) => parseHex(hex) as Rgb;
const root = () => document.documentElement.style;

describe('theme variables', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it('a theme that drops keys removes their variables instead of keeping the old theme’s', () => {
    applyThemeVariables(LIGHT);
    expect(root().getPropertyValue('--tg-theme-section-bg-color')).toBe('#ffffff');
    applyThemeVariables(DARK_BASIC);
    expect(root().getPropertyValue('--tg-theme-section-bg-color')).toBe('');
    expect(root().getPropertyValue('--tg-theme-bg-color')).toBe('#17212b');
    // Cards take the dark bg, not white.
    expect(root().getPropertyValue('--app-color-section-bg')).toBe('#17212b');
  });

  it('camelCase keys (the SDK state) and snake_case keys (the URL) name the same variables', () => {
    applyThemeVariables({ bgColor: '#101010', sectionBgColor: '#202020' });
    expect(root().getPropertyValue('--tg-theme-bg-color')).toBe('#101010');
    expect(root().getPropertyValue('--app-color-section-bg')).toBe('#202020');
  });

  it.each([
    ['light', LIGHT],
    ['dark with the basic seven keys', DARK_BASIC],
  ])('%s: every text token reaches 4.5:1 on every background, and button text on the button', (_name, params) => {
    const colors = deriveAppColors(params);
    const backgrounds = [colors.bg!, colors['secondary-bg']!, colors['section-bg']!].map(rgb);
    for (const token of ['text', 'hint', 'link', 'subtitle', 'section-header', 'accent', 'destructive', 'success', 'warning']) {
      for (const background of backgrounds) expect(contrast(rgb(colors[token]!), background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(rgb(colors.button!), rgb(colors['button-text']!))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps colours that are already legible exactly as Telegram sent them', () => {
    const colors = deriveAppColors(LIGHT);
    expect(colors.text).toBe('#000000');
    expect(colors['secondary-bg']).toBe('#f1f1f4');
  });

  it('the old-client screen reads its theme from the launch URL', () => {
    const hash = `#${new URLSearchParams({ tgWebAppVersion: '6.0', tgWebAppThemeParams: JSON.stringify(DARK_BASIC) })}`;
    applyThemeFromLaunchUrl({ hash, search: '' });
    expect(root().getPropertyValue('--tg-theme-bg-color')).toBe('#17212b');
    expect(root().getPropertyValue('--app-color-text')).toBe('#f5f5f5');
  });
});
