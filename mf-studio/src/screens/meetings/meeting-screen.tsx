import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { StudioMeeting } from '@app/studio-contract';
import { confirmAction } from '@app/shared/telegram';
import { Badge, Button, Card, Hint, Page, Title } from '@app/shared/ui';
import {
  fetchMeeting,
  useCancelMeeting,
  useCreateMeeting,
  useMeeting,
  meetingHistoryQuery,
  useSaveMeeting,
} from '../../api/meetings';
import { ItemPage, ItemRoute } from '../../components/item-route';
import { ItemLayout, SaveStatus, useItemSave } from '../../components/item-save';
import { draftOf, emptyDraft, inputOf, MeetingForm, type MeetingDraft } from '../../forms/meetings/meeting-form';
import { meetingsText } from '../../text/meetings';
import { HistoryCard } from '../../components/history-card';
import { StudioNav } from '../../components/studio-nav';
import { SCHOOL_TIME_ZONE } from '@app/shared/domain';

const t = meetingsText.editor;
const Fieldset = styled.fieldset`border: 0; padding: 0; margin: 0; min-width: 0; display: flex; flex-direction: column; gap: 16px;`;

/** /studio/meetings/new and /studio/meetings/:id: a meeting's editor, its cancellation and history. */
export function MeetingScreen() {
  return (
    <ItemRoute
      back="/studio/meetings"
      missing={t.missing}
      load={(id) => <MeetingLoader key={id} id={id} />}
      create={
        <Page back="/studio/meetings" title={t.newTitle} wide>
          <StudioNav />
          <MeetingEditor meeting={null} />
        </Page>
      }
    />
  );
}

function MeetingLoader({ id }: { id: number }) {
  return (
    <ItemPage query={useMeeting(id)} back="/studio/meetings" title={(m) => m.title} missing={t.missing} loadFailed={t.loadFailed}>
      {(data) => <MeetingEditor meeting={data} />}
    </ItemPage>
  );
}

function MeetingEditor({ meeting }: { meeting: StudioMeeting | null }) {
  const navigate = useNavigate();
  const item = useItemSave<StudioMeeting | null, MeetingDraft, string>({
    item: meeting,
    draftOf: (m) => (m ? draftOf(m) : emptyDraft()),
    refetch: (current) => (current ? fetchMeeting(current.id) : Promise.resolve(null)),
  });
  const { base, draft, setDraft, stored, send, outcome, setOutcome } = item;
  const create = useCreateMeeting();
  const save = useSaveMeeting(base?.id ?? 0);
  const cancel = useCancelMeeting(base?.id ?? 0);
  const dirty = item.dirty();
  const cancelled = base?.state === 'cancelled';
  const taken = base ? base.participants.joined + base.participants.pending : 0;

  const submit = () => {
    if (!base) {
      send(create, inputOf(draft), (created) => void navigate(`/studio/meetings/${created.id}`, { replace: true }));
      return;
    }
    send(save, { ...inputOf(draft), version: base.version }, (result) => {
      stored(result.meeting);
      setOutcome(`${t.saved} ${t.told(result.notified, result.changed)}`);
    });
  };
  // Everyone registered is told and refunded: asked first, the one way the studio asks (Telegram's popup or a dialog).
  const doCancel = async () => {
    if (!base) return;
    const sure = await confirmAction({
      title: t.cancelTitle,
      message: t.cancelConfirm,
      confirm: t.cancelYes,
      cancel: t.cancelNo,
      destructive: true,
    });
    if (!sure) return;
    send(
      cancel,
      base.version,
      (result) => {
        stored(result.meeting);
        setOutcome(t.cancelled(result.notified, result.refunds));
      },
      t.cancelFailed,
    );
  };

  return (
    <ItemLayout
      save={item}
      label={base?.title || t.newTitle}
      onSubmit={submit}
      unsaved={dirty}
      side={
        <>
          <Card>
            {base && (
              <>
                <Title>{base.title}</Title>
                <Badge $tone={cancelled ? 'danger' : base.state === 'past' ? 'neutral' : 'success'}>{t.state[base.state]}</Badge>
                <Hint>{meetingsText.participants(base.participants.joined, base.participants.pending, base.capacity)}</Hint>
                {!cancelled && taken > 0 && <Hint>{t.willTell(taken)}</Hint>}
                {cancelled && <Hint>{t.cancelledNote}</Hint>}
              </>
            )}
            <Hint>{meetingsText.zone(base?.zone ?? SCHOOL_TIME_ZONE)}</Hint>
            <SaveStatus save={item} dirty={dirty} />
            {!cancelled && (
              <Button onClick={submit} loading={create.isPending || save.isPending} disabled={Boolean(base) && !dirty}>
                {base ? t.save : t.create}
              </Button>
            )}
            {base && !cancelled && (
              <Button variant="secondary" onClick={() => void doCancel()} loading={cancel.isPending}>
                {t.cancel}
              </Button>
            )}
          </Card>
          {outcome && (
            <Card role="status">
              <Hint>{outcome}</Hint>
            </Card>
          )}
          {base && <HistoryCard options={meetingHistoryQuery(base.id)} />}
        </>
      }
    >
      <Fieldset disabled={cancelled}>
        <MeetingForm draft={draft} onChange={setDraft} taken={taken} />
      </Fieldset>
    </ItemLayout>
  );
}
