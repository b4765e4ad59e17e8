import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useBackLink, useReadyOnFirstPaint } from '@app/shared/telegram';
import { InsideMain } from './landmark';

const Main = styled.main<{ $wide?: boolean }>`
  max-width: ${({ $wide }) => ($wide ? 1200 : 640)}px; margin: 0 auto; min-height: 100vh;
  padding: 16px 16px calc(24px + env(safe-area-inset-bottom));
  display: flex; flex-direction: column; gap: 16px;
`;

const Header = styled.header`
  display: flex; align-items: center; gap: 8px;
`;

const Heading = styled.h1`
  margin: 0; font-size: 24px; font-weight: 800; flex: 1;
`;

const BackLink = styled(Link)`
  display: inline-flex; width: 36px; height: 36px; align-items: center; justify-content: center;
  border-radius: 50%; text-decoration: none; font-size: 22px;
  background: ${({ theme }) => theme.colors.sectionBg}; color: ${({ theme }) => theme.colors.link};
`;

export interface PageProps {
  title?: ReactNode;
  /** Back target per spec section 2; null for screens without back (home). */
  back: string | null;
  /** Rendered right of the title (avatar, actions). */
  aside?: ReactNode;
  children: ReactNode;
  /** Use a desktop window's width (editors' forms); a phone sees no difference. */
  wide?: boolean;
}

/**
 * A screen: header with title, the Telegram back button wired to `back`, and the content column.
 * The first Page on screen tells Telegram the app is ready (telegram/ready.ts).
 */
export function Page({ title, back, aside, children, wide }: PageProps) {
  const backLink = useBackLink(back);
  useReadyOnFirstPaint();
  return (
    <Main $wide={wide}>
      {(title || aside || backLink) && (
        <Header>
          {backLink && (
            <BackLink to={backLink} aria-label="Späť">
              ‹
            </BackLink>
          )}
          {title && <Heading>{title}</Heading>}
          {aside}
        </Header>
      )}
      <InsideMain.Provider value>{children}</InsideMain.Provider>
    </Main>
  );
}
