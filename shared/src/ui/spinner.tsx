import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ size?: number }>`
  display: inline-block; width: ${({ size = 24 }) => size}px; height: ${({ size = 24 }) => size}px;
  border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
