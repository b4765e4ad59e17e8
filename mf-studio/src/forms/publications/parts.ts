import styled from 'styled-components';

export { Group, GroupTitle, SmallButton } from '../fields';

export const Hint = styled.p<{ $bad?: boolean }>`
  margin: 0; font-size: 14px;
  color: ${({ theme, $bad }) => ($bad ? theme.colors.destructive : theme.colors.hint)};
  font-weight: ${({ $bad }) => ($bad ? 600 : 400)};
`;
