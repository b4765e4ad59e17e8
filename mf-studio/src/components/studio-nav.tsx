import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { authorsText } from '../text/authors';
import { meetingsText } from '../text/meetings';
import { pubText } from '../text/publications';
import { speakersText } from '../text/speakers';

const Nav = styled.nav`
  display: flex; gap: 8px; flex-wrap: wrap;
  a { display: inline-flex; align-items: center; min-height: 40px; box-sizing: border-box; padding: 8px 16px;
      border-radius: 999px; text-decoration: none; font-weight: 600; font-size: 15px;
      color: ${({ theme }) => theme.colors.link}; background: ${({ theme }) => theme.colors.sectionBg}; }
  a[aria-current='page'] { color: ${({ theme }) => theme.colors.buttonText}; background: ${({ theme }) => theme.colors.button}; }
`;

/** Every part of the studio, one tap from any studio screen: the course, publications, news, meetings, speakers, the blog's authors. */
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
      {item('/studio/meetings', meetingsText.title)}
      {item('/studio/speakers', speakersText.title)}
      {item('/studio/authors', authorsText.nav)}
    </Nav>
  );
}
