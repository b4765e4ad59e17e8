import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'accent';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex; align-items: center; padding: 2px 10px; border-radius: 999px;
  font-size: 13px; font-weight: 600; white-space: nowrap;
  color: ${({ theme, $tone = 'neutral' }) =>
    ({
      neutral: theme.colors.hint,
      success: theme.colors.success,
      warning: theme.colors.warning,
      danger: theme.colors.destructive,
      accent: theme.colors.accent,
    })[$tone]};
  background: color-mix(in srgb, currentColor 14%, transparent);
`;
