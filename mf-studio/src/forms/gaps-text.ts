/**
 * The gaps task as an editor reads it: each gap stands in the text as its phrase in square
 * brackets ('Cestujem [vlakom] do Košíc.'), where the wire keeps '{gap1}' and the phrase apart
 * (`text` and `gaps`, @app/studio-contract). The editor never sees the wire's numbering: gaps are
 * numbered by where they stand, which is also the order the server requires.
 */

const WIRE_GAP = /\{gap(\d+)\}/g;
/** A gap in the readable text: brackets holding no bracket (an unmatched '[' stays plain text). */
const READABLE_GAP = /\[([^[\]]*)\]/g;

/** The wire's text and phrases → 'Cestujem [vlakom].' (a gap without a phrase reads '[]'). */
export function toReadable(text: string, gaps: string[]): string {
  return text.replace(WIRE_GAP, (_, n: string) => `[${gaps[Number(n) - 1] ?? ''}]`);
}

/** 'Cestujem [vlakom].' → the wire's text with {gap1}, {gap2}… in order, and their phrases. */
export function fromReadable(readable: string): { text: string; gaps: string[] } {
  const gaps: string[] = [];
  const text = readable.replace(READABLE_GAP, (_, phrase: string) => {
    gaps.push(phrase);
    return `{gap${gaps.length}}`;
  });
  return { text, gaps };
}

/**
 * Marks readable[start, end) as a gap; answers null when the selection is empty, only spaces, or
 * touches a bracket (a gap inside a gap). Spaces around the selection stay outside the brackets.
 */
export function markGap(readable: string, start: number, end: number): { readable: string; caret: number } | null {
  let from = Math.min(start, end);
  let to = Math.max(start, end);
  while (from < to && /\s/.test(readable[from]!)) from += 1;
  while (to > from && /\s/.test(readable[to - 1]!)) to -= 1;
  const phrase = readable.slice(from, to);
  if (!phrase || /[[\]]/.test(phrase)) return null;
  // Inside an existing gap: the nearest bracket before the selection opens one not yet closed.
  const before = readable.slice(0, from);
  if (before.lastIndexOf('[') > before.lastIndexOf(']')) return null;
  const next = `${readable.slice(0, from)}[${phrase}]${readable.slice(to)}`;
  return { readable: next, caret: to + 2 };
}

/** Turns the n-th gap (0-based) back into plain text: its phrase stays where it stood. */
export function unmarkGap(readable: string, index: number): string {
  let seen = -1;
  return readable.replace(READABLE_GAP, (whole, phrase: string) => {
    seen += 1;
    return seen === index ? phrase : whole;
  });
}
