import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { haptic } from '@app/shared/telegram';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'plain' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  loading?: boolean;
  block?: boolean;
  children: ReactNode;
}

const StyledButton = styled.button<{ $variant: Variant; $block: boolean }>`
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 44px; padding: 10px 18px; border: 0; border-radius: ${({ theme }) => theme.radius.m};
  font-weight: 600; cursor: pointer; width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition: opacity 0.15s, transform 0.1s;
  &:active:not(:disabled) { transform: scale(0.98); }
  &:disabled { cursor: default; }
  ${({ $variant, theme }) =>
    ({
      primary: css`background: ${theme.colors.button}; color: ${theme.colors.buttonText};`,
      secondary: css`background: ${theme.colors.secondaryBg}; color: ${theme.colors.link};`,
      plain: css`background: transparent; color: ${theme.colors.link};`,
      danger: css`background: ${theme.colors.secondaryBg}; color: ${theme.colors.destructive};`,
    })[$variant]}
  /* Inactive, not faded: a disabled button often carries information ('Výsledok - 80%', 'Lístky?
     Už len vo sne'), so it reads in the hint colour, which the theme keeps at 4.5:1 on every
     background. A loading button keeps its colours: its spinner says it is busy. */
  &:disabled:not([aria-busy='true']) {
    color: ${({ theme }) => theme.colors.hint};
    ${({ $variant, theme }) => ($variant === 'primary' ? css`background: ${theme.colors.secondaryBg};` : '')}
  }
`;

/** A button with medium haptic feedback and a loading state that keeps its width steady. */
export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    haptic();
    onClick?.(event);
  };
  return (
    <StyledButton
      type="button"
      {...rest}
      $variant={variant}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading && <Spinner size={18} />}
      {children}
    </StyledButton>
  );
}
