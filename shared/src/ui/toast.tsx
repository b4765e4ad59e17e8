import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

/** Spec section 9: toasts close by themselves after 4000 ms unless told otherwise. */
export const TOAST_DURATION_MS = 4000;

const Box = styled.div<{ $tone: 'info' | 'error'; $bottomOffset: number }>`
  position: fixed; left: 16px; right: 16px; z-index: 200;
  bottom: calc(24px + ${({ $bottomOffset }) => $bottomOffset}px + env(safe-area-inset-bottom));
  max-width: 608px; margin: 0 auto; padding: 12px 16px; border-radius: ${({ theme }) => theme.radius.m};
  background: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.destructive : 'rgba(30, 30, 30, 0.92)')};
  color: #fff; box-shadow: 0 6px 24px rgba(0, 0, 0, 0.2);
`;

export interface ToastProps {
  message: ReactNode | null;
  onClose: () => void;
  tone?: 'info' | 'error';
  duration?: number;
  /** Extra distance (px) from the bottom edge, to stay clear of a fixed bottom bar. */
  bottomOffset?: number;
}

/** A transient message; render with message null to hide it. */
export function Toast({ message, onClose, tone = 'info', duration = TOAST_DURATION_MS, bottomOffset = 0 }: ToastProps) {
  // The timer runs from when the message appears: a caller passing a new onClose on every
  // render (an inline arrow) must not restart it, so the latest onClose is read from a ref.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => onCloseRef.current(), duration);
    return () => clearTimeout(timer);
  }, [message, duration]);
  if (message === null) return null;
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone} $bottomOffset={bottomOffset}>
      {message}
    </Box>
  );
}
