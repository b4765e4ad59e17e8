import { useCallback, useEffect, useRef } from 'react';
import { edgeScrollStep } from './drag-tuning';

const clientY = (event: Event): number | null => {
  if ('touches' in event) return (event as TouchEvent).touches[0]?.clientY ?? null;
  if ('clientY' in event) return (event as MouseEvent).clientY;
  return null;
};

/**
 * Scrolls the page while a dragged tile is near the top or bottom edge, with the spec's curve
 * (edgeScrollStep). dnd-kit's own auto-scroll is linear and has no 28 px cap, so it is off and
 * this runs one step per animation frame instead.
 */
export function useEdgeAutoScroll() {
  const y = useRef<number | null>(null);
  const frame = useRef<number | null>(null);
  const cleanup = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    cleanup.current?.();
    cleanup.current = null;
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    y.current = null;
  }, []);

  const start = useCallback(
    (activator: Event | null) => {
      stop();
      if (!activator || activator instanceof KeyboardEvent) return;
      y.current = clientY(activator);
      const onMove = (event: Event) => {
        y.current = clientY(event) ?? y.current;
      };
      window.addEventListener('mousemove', onMove, { passive: true });
      window.addEventListener('touchmove', onMove, { passive: true });
      cleanup.current = () => {
        window.removeEventListener('mousemove', onMove);
        window.removeEventListener('touchmove', onMove);
      };
      const tick = () => {
        if (y.current !== null) {
          const step = edgeScrollStep(y.current, window.innerHeight);
          if (step !== 0) window.scrollBy(0, step);
        }
        frame.current = requestAnimationFrame(tick);
      };
      frame.current = requestAnimationFrame(tick);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { start, stop };
}
