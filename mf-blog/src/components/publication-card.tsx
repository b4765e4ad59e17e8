import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PublicationSummary } from '@app/shared/contract';
import { haptic } from '@app/shared/telegram';
import { Card, CategoryBadges } from '@app/shared/ui';
import { text } from '../text';

const Article = styled(Card).attrs({ as: 'article' })`
  padding: 0; overflow: hidden; gap: 0;
`;

const Thumbnail = styled.img`
  display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover;
  background: ${({ theme }) => theme.colors.secondaryBg};
`;

const NoThumbnail = styled.div`
  width: 100%; aspect-ratio: 16 / 9; display: flex; align-items: center; justify-content: center;
  font-size: 40px; color: ${({ theme }) => theme.colors.hint};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.secondaryBg}, ${({ theme }) => theme.colors.sectionBg});
`;

const Body = styled.div`padding: 12px 16px 16px; display: flex; flex-direction: column; gap: 8px;`;
const Heading = styled.h2`
  margin: 0; font-size: 18px; line-height: 1.3;
  a { color: inherit; text-decoration: none; }
`;
const Description = styled.p`margin: 0; color: ${({ theme }) => theme.colors.hint}; font-size: 15px;`;

const Action = styled(Link)`
  align-self: flex-start; display: inline-flex; align-items: center; min-height: 40px; padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.m}; font-weight: 600; text-decoration: none;
  background: ${({ theme }) => theme.colors.button}; color: ${({ theme }) => theme.colors.buttonText};
`;

const TYPE_ICON = { text: '📄', audio: '🎧', video: '🎬' } as const;

/** A feed card (spec section 2, Blog): thumbnail, categories, title, description and the action, all to /blog/{id}. */
export function PublicationCard({ publication }: { publication: PublicationSummary }) {
  const titleId = useId();
  const to = `/blog/${publication.id}`;
  const action = publication.type === 'text' ? text.read : text.play(publication.duration);
  return (
    <Article aria-labelledby={titleId}>
      <Link to={to} onClick={haptic} tabIndex={-1} aria-hidden="true">
        {publication.thumbnail_url ? (
          <Thumbnail src={publication.thumbnail_url} alt="" loading="lazy" />
        ) : (
          <NoThumbnail title={text.noThumbnail}>{TYPE_ICON[publication.type]}</NoThumbnail>
        )}
      </Link>
      <Body>
        <CategoryBadges categories={publication.categories} />
        <Heading id={titleId}>
          <Link to={to} onClick={haptic}>
            {publication.title}
          </Link>
        </Heading>
        <Description>{publication.description}</Description>
        <Action to={to} onClick={haptic}>
          {action}
        </Action>
      </Body>
    </Article>
  );
}
