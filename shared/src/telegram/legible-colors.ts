/**
 * Telegram's palettes are not all legible as they come: white on Telegram's own light button is
 * 4.1:1, its hint colour on the secondary background 4.1:1, and some dark palettes go lower. These
 * helpers move a colour just far enough (toward black or white, whichever works) to reach a
 * contrast ratio against every background it is drawn on, so the app keeps the messenger's look
 * and stays readable (WCAG AA, 4.5:1).
 */
export type Rgb = [number, number, number];

export function parseHex(value: string | undefined): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

export const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `a` mixed with `b`: weight 0 is `a`, 1 is `b`. */
export const mix = (a: Rgb, b: Rgb, weight: number): Rgb => a.map((c, i) => c + (b[i]! - c) * weight) as Rgb;

export function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/**
 * `colour` unchanged when it reaches `ratio` against every backdrop, else mixed toward black or
 * white by the least amount that does (or all the way, when nothing less does). `tint`: the
 * backdrop carries that much of the colour itself (a badge's `currentColor` 14% background).
 */
export function legible(colour: Rgb, backdrops: Rgb[], ratio = 4.5, tint = 0): Rgb {
  const worst = (c: Rgb) => Math.min(...backdrops.map((b) => contrast(c, mix(b, c, tint))));
  if (backdrops.length === 0 || worst(colour) >= ratio) return colour;
  const end = worst(mix(colour, BLACK, 1)) >= worst(mix(colour, WHITE, 1)) ? BLACK : WHITE;
  let [low, high] = [0, 1];
  for (let step = 0; step < 16; step += 1) {
    const middle = (low + high) / 2;
    if (worst(mix(colour, end, middle)) >= ratio) high = middle;
    else low = middle;
  }
  return mix(colour, end, high);
}
