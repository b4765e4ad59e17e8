import { themeParams } from '@telegram-apps/sdk-react';
import { legible, mix, parseHex, toHex, type Rgb } from './legible-colors';

const PREFIX = '--tg-theme-';

/** `bg_color` and `bgColor` both become `--tg-theme-bg-color`, the SDK's naming. */
export const themeVariableName = (key: string) =>
  PREFIX + key.replace(/_/g, '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** How much of a badge's own colour tints its background (ui/badge.tsx). */
const BADGE_TINT = 0.14;
/** 4.5:1 (WCAG AA) plus a margin for rounding to whole RGB values. */
const TARGET = 4.6;

/**
 * The app's colour tokens (`--app-color-*`, read first by ui/theme.ts) from whatever keys the
 * client sent: a missing key takes the basic key that plays its part (section bg ← bg, subtitle and
 * section header ← hint, accent ← link), then Telegram's light default; every text colour is then
 * made legible (4.5:1) on every background it is drawn on, and the button fill against its text.
 */
export function deriveAppColors(params: Record<string, unknown>): Record<string, string> {
  const raw = new Map<string, Rgb>();
  for (const [key, value] of Object.entries(params)) {
    const rgb = typeof value === 'string' ? parseHex(value) : null;
    if (rgb) raw.set(snake(key), rgb);
  }
  const get = (key: string, fallback: Rgb) => raw.get(key) ?? fallback;
  const bg = get('bg_color', [255, 255, 255]);
  const text = get('text_color', [0, 0, 0]);
  const hint = get('hint_color', [112, 117, 121]);
  const link = get('link_color', [36, 129, 204]);
  const buttonText = get('button_text_color', [255, 255, 255]);
  // Without secondary_bg_color: the bg shaded a little toward the text (darker in light, lighter in dark).
  const secondaryBg = get('secondary_bg_color', mix(bg, text, 0.06));
  const sectionBg = get('section_bg_color', bg);
  const backdrops = [bg, secondaryBg, sectionBg];
  const readable = (colour: Rgb) => toHex(legible(colour, backdrops, TARGET, BADGE_TINT));
  return {
    bg: toHex(bg),
    'secondary-bg': toHex(secondaryBg),
    'section-bg': toHex(sectionBg),
    text: readable(text),
    hint: readable(hint),
    link: readable(link),
    subtitle: readable(get('subtitle_text_color', hint)),
    'section-header': readable(get('section_header_text_color', hint)),
    accent: readable(get('accent_text_color', link)),
    destructive: readable(get('destructive_text_color', [229, 57, 53])),
    success: readable([49, 181, 69]),
    warning: readable([240, 165, 0]),
    // Without section_separator_color: a line of hint faded into the card.
    separator: toHex(get('section_separator_color', mix(sectionBg, hint, 0.3))),
    button: toHex(legible(get('button_color', [36, 129, 204]), [buttonText], TARGET)),
    'button-text': toHex(buttonText),
  };
}

/**
 * Writes the theme params as `--tg-theme-*` variables and removes every one the params no longer
 * carry. The SDK's own binding only ever sets: after a `theme_changed` that drops a key (clients
 * differ in which keys they send), the old theme's value would stay, a white section background
 * under a dark theme's light text. Missing keys fall back, in `ui/theme.ts`, to the keys every
 * client sends.
 */
export function applyThemeVariables(params: Record<string, unknown>, root: HTMLElement = document.documentElement): void {
  const wanted = new Map<string, string>();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' && value) wanted.set(themeVariableName(key), value);
  }
  const stale: string[] = [];
  for (let index = 0; index < root.style.length; index += 1) {
    const name = root.style.item(index);
    if (name.startsWith(PREFIX) && !wanted.has(name)) stale.push(name);
  }
  // (the --app-color-* tokens are all rewritten below, so none of them goes stale)
  stale.forEach((name) => root.style.removeProperty(name));
  wanted.forEach((value, name) => root.style.setProperty(name, value));
  for (const [token, value] of Object.entries(deriveAppColors(params))) root.style.setProperty(`--app-color-${token}`, value);
}

/** Binds the mounted theme params to CSS variables and follows `theme_changed`; returns the unbind. */
export function bindThemeVariables(): () => void {
  const apply = () => applyThemeVariables(themeParams.state() as Record<string, unknown>);
  apply();
  themeParams.state.sub(apply);
  return () => themeParams.state.unsub(apply);
}

/**
 * Old clients are refused before the SDK starts, but their screen should still wear their theme:
 * the theme params are read straight from the launch URL (hash or query), if there are any.
 */
export function applyThemeFromLaunchUrl(location: Pick<Location, 'hash' | 'search'> = window.location): void {
  for (const part of [location.hash.slice(1), location.search.slice(1)]) {
    const raw = new URLSearchParams(part).get('tgWebAppThemeParams');
    if (!raw) continue;
    try {
      const params: unknown = JSON.parse(raw);
      if (params && typeof params === 'object') applyThemeVariables(params as Record<string, unknown>);
    } catch {
      // Unreadable theme params: the light defaults in ui/theme.ts apply.
    }
    return;
  }
}
