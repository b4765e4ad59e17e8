import styled from 'styled-components';
import type { CallOutcome, SpeakerCall } from '@app/staff-contract';
import { confirmAction, openChat } from '@app/shared/telegram';
import { Badge, Button, Card, EmptyState, Hint, Page, QueryView, Title } from '@app/shared/ui';
import { LoadMore } from '@app/shared/widgets';
import { useMarkCall, useSpeakerCalls, useUndoMark } from '../api/calls';
import { StaffGate } from '../components/staff-gate';
import { dateTime, personName } from '../components/time';
import { text } from '../text';
import { SpeakerHours } from './speaker-hours';

const t = text.calls;
const Actions = styled.div`display: flex; gap: 8px; flex-wrap: wrap; > * { flex: 1; }`;
const Problem = styled.p`margin: 0; color: ${({ theme }) => theme.colors.destructive};`;

/** /staff/calls: the speaker's calls on the speaker's clock, with the after-call marks. */
export function SpeakerCallsScreen() {
  return <StaffGate need="speaker">{() => <Calls />}</StaffGate>;
}

function Calls() {
  const calls = useSpeakerCalls();
  return (
    <Page back="/staff" title={t.title}>
      <QueryView query={calls} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
        {({ pages }) => {
          // The zone, hours and days off come with every page; the first page's are shown.
          const first = pages[0]!;
          const listed = pages.flatMap((page) => page.results);
          return (
            <>
              <Hint>{t.timeZone(first.time_zone)}</Hint>
              <SpeakerHours list={first} />
              {listed.length === 0 ? (
                <EmptyState>{t.empty}</EmptyState>
              ) : (
                listed.map((call) => <CallCard key={call.id} call={call} timeZone={first.time_zone} />)
              )}
              <LoadMore query={calls} label={text.loadMore} failedText={text.loadFailed} />
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}

function CallCard({ call, timeZone }: { call: SpeakerCall; timeZone: string }) {
  const mark = useMarkCall();
  const undo = useUndoMark();
  const tone = call.can_mark
    ? 'warning'
    : call.status === 'missed' || call.status === 'cancelled'
      ? 'danger'
      : call.status === 'completed'
        ? 'success'
        : 'accent';
  // A mark changes what the learner may do (review, refund): it is asked first, and can be taken back.
  const markAs = async (outcome: CallOutcome) => {
    const missed = outcome === 'missed';
    const yes = await confirmAction({
      title: missed ? t.confirmMissedTitle : t.confirmHeldTitle,
      message: `${missed ? t.confirmMissedBody : t.confirmHeldBody} ${t.undoHint}`,
      confirm: t.confirm,
      cancel: t.back,
      destructive: missed,
    });
    if (yes) mark.mutate({ id: call.id, outcome });
  };
  return (
    <Card role="group" aria-label={personName(call.learner)}>
      <Title>{personName(call.learner)}</Title>
      <Hint>
        {dateTime(call.start_dt, timeZone)} – {dateTime(call.end_dt, timeZone).split(' ').pop()}
      </Hint>
      <Badge $tone={tone}>{call.can_mark ? t.awaiting : t.status[call.status]}</Badge>
      {call.comment && (
        <p>
          {t.comment}: {call.comment}
        </p>
      )}
      <Actions>
        {call.learner.username && (
          <Button variant="secondary" onClick={() => openChat(call.learner.username!)}>
            {t.write}
          </Button>
        )}
        {call.can_mark && (
          <>
            <Button loading={mark.isPending && mark.variables?.outcome === 'completed'} onClick={() => void markAs('completed')}>
              {t.held}
            </Button>
            <Button
              variant="danger"
              loading={mark.isPending && mark.variables?.outcome === 'missed'}
              onClick={() => void markAs('missed')}
            >
              {t.missed}
            </Button>
          </>
        )}
        {call.can_undo && (
          <Button variant="secondary" loading={undo.isPending} onClick={() => undo.mutate(call.id)}>
            {t.undo}
          </Button>
        )}
      </Actions>
      {(mark.isError || undo.isError) && <Problem role="alert">{t.failed}</Problem>}
    </Card>
  );
}
