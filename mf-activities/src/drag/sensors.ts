import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { MOUSE_DISTANCE_PX, TOUCH_PRESS_MS, TOUCH_TOLERANCE_PX } from './drag-tuning';

/**
 * Mouse and touch instead of pointer events: a finger that moves before the 120 ms press is
 * over scrolls the page as usual (a pointer sensor would need touch-action: none on every tile).
 * The keyboard picks up with Space only: Enter stays the tile's own click, which selects it for
 * the tap-then-target way of answering.
 */
export function useDragSensors(coordinateGetter: KeyboardCoordinateGetter) {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_PRESS_MS, tolerance: TOUCH_TOLERANCE_PX } }),
    useSensor(KeyboardSensor, {
      coordinateGetter,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
}
