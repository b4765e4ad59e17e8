import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import type { CheckInResult, StaffMeetingDetail } from '@app/staff-contract';
import { hapticNotify, isQrScannerAvailable, openQrScanner } from '@app/shared/telegram';
import { Badge, Button, Card, EmptyState, Hint, ListGroup, Page, QueryView, Title } from '@app/shared/ui';
import { useCheckIn, useStaffMeeting, useUndoCheckIn } from '../api/meetings';
import { CheckInResultCard } from '../components/check-in-result';
import { StaffGate } from '../components/staff-gate';
import { clockTime, dateTime, personName } from '../components/time';
import { text } from '../text';

const t = text.meetings;
const Row = styled.li`
  display: flex; align-items: center; gap: 12px; padding: 10px 16px; min-height: 52px;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.separator}; }
  > div { flex: 1; display: flex; flex-direction: column; gap: 2px; }
`;
const Rows = styled.ul`list-style: none; margin: 0; padding: 0;`;
const Problem = styled.p`margin: 0; color: ${({ theme }) => theme.colors.destructive};`;

/** /staff/meetings/:id: counts, 'Skenovať vstupenky', the door's last answer and the participants; a cancelled meeting's door shut. */
export function StaffMeetingScreen() {
  return <StaffGate need="organiser">{() => <Meeting />}</StaffGate>;
}

function Meeting() {
  const id = Number(useParams().id);
  const meeting = useStaffMeeting(id);
  return (
    <Page back="/staff/meetings" title={meeting.data?.title ?? t.title}>
      <QueryView query={meeting} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
        {(data) => <Door meeting={data} />}
      </QueryView>
    </Page>
  );
}

function Door({ meeting }: { meeting: StaffMeetingDetail }) {
  const checkIn = useCheckIn(meeting.id);
  const undoCheckIn = useUndoCheckIn(meeting.id);
  const [last, setLast] = useState<CheckInResult | null>(null);
  const [failed, setFailed] = useState(false);
  const [undone, setUndone] = useState<string | null>(null);
  const [undoFailed, setUndoFailed] = useState(false);
  // A cancelled meeting's door never opens: no window, no scanner, no check-in by name.
  const cancelled = meeting.cancelled_at !== null;
  const notOpenYet = !cancelled && Date.now() < Date.parse(meeting.check_in_opens_at);

  const undo = async (participant: { id: number; first_name: string; last_name: string }) => {
    setUndoFailed(false);
    try {
      await undoCheckIn.mutateAsync(participant.id);
      setLast(null);
      setUndone(t.undone(personName(participant)));
    } catch {
      setUndoFailed(true);
    }
  };
  const closeScanner = useRef<(() => void) | null>(null);
  useEffect(() => () => closeScanner.current?.(), []);

  const answer = async (input: { qr_token: string } | { participant_id: number }) => {
    setFailed(false);
    setUndone(null);
    try {
      const result = await checkIn.mutateAsync(input);
      setLast(result);
      hapticNotify(result.result === 'checked_in' ? 'success' : 'error');
    } catch {
      setFailed(true);
      hapticNotify('error');
    }
  };
  const scan = () => {
    // Stays open for the next person: every code read is checked; closing returns to this page.
    closeScanner.current = openQrScanner({
      text: t.scanText,
      onScan: (token) => void answer({ qr_token: token }),
      onClose: () => (closeScanner.current = null),
    });
  };

  return (
    <>
      <Card>
        <Hint>
          {dateTime(meeting.start_time)} · {meeting.place}
        </Hint>
        <Hint>{t.counts(meeting.counts)}</Hint>
        {cancelled && (
          <>
            <Badge $tone="danger">{t.cancelled}</Badge>
            <Hint>{t.cancelledDoor}</Hint>
          </>
        )}
        {notOpenYet && <Hint>{t.opensAt(dateTime(meeting.check_in_opens_at))}</Hint>}
        {cancelled ? null : isQrScannerAvailable() ? (
          <Button block onClick={scan}>
            {t.scan}
          </Button>
        ) : (
          <Hint>{t.noScanner}</Hint>
        )}
      </Card>
      {last && (
        <CheckInResultCard
          result={last}
          onUndo={last.result === 'checked_in' && last.participant ? () => void undo(last.participant!) : undefined}
        />
      )}
      {undone && <Hint role="status">{undone}</Hint>}
      {failed && <Problem role="alert">{t.checkFailed}</Problem>}
      {undoFailed && <Problem role="alert">{t.undoFailed}</Problem>}
      <ListGroup title={t.participants}>
        {meeting.participants.length === 0 ? (
          <EmptyState>{t.noParticipants}</EmptyState>
        ) : (
          <Rows>
            {meeting.participants.map((p) => (
              <Row key={p.id}>
                <div>
                  <Title as="span">{personName(p)}</Title>
                  <Hint>{p.checked_in_at ? t.checkedInAt(clockTime(p.checked_in_at)) : (t.status[p.status] ?? p.status)}</Hint>
                </div>
                {cancelled ? null : p.status === 'joined' && !p.checked_in_at ? (
                  <Button
                    variant="secondary"
                    onClick={() => void answer({ participant_id: p.id })}
                    aria-label={`${t.checkIn}: ${personName(p)}`}
                  >
                    {t.checkIn}
                  </Button>
                ) : (
                  p.checked_in_at && (
                    <>
                      <Badge $tone="success">✓</Badge>
                      <Button variant="plain" onClick={() => void undo(p)} aria-label={`${t.undo}: ${personName(p)}`}>
                        {t.undo}
                      </Button>
                    </>
                  )
                )}
              </Row>
            ))}
          </Rows>
        )}
      </ListGroup>
    </>
  );
}
