import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import type { Meeting, Participation } from '@app/meetings-contract';
import { errorStatus } from '@app/shared/http';
import { haptic, openLink } from '@app/shared/telegram';
import { Button, ErrorScreen, Hint, LoadingScreen, Page, Toast } from '@app/shared/ui';
import { useMeeting } from '../api/get-meeting';
import { useParticipation } from '../api/get-participation';
import { AddToCalendar } from '../components/add-to-calendar';
import { formatMeetingTime } from '../components/format';
import { parseMeetingId } from '../components/meeting-id';
import { text } from '../text';

// qrcode.react loads with the ticket screen only, in its own chunk.
const TicketQr = lazy(() => import('../components/ticket-qr'));

/** Spec section 9: the 'Copied' toast stays 3.5 s. */
export const COPY_TOAST_MS = 3500;

const MeetingTitle = styled.h2`margin: 0; font-size: 20px;`;
const QrPlaceholder = styled.div`align-self: center; width: 252px; height: 252px; border-radius: 16px; background: #fff;`;
const LinkRow = styled.div`
  display: flex; align-items: center; gap: 8px; padding: 12px 16px; border-radius: ${({ theme }) => theme.radius.l};
  background: ${({ theme }) => theme.colors.sectionBg};
`;
const LinkTexts = styled.div`flex: 1; min-width: 0; display: flex; flex-direction: column;`;
const LinkLabel = styled.span`font-size: 13px; font-weight: 600; color: ${({ theme }) => theme.colors.sectionHeader};`;
const MeetingLink = styled.a`overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`;
const Cells = styled.dl`
  margin: 0; display: flex; flex-direction: column; border-radius: ${({ theme }) => theme.radius.l};
  background: ${({ theme }) => theme.colors.sectionBg}; overflow: hidden;
`;
const Cell = styled.div`
  padding: 12px 16px; display: flex; justify-content: space-between; gap: 12px;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.separator}; }
  dt { color: ${({ theme }) => theme.colors.hint}; }
  dd { margin: 0; font-weight: 600; text-align: right; overflow-wrap: anywhere; }
`;
const ToastTitle = styled.strong`display: block;`;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Cell>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </Cell>
  );
}

type Copy = 'copied' | 'failed' | null;

function TicketView({ meeting, participation }: { meeting: Meeting; participation: Participation }) {
  const [copy, setCopy] = useState<Copy>(null);
  const { status, meeting_link: link } = participation;
  const live = status === 'joined' || status === 'pending';

  const copyLink = async (url: string) => {
    haptic();
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <>
      <div>
        <MeetingTitle>{meeting.title}</MeetingTitle>
        <Hint>{formatMeetingTime(meeting)}</Hint>
      </div>
      {/* Only a joined ticket gets in: a pending or cancelled one shows its state instead of a code. */}
      {status === 'joined' && (
        <Suspense fallback={<QrPlaceholder role="status" aria-label={text.qrLabel} />}>
          <TicketQr token={participation.qr_token} />
        </Suspense>
      )}
      {status === 'joined' && <Hint style={{ textAlign: 'center' }}>{text.qrHint}</Hint>}
      {link && (
        <LinkRow>
          <LinkTexts>
            <LinkLabel>{text.meetingLink}</LinkLabel>
            <MeetingLink
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                event.preventDefault();
                haptic();
                openLink(link);
              }}
            >
              {link}
            </MeetingLink>
          </LinkTexts>
          <Button variant="secondary" onClick={() => void copyLink(link)}>
            {text.copyLink}
          </Button>
        </LinkRow>
      )}
      <Cells>
        <Row term={text.status}>{text.statusLabels[status === 'no-show' ? 'no_show' : status]}</Row>
        <Row term={text.firstName}>{participation.first_name}</Row>
        <Row term={text.lastName}>{participation.last_name}</Row>
        <Row term={text.email}>{participation.email || text.noValue}</Row>
      </Cells>
      {live && <AddToCalendar meeting={meeting} meetingLink={link} />}
      <Toast
        duration={COPY_TOAST_MS}
        tone={copy === 'failed' ? 'error' : 'info'}
        message={
          copy === 'copied' ? (
            <>
              <ToastTitle>{text.copied}</ToastTitle>
              {text.copiedHint}
            </>
          ) : copy === 'failed' ? (
            text.copyFailed
          ) : null
        }
        onClose={() => setCopy(null)}
      />
    </>
  );
}

/**
 * Spec section 8, ticket: no ticket for this meeting (404) 'Listok sa nenašiel.'; a meeting that
 * does not exist, or an id that cannot be one, 'Listok nenájdené.'; any other failure
 * 'Nepodarilo sa načítať stretnutie.' with a retry.
 */
function LoadedTicket({ id }: { id: number }) {
  const participation = useParticipation(id);
  const meeting = useMeeting(id);
  const failure = [meeting, participation].find((query) => query.data === undefined && !query.isPending);
  if (failure) {
    if (errorStatus(meeting.error) === 404) return <ErrorScreen title={text.ticketMissing} />;
    if (errorStatus(participation.error) === 404) return <ErrorScreen title={text.ticketNotFound} />;
    return (
      <ErrorScreen
        title={text.meetingLoadFailed}
        retryLabel={text.retry}
        onRetry={() => {
          if (meeting.data === undefined) void meeting.refetch();
          if (participation.data === undefined) void participation.refetch();
        }}
      />
    );
  }
  if (!meeting.data || !participation.data) return <LoadingScreen title={text.ticketLoading} />;
  return <TicketView meeting={meeting.data} participation={participation.data} />;
}

/** /meetings/{id}/ticket (spec section 2, Ticket); back to /meetings/{id}. */
export function TicketScreen() {
  const { id: rawId } = useParams();
  const id = parseMeetingId(rawId);
  return (
    <Page back={id === null ? '/meetings' : `/meetings/${id}`} title={text.ticketTitle}>
      {id === null ? <ErrorScreen title={text.ticketMissing} /> : <LoadedTicket id={id} />}
    </Page>
  );
}
