import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { Publication, PublicationReaction } from '@app/blog-contract';
import { haptic, share, shareableUrl } from '@app/shared/telegram';
import { Toast, VisuallyHidden } from '@app/shared/ui';
import { useReactToPublication } from '../api/react-publication';
import { nextReaction } from '../api/reactions';
import { useStarPublication } from '../api/star-publication';
import { text } from '../text';
import { DislikeIcon, LikeIcon, ShareIcon, StarIcon } from './icons';

export const ACTION_BAR_HEIGHT = 64;

const Bar = styled.div`
  position: fixed; left: 0; right: 0; bottom: 0; z-index: 50;
  padding: 8px 16px calc(8px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.sectionBg};
  border-top: 1px solid ${({ theme }) => theme.colors.separator};
`;

const Inner = styled.div`
  max-width: 608px; margin: 0 auto; display: flex; justify-content: space-between; gap: 8px;
`;

const Action = styled.button<{ $active?: boolean }>`
  flex: 1; display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-height: 48px;
  border: 0; border-radius: ${({ theme }) => theme.radius.m}; cursor: pointer; font-weight: 600;
  background: ${({ $active, theme }) => ($active ? theme.colors.secondaryBg : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.accent : theme.colors.text)};
`;

const Count = styled.span`font-variant-numeric: tabular-nums;`;

/**
 * The bottom bar of a publication (spec section 2): star, like, dislike, share. Star and reaction
 * update at once and revert if the server refuses (spec section 4).
 */
export function ActionBar({ publication }: { publication: Publication }) {
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  const onFailure = useCallback(() => setFailed(true), []);
  const star = useStarPublication(publication.id, onFailure);
  const react = useReactToPublication(publication.id, onFailure);

  const tapReaction = (tapped: PublicationReaction) => {
    haptic();
    react.mutate(nextReaction(publication.reaction, tapped));
  };

  return (
    <>
      <Bar role="toolbar" aria-label={text.actionsLabel}>
        <Inner>
          <Action
            type="button"
            aria-label={text.star}
            aria-pressed={publication.starred}
            $active={publication.starred}
            onClick={() => {
              haptic();
              star.mutate(!publication.starred);
            }}
          >
            <StarIcon filled={publication.starred} />
          </Action>
          <Action
            type="button"
            aria-pressed={publication.reaction === 'like'}
            $active={publication.reaction === 'like'}
            onClick={() => tapReaction('like')}
          >
            {/* The name is the word and the visible count ('Páči sa mi 12'), so it contains what is shown. */}
            <VisuallyHidden>{text.like}</VisuallyHidden>
            <LikeIcon filled={publication.reaction === 'like'} />
            <Count>{publication.like_count}</Count>
          </Action>
          <Action
            type="button"
            aria-pressed={publication.reaction === 'dislike'}
            $active={publication.reaction === 'dislike'}
            onClick={() => tapReaction('dislike')}
          >
            {/* The name is the word and the visible count ('Páči sa mi 12'), so it contains what is shown. */}
            <VisuallyHidden>{text.dislike}</VisuallyHidden>
            <DislikeIcon filled={publication.reaction === 'dislike'} />
            <Count>{publication.dislike_count}</Count>
          </Action>
          <Action
            type="button"
            aria-label={text.share}
            onClick={() => {
              haptic();
              // The t.me link opens this publication inside Telegram when the build knows the app's link.
              void share(shareableUrl(`/blog/${publication.id}`), text.shareText).then((result) =>
                setCopied(result === 'copied'),
              );
            }}
          >
            <ShareIcon />
          </Action>
        </Inner>
      </Bar>
      <Toast
        tone="error"
        message={failed ? text.saveFailed : null}
        onClose={() => setFailed(false)}
        bottomOffset={ACTION_BAR_HEIGHT}
      />
      <Toast message={copied ? text.linkCopied : null} onClose={() => setCopied(false)} bottomOffset={ACTION_BAR_HEIGHT} />
    </>
  );
}
