import styled from 'styled-components';

/**
 * Text for screen readers only. Where a control shows a count or an icon, its name is written out
 * here beside what is visible, so the accessible name contains the visible text (WCAG 2.5.3): a
 * voice user says what they see.
 */
export const VisuallyHidden = styled.span`
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
`;
