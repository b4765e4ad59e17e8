import { useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useBackButtonClaim } from '@app/shared/telegram';

const rise = keyframes`from { transform: translateY(100%); } to { transform: none; }`;

const Backdrop = styled.div`
  position: fixed; inset: 0; z-index: 100; background: rgba(0, 0, 0, 0.45);
  display: flex; align-items: flex-end; justify-content: center;
`;

const Sheet = styled.div`
  width: 100%; max-width: 640px; max-height: 90vh; overflow: auto;
  background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
  border-radius: 20px 20px 0 0; padding: 20px 16px calc(20px + env(safe-area-inset-bottom));
  display: flex; flex-direction: column; gap: 12px; animation: ${rise} 0.25s ease-out;
`;

const Heading = styled.h2`margin: 0; font-size: 20px; text-align: center;`;

export interface BottomSheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog sliding from the bottom; Escape, a tap on the backdrop or Telegram's back button closes it. */
export function BottomSheet({ open, title, onClose, children }: BottomSheetProps) {
  const titleId = useId();
  // The back button closes the sheet first; the screen stays (and what was typed on it).
  useBackButtonClaim(open, onClose);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return createPortal(
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Sheet role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Heading id={titleId}>{title}</Heading>
        {children}
      </Sheet>
    </Backdrop>,
    document.body,
  );
}
