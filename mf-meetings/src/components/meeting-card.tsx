import { Link } from 'react-router';
import styled from 'styled-components';
import type { Meeting } from '@app/meetings-contract';
import { haptic } from '@app/shared/telegram';
import { Badge } from '@app/shared/ui';
import { ListCard } from '@app/shared/widgets';
import { text } from '../text';
import { formatCardStart, formatLabel } from './format';

const Footer = styled.div`display: flex; align-items: center; justify-content: space-between; gap: 8px; flex-wrap: wrap;`;
const Format = styled.span`font-size: 14px; color: ${({ theme }) => theme.colors.hint};`;
const Meta = styled.div`display: flex; align-items: center; gap: 8px; flex-wrap: wrap;`;

/** Below this many free seats the card says how many are left. */
const FEW_SEATS = 5;

/** What the card says about getting a seat: full, closed, a few left, or nothing (past or plenty). */
function availability(meeting: Meeting, past: boolean): { label: string; tone: 'danger' | 'neutral' | 'warning' } | null {
  if (meeting.is_cancelled) return { label: text.meetingCancelled, tone: 'danger' };
  if (past) return null;
  if (meeting.seats_left === 0) return { label: text.soldOut, tone: 'danger' };
  if (!meeting.is_joinable) return { label: text.registrationClosed, tone: 'neutral' };
  if (meeting.seats_left != null && meeting.seats_left < FEW_SEATS)
    return { label: text.fewSeats(meeting.seats_left), tone: 'warning' };
  return null;
}

const Action = styled(Link)<{ $past: boolean }>`
  display: inline-flex; align-items: center; min-height: 40px; padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.m}; font-weight: 600; text-decoration: none;
  background: ${({ theme, $past }) => ($past ? theme.colors.secondaryBg : theme.colors.button)};
  color: ${({ theme, $past }) => ($past ? theme.colors.hint : theme.colors.buttonText)};
`;

/**
 * A list card (spec section 2, Meetings): thumbnail, category titles, title, subdescription and a
 * button to /meetings/{id} labelled with the start time. A meeting that has begun keeps its
 * button but greyed, and says 'Skončené' to the screen reader. A full or closed one is greyed too
 * and says 'Vypredané' or that registration is closed; fewer than 5 free seats are counted.
 */
export function MeetingCard({ meeting, now, first = false }: { meeting: Meeting; now: number; first?: boolean }) {
  const to = `/meetings/${meeting.id}`;
  const past = Date.parse(meeting.start_time) < now;
  const seats = availability(meeting, past);
  const bookable = !past && meeting.is_joinable;
  return (
    <ListCard
      to={to}
      title={meeting.title}
      description={meeting.subdescription}
      categories={meeting.categories}
      thumbnailUrl={meeting.thumbnail_url}
      thumbnailVariants={meeting.thumbnail_variants}
      priority={first}
      placeholderIcon="🎭"
      placeholderLabel={text.noThumbnail}
    >
      <Footer>
        <Action
          to={to}
          onClick={haptic}
          $past={!bookable}
          aria-description={past ? text.pastMeeting : seats && seats.tone !== 'warning' ? seats.label : undefined}
        >
          {formatCardStart(meeting.start_time)}
        </Action>
        <Meta>
          {seats && <Badge $tone={seats.tone}>{seats.label}</Badge>}
          <Format>{formatLabel(meeting.format)}</Format>
        </Meta>
      </Footer>
    </ListCard>
  );
}
