/**
 * The spec's drag numbers (section 9), which are react-beautiful-dnd's: touch starts after a
 * 120 ms press, mouse after a 5 px move; auto-scroll starts 25% from an edge, is fastest 5% from
 * it, at most 28 px per step; the drop animation lasts 0.33 s to 0.55 s, longer for longer trips.
 */
export const TOUCH_PRESS_MS = 120;
/** How far a finger may wander during the press before it counts as a scroll instead. */
export const TOUCH_TOLERANCE_PX = 8;
export const MOUSE_DISTANCE_PX = 5;
export const SCROLL_START_AT = 0.25;
export const SCROLL_MAX_AT = 0.05;
export const SCROLL_MAX_PX = 28;
export const DROP_MIN_MS = 330;
export const DROP_MAX_MS = 550;
/** The trip length at which the drop animation reaches its longest (react-beautiful-dnd's value). */
export const DROP_MAX_DISTANCE_PX = 1500;

/**
 * Pixels to scroll this step for a pointer `position` px inside a container `size` px long
 * (the same axis): negative towards the start, positive towards the end, 0 outside both edge zones.
 * Speed grows with the square of the depth into the zone, so a pointer resting near the zone's
 * start scrolls gently and one at the 5% line scrolls at the full 28 px.
 */
export function edgeScrollStep(position: number, size: number): number {
  if (size <= 0) return 0;
  const start = size * SCROLL_START_AT;
  const max = size * SCROLL_MAX_AT;
  const speed = (distance: number) => {
    if (distance >= start) return 0;
    if (distance <= max) return SCROLL_MAX_PX;
    const depth = (start - distance) / (start - max);
    return Math.max(1, Math.ceil(SCROLL_MAX_PX * depth * depth));
  };
  const towardsStart = speed(position);
  if (towardsStart) return -towardsStart;
  return speed(size - position);
}

/** Drop animation length for a trip of `distance` px, within the spec's 0.33–0.55 s. */
export function dropDuration(distance: number): number {
  const share = Math.min(Math.max(distance, 0) / DROP_MAX_DISTANCE_PX, 1);
  return Math.round(DROP_MIN_MS + (DROP_MAX_MS - DROP_MIN_MS) * share);
}
