/**
 * Spec section 5, gaps: a phrase placed in a gap replaces that gap's phrase (which goes back to
 * the bank); moving a phrase from a gap to the bank clears the gap; moving a phrase between gaps
 * empties the gap it left and replaces the one it reached. Phrases are tracked by their index in
 * the options, so two equal phrases stay two tiles.
 */
export type GapPlacements = Readonly<Record<number, number>>;

/** The gap (1-based position) holding option `option`, if any. */
export function gapOf(placements: GapPlacements, option: number): number | null {
  for (const [gap, placed] of Object.entries(placements)) if (placed === option) return Number(gap);
  return null;
}

export function placeInGap(placements: GapPlacements, option: number, gap: number): GapPlacements {
  const next: Record<number, number> = {};
  for (const [position, placed] of Object.entries(placements)) if (placed !== option) next[Number(position)] = placed;
  next[gap] = option;
  return next;
}

export function returnToBank(placements: GapPlacements, option: number): GapPlacements {
  const next: Record<number, number> = {};
  for (const [position, placed] of Object.entries(placements)) if (placed !== option) next[Number(position)] = placed;
  return next;
}

/** Options in the bank: not placed in any gap, in their original order. */
export function bankOptions(count: number, placements: GapPlacements): number[] {
  const used = new Set(Object.values(placements));
  return Array.from({ length: count }, (_, index) => index).filter((index) => !used.has(index));
}

/** Splits 'Ja {gap1} doma' style text into text parts and gap numbers. Accepts {gap1}, {{gap1}}, [gap1] or a bare gap1. */
export type GapTextPart = { kind: 'text'; text: string } | { kind: 'gap'; position: number };

export function parseGapText(textWithGaps: string): GapTextPart[] {
  const parts: GapTextPart[] = [];
  const pattern = /\{\{\s*gap(\d+)\s*\}\}|\{\s*gap(\d+)\s*\}|\[\s*gap(\d+)\s*\]|\bgap(\d+)\b/g;
  let last = 0;
  for (const match of textWithGaps.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: 'text', text: textWithGaps.slice(last, match.index) });
    parts.push({ kind: 'gap', position: Number(match[1] ?? match[2] ?? match[3] ?? match[4]) });
    last = match.index + match[0].length;
  }
  if (last < textWithGaps.length) parts.push({ kind: 'text', text: textWithGaps.slice(last) });
  return parts;
}
