import styled from 'styled-components';
import type { SpeakerCall } from '@app/staff-contract';
import { openChat } from '@app/shared/telegram';
import { Badge, Button, Card, EmptyState, Hint, Page, QueryView, Title } from '@app/shared/ui';
import { useMarkCall, useSpeakerCalls } from '../api/calls';
import { StaffGate } from '../components/staff-gate';
import { dateTime, personName } from '../components/time';
import { text } from '../text';

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
        {(data) => (
          <>
            <Hint>{t.timeZone(data.time_zone)}</Hint>
            {data.results.length === 0 ? (
              <EmptyState>{t.empty}</EmptyState>
            ) : (
              data.results.map((call) => <CallCard key={call.id} call={call} timeZone={data.time_zone} />)
            )}
          </>
        )}
      </QueryView>
    </Page>
  );
}

function CallCard({ call, timeZone }: { call: SpeakerCall; timeZone: string }) {
  const mark = useMarkCall();
  const tone =
    call.status === 'missed' || call.status === 'cancelled' ? 'danger' : call.status === 'completed' ? 'success' : 'accent';
  return (
    <Card role="group" aria-label={personName(call.learner)}>
      <Title>{personName(call.learner)}</Title>
      <Hint>
        {dateTime(call.start_dt, timeZone)} – {dateTime(call.end_dt, timeZone).split(' ').pop()}
      </Hint>
      <Badge $tone={tone}>{t.status[call.status]}</Badge>
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
            <Button loading={mark.isPending} onClick={() => mark.mutate({ id: call.id, outcome: 'completed' })}>
              {t.held}
            </Button>
            <Button variant="danger" loading={mark.isPending} onClick={() => mark.mutate({ id: call.id, outcome: 'missed' })}>
              {t.missed}
            </Button>
          </>
        )}
      </Actions>
      {mark.isError && <Problem role="alert">{t.failed}</Problem>}
    </Card>
  );
}
