import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import Markdown, { type Components } from 'react-markdown';
import styled from 'styled-components';
import { openLink } from '@app/shared/telegram';
import { MarkdownImage } from './markdown-image';

/** Spec section 2: links only for these protocols; anything else renders as plain text. */
const LINK_PROTOCOL = /^(https?|ircs?|mailto|xmpp):/i;
const WEB_LINK = /^https?:/i;

function SafeLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!href || !LINK_PROTOCOL.test(href)) return <span>{children}</span>;
  // Inside Telegram a web page must open through the SDK (the in-app browser), not by navigating
  // the mini-app's webview. The element stays a real link; only the tap is taken over. mailto,
  // xmpp and irc links go to the system's handler as they are.
  const onClick = WEB_LINK.test(href)
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        openLink(href);
      }
    : undefined;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
    </a>
  );
}

const components: Components = {
  a: ({ href, children }) => <SafeLink href={href}>{children}</SafeLink>,
  img: ({ src, alt }) => <MarkdownImage src={src} alt={alt} />,
};

const Prose = styled.div`
  font-size: 17px; line-height: 1.6; overflow-wrap: anywhere;
  h1, h2, h3 { line-height: 1.3; margin: 1.2em 0 0.4em; }
  h1 { font-size: 22px; } h2 { font-size: 20px; } h3 { font-size: 18px; }
  p, ul, ol, blockquote { margin: 0 0 0.9em; }
  ul, ol { padding-left: 1.3em; }
  blockquote { padding-left: 12px; border-left: 3px solid ${({ theme }) => theme.colors.button}; color: ${({ theme }) => theme.colors.hint}; }
  code { padding: 1px 4px; border-radius: 4px; background: ${({ theme }) => theme.colors.secondaryBg}; }
  pre { overflow-x: auto; padding: 12px; border-radius: 8px; background: ${({ theme }) => theme.colors.secondaryBg}; }
  > :first-child { margin-top: 0; }
`;

/**
 * A text publication's markdown (spec section 2). Loaded lazily with the text view so the feed and
 * the media publications never download react-markdown. Raw HTML in the content is dropped.
 */
export default function MarkdownContent({ source }: { source: string }) {
  return (
    <Prose>
      <Markdown skipHtml components={components}>
        {source}
      </Markdown>
    </Prose>
  );
}
