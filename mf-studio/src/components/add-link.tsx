import { Link } from 'react-router';
import styled from 'styled-components';

/** A list's main action ('+ Pridať hovorcu') as a link to the new item's form: a button's 44 px, not a 22 px line of text. */
export const AddLink = styled(Link)`
  align-self: flex-start; display: inline-flex; align-items: center; min-height: 44px; box-sizing: border-box;
  padding: 10px 18px; border-radius: 12px; font-weight: 600; text-decoration: none;
  color: ${({ theme }) => theme.colors.buttonText}; background: ${({ theme }) => theme.colors.button};
`;
