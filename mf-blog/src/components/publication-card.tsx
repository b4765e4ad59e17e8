import { Link } from 'react-router';
import styled from 'styled-components';
import type { PublicationSummary } from '@app/blog-contract';
import { haptic } from '@app/shared/telegram';
import { ListCard } from '@app/shared/widgets';
import { text } from '../text';

const Action = styled(Link)`
  align-self: flex-start; display: inline-flex; align-items: center; min-height: 40px; padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.m}; font-weight: 600; text-decoration: none;
  background: ${({ theme }) => theme.colors.button}; color: ${({ theme }) => theme.colors.buttonText};
`;

const TYPE_ICON = { text: '📄', audio: '🎧', video: '🎬' } as const;

/** A feed card (spec section 2, Blog): thumbnail, categories, title, description and the action, all to /blog/{id}. */
export function PublicationCard({ publication, first = false }: { publication: PublicationSummary; first?: boolean }) {
  const to = `/blog/${publication.id}`;
  const action = publication.type === 'text' ? text.read : text.play(publication.duration);
  return (
    <ListCard
      to={to}
      title={publication.title}
      description={publication.description}
      categories={publication.categories}
      thumbnailUrl={publication.thumbnail_url}
      thumbnailVariants={publication.thumbnail_variants}
      priority={first}
      placeholderIcon={TYPE_ICON[publication.type]}
      placeholderLabel={text.noThumbnail}
    >
      <Action to={to} onClick={haptic}>
        {action}
      </Action>
    </ListCard>
  );
}
