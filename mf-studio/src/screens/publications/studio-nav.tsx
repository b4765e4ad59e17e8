import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { authorsText } from '../../text/authors';
import { pubText } from '../../text/publications';

const Nav = styled.nav`
  display: flex; gap: 8px; flex-wrap: wrap;
  a { padding: 6px 14px; border-radius: 999px; text-decoration: none; font-weight: 600; font-size: 14px;
      color: ${({ theme }) => theme.colors.link}; background: ${({ theme }) => theme.colors.sectionBg}; }
  a[aria-current='page'] { color: ${({ theme }) => theme.colors.buttonText}; background: ${({ theme }) => theme.colors.button}; }
`;

/** The studio's areas: the course, publications, news, the blog's authors. */
export function StudioNav() {
  const { pathname } = useLocation();
  // Link, not NavLink: the page's shared react-router copy carries only the exports apps use.
  const item = (to: string, label: string) => (
    <Link to={to} aria-current={pathname === to || pathname.startsWith(`${to}/`) ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <Nav aria-label="Štúdio">
      {item('/studio/course', pubText.nav.course)}
      {item('/studio/publications', pubText.nav.publications)}
      {item('/studio/news', pubText.nav.news)}
      {item('/studio/authors', authorsText.nav)}
    </Nav>
  );
}
