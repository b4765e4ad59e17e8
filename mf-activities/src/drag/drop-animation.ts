import { useState } from 'react';
import { defaultDropAnimationSideEffects, type DragEndEvent, type DropAnimation } from '@dnd-kit/core';
import { dropDuration } from './drag-tuning';

const center = (rect: { left: number; top: number; width: number; height: number }) => ({
  x: rect.left + rect.width / 2,
  y: rect.top + rect.height / 2,
});

/**
 * The drop animation's length follows the trip the tile still has to make (spec: 0.33–0.55 s):
 * to its target when dropped on one, back home when not. Set on drag end, before dnd-kit renders
 * the drop (its state updates and ours are batched).
 */
export function useDropAnimation() {
  const [duration, setDuration] = useState(dropDuration(0));
  const animation: DropAnimation = {
    duration,
    easing: 'cubic-bezier(0.2, 1, 0.1, 1)',
    sideEffects: defaultDropAnimationSideEffects({ styles: { active: { opacity: '0.4' } } }),
  };
  const measure = (event: Pick<DragEndEvent, 'active' | 'over' | 'delta'>) => {
    const from = event.active.rect.current.translated;
    const distance =
      from && event.over
        ? Math.hypot(center(from).x - center(event.over.rect).x, center(from).y - center(event.over.rect).y)
        : Math.hypot(event.delta.x, event.delta.y);
    setDuration(dropDuration(distance));
  };
  return { animation, measure };
}
