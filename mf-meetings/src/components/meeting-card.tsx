import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Meeting } from '@app/shared/contract';
import { haptic } from '@app/shared/telegram';
import { Card, CategoryBadges } from '@app/shared/ui';
import { text } from '../text';
import { formatCardStart, formatLabel } from './format';

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
const Footer = styled.div`display: flex; align-items: center; justify-content: space-between; gap: 8px; flex-wrap: wrap;`;
const Format = styled.span`font-size: 14px; color: ${({ theme }) => theme.colors.hint};`;

const Action = styled(Link)<{ $past: boolean }>`
  display: inline-flex; align-items: center; min-height: 40px; padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.m}; font-weight: 600; text-decoration: none;
  background: ${({ theme, $past }) => ($past ? theme.colors.secondaryBg : theme.colors.button)};
  color: ${({ theme, $past }) => ($past ? theme.colors.hint : theme.colors.buttonText)};
`;

/**
 * A list card (spec section 2, Meetings): thumbnail, category titles, title, subdescription and a
 * button to /meetings/{id} labelled with the start time. A meeting that has begun keeps its
 * button but greyed, and says 'Skončené' to the screen reader.
 */
export function MeetingCard({ meeting, now }: { meeting: Meeting; now: number }) {
  const titleId = useId();
  const to = `/meetings/${meeting.id}`;
  const past = Date.parse(meeting.start_time) < now;
  return (
    <Article aria-labelledby={titleId}>
      <Link to={to} onClick={haptic} tabIndex={-1} aria-hidden="true">
        {meeting.thumbnail_url ? (
          <Thumbnail src={meeting.thumbnail_url} alt="" loading="lazy" />
        ) : (
          <NoThumbnail title={text.noThumbnail}>🎭</NoThumbnail>
        )}
      </Link>
      <Body>
        <CategoryBadges categories={meeting.categories} />
        <Heading id={titleId}>
          <Link to={to} onClick={haptic}>
            {meeting.title}
          </Link>
        </Heading>
        <Description>{meeting.subdescription}</Description>
        <Footer>
          <Action to={to} onClick={haptic} $past={past} aria-description={past ? text.pastMeeting : undefined}>
            {formatCardStart(meeting.start_time)}
          </Action>
          <Format>{formatLabel(meeting.format)}</Format>
        </Footer>
      </Body>
    </Article>
  );
}
