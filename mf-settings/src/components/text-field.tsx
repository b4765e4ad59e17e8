import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Input = styled.input`
  flex: 1; min-width: 0; width: 100%; min-height: 44px; padding: 10px 12px;
  border: 1px solid transparent; border-radius: ${({ theme }) => theme.radius.m};
  background: ${({ theme }) => theme.colors.sectionBg};
  &::placeholder { color: ${({ theme }) => theme.colors.hint}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.destructive}; }
`;

const Wrap = styled.div`display: flex; flex-direction: column; gap: 6px;`;
const Label = styled.label`font-size: 14px; font-weight: 600; color: ${({ theme }) => theme.colors.sectionHeader};`;

/** A label above its control; the control carries the id the label points to. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </Wrap>
  );
}
