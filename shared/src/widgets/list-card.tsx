import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { haptic } from '@app/shared/telegram';
import { Card, responsiveImage, type ImageSizes } from '@app/shared/ui';
import { CategoryBadges } from './category-badges';

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

/** The card spans the page's column: 16 px gutters, at most 640 px wide (the kernel's Page). */
export const LIST_CARD_SIZES = '(min-width: 640px) 608px, calc(100vw - 32px)';

export interface ListCardProps {
  /** Where the thumbnail and the title lead. */
  to: string;
  title: string;
  description: string;
  categories: readonly { id: number; title: string }[];
  thumbnailUrl: string | null;
  /** The thumbnail's sizes, when the server made them. */
  thumbnailVariants?: ImageSizes | null;
  /** The list's first card: its thumbnail is the screen's largest paint, fetched at once. */
  priority?: boolean;
  /** Drawn (large) in place of a missing thumbnail, with `placeholderLabel` as its tooltip. */
  placeholderIcon: string;
  placeholderLabel: string;
  /** The card's action row (a button to `to`, a format line...). */
  children: ReactNode;
}

/**
 * A list card (blog publications, meetings): thumbnail, category badges, title and description.
 * The article is named by its title; the thumbnail link is hidden from assistive tech (the title
 * link goes to the same place).
 */
export function ListCard({
  to,
  title,
  description,
  categories,
  thumbnailUrl,
  thumbnailVariants,
  priority = false,
  placeholderIcon,
  placeholderLabel,
  children,
}: ListCardProps) {
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      <Link to={to} onClick={haptic} tabIndex={-1} aria-hidden="true">
        {thumbnailUrl ? (
          <Thumbnail {...responsiveImage(thumbnailUrl, thumbnailVariants, { sizes: LIST_CARD_SIZES, priority })} alt="" />
        ) : (
          <NoThumbnail title={placeholderLabel}>{placeholderIcon}</NoThumbnail>
        )}
      </Link>
      <Body>
        <CategoryBadges categories={categories} />
        <Heading id={titleId}>
          <Link to={to} onClick={haptic}>
            {title}
          </Link>
        </Heading>
        <Description>{description}</Description>
        {children}
      </Body>
    </Article>
  );
}
