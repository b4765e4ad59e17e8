import styled from 'styled-components';
import { toneColor, type ResultTone } from './result-tone';

/**
 * A phrase or answer tile: a 44 px tall tap target, no text selection or iOS callout on a long
 * press (that press is how a touch drag starts), and a lifted look while selected or dragged.
 */
export const Tile = styled.button<{ $tone?: ResultTone; $selected?: boolean; $ghost?: boolean; $overlay?: boolean }>`
  display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-height: 44px; padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius.m}; font-weight: 600; text-align: center; cursor: grab;
  user-select: none; -webkit-user-select: none; -webkit-touch-callout: none; touch-action: manipulation;
  border-width: 2px; border-style: solid;
  border-color: ${({ theme, $tone = 'none', $selected }) => ($selected ? theme.colors.button : $tone === 'none' ? 'transparent' : toneColor(theme, $tone))};
  background: ${({ theme, $tone = 'none' }) => ($tone === 'none' ? theme.colors.secondaryBg : `color-mix(in srgb, ${toneColor(theme, $tone)} 14%, ${theme.colors.bg})`)};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ $overlay, $selected }) => ($overlay ? '0 8px 24px rgba(0, 0, 0, 0.25)' : $selected ? '0 0 0 3px color-mix(in srgb, currentColor 12%, transparent)' : 'none')};
  opacity: ${({ $ghost }) => ($ghost ? 0.4 : 1)};
  &:disabled { cursor: default; }
`;
