import { useRef } from 'react';
import type { CollisionDetection, DragEndEvent, DragStartEvent, UniqueIdentifier } from '@dnd-kit/core';
import { haptic } from '@app/shared/telegram';
import { accessibility } from './announcements';
import { useDropAnimation } from './drop-animation';
import { useEdgeAutoScroll } from './edge-auto-scroll';
import { useKeyboardTargets } from './keyboard-targets';
import { useDragSensors } from './sensors';

/** How long after a drag a tap is ignored: a keyboard drag ends on Space, which the button may still report as a click. */
const TAP_PAUSE_MS = 300;

/**
 * What both drag tasks do around a drag, whatever they move: the sensors and the keyboard's
 * targets (`targets`, in order; `fallback` decides between them for a pointer), a haptic tick at
 * the start, the auto-scroll at the screen's edges, the drop animation's timing, and the pause
 * after a drag in which taps are ignored. The task keeps its own state (what is active, selected).
 */
export function useDragSession(targets: () => readonly UniqueIdentifier[], fallback: CollisionDetection) {
  const tapsPausedUntil = useRef(0);
  const keyboard = useKeyboardTargets(targets, fallback);
  const sensors = useDragSensors(keyboard.coordinateGetter);
  const scroll = useEdgeAutoScroll();
  const drop = useDropAnimation();
  return {
    /** The DndContext's props both tasks share (dnd-kit's own auto-scroll is off: edge-auto-scroll.ts). */
    context: { sensors, accessibility, collisionDetection: keyboard.collisionDetection, autoScroll: false },
    dropAnimation: drop.animation,
    /** On drag start; `keyboardHome` is where a keyboard drag starts from (the item's own target). */
    start(event: DragStartEvent, keyboardHome: UniqueIdentifier) {
      haptic();
      keyboard.begin(event.activatorEvent instanceof KeyboardEvent, keyboardHome);
      scroll.start(event.activatorEvent);
    },
    /** On drag end (with its event, for the drop animation) or cancel. */
    finish(event?: DragEndEvent) {
      if (event) drop.measure(event);
      keyboard.end();
      scroll.stop();
      tapsPausedUntil.current = Date.now() + TAP_PAUSE_MS;
    },
    tapsPaused: () => Date.now() < tapsPausedUntil.current,
  };
}
