import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The studio's file picker: a button-like label around a hidden native input, so the phone's own
 * picker opens but no 'Choose File / No file chosen' in the browser's language shows. At least
 * 44 px high (a main action of its card); the keyboard focus shows on the label.
 */
const Picker = styled.label<{ $busy: boolean }>`
  position: relative; align-self: flex-start; display: inline-flex; align-items: center; gap: 8px;
  min-height: 44px; box-sizing: border-box; padding: 10px 16px; border-radius: 10px;
  font-size: 15px; font-weight: 600; cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};
  border: 1px solid ${({ theme }) => theme.colors.separator}; background: ${({ theme }) => theme.colors.sectionBg};
  color: ${({ theme }) => theme.colors.link};
  input { position: absolute; inset: 0; width: 100%; height: 100%; opacity: 0; cursor: inherit; }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.link}; outline-offset: 2px; }
`;

export function FilePicker({
  label,
  accept,
  busy = false,
  ariaLabel,
  onPick,
}: {
  /** What the button says ('Nahrať fotku'; 'Nahrávam...' while busy). */
  label: string;
  accept: string;
  busy?: boolean;
  /** A fuller name for screen readers when several pickers share a label. */
  ariaLabel?: string;
  onPick: (file: File) => void;
}) {
  return (
    <Picker $busy={busy}>
      {label}
      <input
        type="file"
        accept={accept}
        disabled={busy}
        aria-label={ariaLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so the same file picked again (after a failed upload) fires again.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </Picker>
  );
}

const Check = styled.label`
  display: flex; align-items: center; gap: 12px; min-height: 44px; font-size: 15px; cursor: pointer;
  input { width: 24px; height: 24px; margin: 0; flex: none; accent-color: ${({ theme }) => theme.colors.button}; }
`;

/** A checkbox with its words beside it, 24 × 24 px in a 44 px row (the native 13 px box is too small to hit). */
export function CheckField({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Check>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{children}</span>
    </Check>
  );
}
