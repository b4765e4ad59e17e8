import styled from 'styled-components';

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.sectionBg};
  border-radius: ${({ theme }) => theme.radius.l};
  padding: 16px;
  display: flex; flex-direction: column; gap: 8px;
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: flex; flex-direction: column; gap: ${({ $gap = 12 }) => $gap}px;
`;

export const Hint = styled.p`
  margin: 0; color: ${({ theme }) => theme.colors.hint}; font-size: 14px;
`;

export const Title = styled.h2`
  margin: 0; font-size: 18px; font-weight: 700;
`;
