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
const Reason = styled.p`margin: 0; font-size: 14px; color: ${({ theme }) => theme.colors.destructive};`;

export interface FieldProps {
  id: string;
  label: string;
  /** Why the value was refused, under the control; the control points at it (aria-describedby). */
  error?: { id: string; message: string };
  children: ReactNode;
}

/** A label above its control; the control carries the id the label points to. */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && <Reason id={error.id}>{error.message}</Reason>}
    </Wrap>
  );
}
