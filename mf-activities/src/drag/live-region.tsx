import { useCallback, useState } from 'react';

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A polite live region for what tapping does (dnd-kit announces only its own drags). */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => setMessage((current) => (current === next ? `${next}\u00a0` : next)), []);
  const region = (
    <div role="status" aria-live="polite" aria-atomic="true" style={hidden}>
      {message}
    </div>
  );
  return { announce, region };
}
