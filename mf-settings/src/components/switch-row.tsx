import { useId } from 'react';
import styled from 'styled-components';
import { haptic } from '@app/shared/telegram';

const Row = styled.label<{ $disabled: boolean }>`
  display: flex; align-items: center; gap: 12px; padding: 12px 16px; min-height: 52px;
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  /* Off under its parent: the label reads in the hint colour (4.5:1), not faded to illegible. */
  color: ${({ $disabled, theme }) => ($disabled ? theme.colors.hint : 'inherit')};
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.separator}; }
`;

const Label = styled.span`flex: 1; font-weight: 500;`;

/** A native checkbox with role="switch": keyboard, screen readers and tests get it for free. */
const Input = styled.input`
  appearance: none; flex: none; position: relative; margin: 0; cursor: inherit;
  width: 48px; height: 28px; border-radius: 14px; transition: background 0.2s;
  background: ${({ theme }) => theme.colors.secondaryBg};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.separator};
  &::after {
    content: ''; position: absolute; top: 3px; left: 3px; width: 22px; height: 22px; border-radius: 50%;
    background: #fff; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3); transition: transform 0.2s;
  }
  &:checked { background: ${({ theme }) => theme.colors.button}; box-shadow: none; }
  &:checked::after { transform: translateX(20px); }
`;

export interface SwitchRowProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** One labelled toggle in a settings group. */
export function SwitchRow({ label, checked, disabled = false, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <Row htmlFor={id} $disabled={disabled}>
      <Label>{label}</Label>
      <Input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-checked={checked}
        onChange={(event) => {
          haptic();
          onChange(event.target.checked);
        }}
      />
    </Row>
  );
}
