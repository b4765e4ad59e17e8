import { Link } from 'react-router';
import styled from 'styled-components';
import type { Meeting } from '@app/shared/contract';
import { haptic } from '@app/shared/telegram';
import { ListCard } from '@app/shared/widgets';
import { text } from '../text';
import { formatCardStart, formatLabel } from './format';

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
  const to = `/meetings/${meeting.id}`;
  const past = Date.parse(meeting.start_time) < now;
  return (
    <ListCard
      to={to}
      title={meeting.title}
      description={meeting.subdescription}
      categories={meeting.categories}
      thumbnailUrl={meeting.thumbnail_url}
      placeholderIcon="🎭"
      placeholderLabel={text.noThumbnail}
    >
      <Footer>
        <Action to={to} onClick={haptic} $past={past} aria-description={past ? text.pastMeeting : undefined}>
          {formatCardStart(meeting.start_time)}
        </Action>
        <Format>{formatLabel(meeting.format)}</Format>
      </Footer>
    </ListCard>
  );
}
