import { NavLink } from 'react-router';
import styled from 'styled-components';
import { pubText } from '../../text/publications';

const Nav = styled.nav`
  display: flex; gap: 8px; flex-wrap: wrap;
  a { padding: 6px 14px; border-radius: 999px; text-decoration: none; font-weight: 600; font-size: 14px;
      color: ${({ theme }) => theme.colors.link}; background: ${({ theme }) => theme.colors.sectionBg}; }
  a.active { color: ${({ theme }) => theme.colors.buttonText}; background: ${({ theme }) => theme.colors.button}; }
`;

/** The studio's areas: the course, publications, news. */
export function StudioNav() {
  return (
    <Nav aria-label="Štúdio">
      <NavLink to="/studio/course">{pubText.nav.course}</NavLink>
      <NavLink to="/studio/publications">{pubText.nav.publications}</NavLink>
      <NavLink to="/studio/news">{pubText.nav.news}</NavLink>
    </Nav>
  );
}
