import { useMemo, useRef } from 'react';
import { pointerWithin, type CollisionDetection, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';

const FORWARD = ['ArrowDown', 'ArrowRight'];
const BACKWARD = ['ArrowUp', 'ArrowLeft'];

/**
 * Keyboard dragging that steps from one target to the next in reading order (arrow keys), instead
 * of dnd-kit's default 25 px nudges: a gap or a row is one key press away, and the step does not
 * depend on layout, so it also works where nothing has a size (jsdom in tests).
 */
export function useKeyboardTargets(targets: () => readonly UniqueIdentifier[], fallback: CollisionDetection) {
  const current = useRef<UniqueIdentifier | null>(null);
  const targetsRef = useRef(targets);
  targetsRef.current = targets;

  return useMemo(() => {
    const coordinateGetter: KeyboardCoordinateGetter = (event, { active, currentCoordinates, context }) => {
      const forward = FORWARD.includes(event.code);
      if (!forward && !BACKWARD.includes(event.code)) return undefined;
      event.preventDefault();
      const ids = targetsRef.current();
      if (ids.length === 0) return undefined;
      const from = ids.indexOf(current.current ?? context.over?.id ?? active);
      // Wraps around: from the bank (last) the next target is the first gap.
      const index = from < 0 ? 0 : (from + (forward ? 1 : -1) + ids.length) % ids.length;
      current.current = ids[index]!;
      const rect = context.droppableRects.get(ids[index]!);
      const size = context.collisionRect;
      if (rect && size && (rect.width || rect.height)) {
        return { x: rect.left + (rect.width - size.width) / 2, y: rect.top + (rect.height - size.height) / 2 };
      }
      // No layout to aim at: still report a move so dnd-kit recomputes the target.
      return { x: currentCoordinates.x, y: currentCoordinates.y + (forward ? 1 : -1) };
    };
    const collisionDetection: CollisionDetection = (args) => {
      const id = current.current;
      if (id !== null && args.droppableContainers.some((container) => container.id === id)) return [{ id }];
      const within = pointerWithin(args);
      return within.length > 0 ? within : fallback(args);
    };
    return {
      coordinateGetter,
      collisionDetection,
      /** Call on drag start: a keyboard drag starts on its own place, a pointer drag uses the pointer. */
      begin: (keyboard: boolean, origin: UniqueIdentifier | null) => {
        current.current = keyboard ? origin : null;
      },
      end: () => {
        current.current = null;
      },
    };
  }, [fallback]);
}
