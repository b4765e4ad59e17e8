import { useId } from 'react';
import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import type { NewsItem } from '@app/news-contract';
import { haptic } from '@app/shared/telegram';
import { Badge, responsiveImage } from '@app/shared/ui';
import { useNews } from './get-news';
import { useNewsTargets } from '../registrations/use-registrations';
import { newsTarget } from './news-target';
import { newsText } from './news-text';
import { NEWS_IMAGE_SIZES } from './news-image';

const Scroller = styled.ul`
  display: flex; gap: 12px; margin: 0 -16px; padding: 0 16px 4px; list-style: none;
  overflow-x: auto; scroll-snap-type: x mandatory; scroll-padding: 0 16px; scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  > li { flex: none; width: min(78vw, 280px); scroll-snap-align: start; display: flex; }
`;

const CardBox = styled.article`
  flex: 1; display: flex; flex-direction: column; overflow: hidden; min-height: 100%;
  border-radius: ${({ theme }) => theme.radius.l}; background: ${({ theme }) => theme.colors.sectionBg};
  color: ${({ theme }) => theme.colors.text};
`;

const CardLink = styled(Link)`flex: 1; display: flex; text-decoration: none; color: inherit;`;

const Thumbnail = styled.img`display: block; width: 100%; aspect-ratio: 2 / 1; object-fit: cover;`;

const NoThumbnail = styled.div`
  width: 100%; aspect-ratio: 2 / 1;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.button}, ${({ theme }) => theme.colors.accent});
  opacity: 0.35;
`;

const Body = styled.div`padding: 10px 12px 12px; display: flex; flex-direction: column; gap: 6px; align-items: flex-start;`;
const Heading = styled.h2`margin: 0; font-size: 16px; line-height: 1.3;`;
const Chip = styled(Badge)`order: -1;`;
const Description = styled.p`
  margin: 0; font-size: 14px; color: ${({ theme }) => theme.colors.hint};
  display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden;
`;

const shimmer = keyframes`from { opacity: 0.45; } to { opacity: 0.9; }`;
const Skeleton = styled(CardBox)`
  min-height: 220px; animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  background: ${({ theme }) => theme.colors.sectionBg};
`;

function NewsCard({ item, first, targets }: { item: NewsItem; first: boolean; targets: Readonly<Record<string, string>> }) {
  const to = newsTarget(item, targets);
  const ids = useId();
  const titleId = `${ids}-title`;
  // A link's card is a plain box: the link is then named by everything it shows (chip, title,
  // description), as voice control needs; aria-labelledby naming it by the title alone left the
  // visible chip and description out (Chromium computes no name from an <article> inside a link).
  const card = (
    <CardBox as={to ? 'div' : undefined} aria-labelledby={to ? undefined : titleId}>
      {item.thumbnail_file ? (
        // The first card's image is home's largest paint: fetched at once and first (early-start.js
        // preloads the same srcset and sizes, so the preload is the image); the others wait until scrolled near.
        <Thumbnail
          {...responsiveImage(item.thumbnail_file.file_url, item.thumbnail_file.variants, {
            sizes: NEWS_IMAGE_SIZES,
            priority: first,
          })}
          alt=""
        />
      ) : (
        <NoThumbnail data-placeholder />
      )}
      <Body>
        {/* The title first in reading order (a link's name starts with it), the chip drawn above it. */}
        <Heading id={titleId}>{item.title}</Heading>
        {item.chip_tag && <Chip $tone="accent">{item.chip_tag}</Chip>}
        <Description>{item.description}</Description>
      </Body>
    </CardBox>
  );
  // Spec section 2: only an item with instant_redirect is a link.
  return to ? (
    <CardLink to={to} onClick={haptic}>
      {card}
    </CardLink>
  ) : (
    card
  );
}

/**
 * The home news scroller (spec section 2, Home): two placeholder cards until the news arrive.
 * Spec section 8: a failed load is only logged (by the http client), so the scroller just stays away.
 */
export function NewsFeed() {
  const { data, isPending } = useNews();
  const targets = useNewsTargets();
  if (isPending) {
    return (
      <section aria-label={newsText.sectionLabel} aria-busy="true">
        {/* The status around the list: a list may not take the status role itself. */}
        <div role="status" aria-label={newsText.loading}>
          <Scroller>
            <li aria-hidden="true">
              <Skeleton />
            </li>
            <li aria-hidden="true">
              <Skeleton />
            </li>
          </Scroller>
        </div>
      </section>
    );
  }
  if (!data?.length) return null;
  return (
    <section aria-label={newsText.sectionLabel}>
      <Scroller>
        {data.map((item, index) => (
          <li key={item.id}>
            <NewsCard item={item} first={index === 0} targets={targets} />
          </li>
        ))}
      </Scroller>
    </section>
  );
}
