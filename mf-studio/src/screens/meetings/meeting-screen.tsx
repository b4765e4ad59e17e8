import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { StudioMeeting } from '@app/studio-contract';
import { errorField, errorMessage, errorStatus } from '@app/shared/http';
import { Badge, Button, Card, Hint, Page, QueryView, Title } from '@app/shared/ui';
import {
  fetchMeeting,
  useCancelMeeting,
  useCreateMeeting,
  useMeeting,
  meetingHistoryQuery,
  useSaveMeeting,
} from '../../api/meetings';
import { text } from '../../text';
import { ItemRoute } from '../../components/item-route';
import { FieldProblemProvider, type FieldProblem } from '../../components/field-errors';
import { SmallButton } from '../../forms/fields';
import { draftOf, emptyDraft, inputOf, MeetingForm, type MeetingDraft } from '../../forms/meetings/meeting-form';
import { meetingsText } from '../../text/meetings';
import { HistoryCard } from '../../components/history-card';

const t = meetingsText.editor;
// The form and its side panel (actions, history) side by side on a desktop window.
const Layout = styled.div`
  display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) { grid-template-columns: minmax(0, 1fr) 320px; align-items: start; }
`;
const Side = styled.aside`
  display: flex; flex-direction: column; gap: 12px;
  @media (min-width: 960px) { position: sticky; top: 16px; }
`;
const Form = styled.form`display: flex; flex-direction: column; gap: 16px; min-width: 0;`;
const Alert = styled.p`margin: 0; font-weight: 600; color: ${({ theme }) => theme.colors.destructive};`;
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
          <MeetingEditor meeting={null} />
        </Page>
      }
    />
  );
}

function MeetingLoader({ id }: { id: number }) {
  const meeting = useMeeting(id);
  return (
    <Page back="/studio/meetings" title={meeting.data?.title} wide>
      <QueryView
        query={meeting}
        loading={text.loading}
        errorTitle={(error) => (errorStatus(error) === 404 ? t.missing : t.loadFailed)}
        retryLabel={text.retry}
      >
        {(data) => <MeetingEditor meeting={data} />}
      </QueryView>
    </Page>
  );
}

function MeetingEditor({ meeting }: { meeting: StudioMeeting | null }) {
  const navigate = useNavigate();
  const [base, setBase] = useState(meeting);
  const [draft, setDraft] = useState<MeetingDraft>(() => (meeting ? draftOf(meeting) : emptyDraft()));
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const create = useCreateMeeting();
  const save = useSaveMeeting(base?.id ?? 0);
  const cancel = useCancelMeeting(base?.id ?? 0);
  const dirty = JSON.stringify(draft) !== JSON.stringify(base ? draftOf(base) : emptyDraft());
  const cancelled = base?.state === 'cancelled';
  const taken = base ? base.participants.joined + base.participants.pending : 0;

  const start = () => {
    setAlert(null);
    setProblem(null);
    setOutcome(null);
  };
  // What the editor typed stays in the form whatever the server answers.
  const fail = (fallback: string) => (error: unknown) => {
    const field = errorField(error);
    const message = errorMessage(error, fallback);
    setConflict(errorStatus(error) === 409 && field === 'version');
    setProblem(field && field !== 'version' ? { field, message } : null);
    setAlert(message);
  };
  const stored = (next: StudioMeeting) => {
    setBase(next);
    setDraft(draftOf(next));
    setConflict(false);
  };
  const submit = () => {
    start();
    if (!base) {
      create.mutate(inputOf(draft), {
        onSuccess: (created) => void navigate(`/studio/meetings/${created.id}`, { replace: true }),
        onError: fail(t.saveFailed),
      });
      return;
    }
    save.mutate(
      { ...inputOf(draft), version: base.version },
      {
        onSuccess: (result) => {
          stored(result.meeting);
          setOutcome(`${t.saved} ${t.told(result.notified, result.changed)}`);
        },
        onError: fail(t.saveFailed),
      },
    );
  };
  const doCancel = () => {
    if (!base) return;
    start();
    setConfirming(false);
    cancel.mutate(base.version, {
      onSuccess: (result) => {
        stored(result.meeting);
        setOutcome(t.cancelled(result.notified, result.refunds));
      },
      onError: fail(t.cancelFailed),
    });
  };
  // The server's newer version replaces what was typed only when the editor asks for it.
  const reload = async () => {
    if (!base) return;
    const fresh = await fetchMeeting(base.id).catch(() => null);
    if (!fresh) return;
    stored(fresh);
    setAlert(null);
    setProblem(null);
  };

  return (
    <FieldProblemProvider value={problem}>
      <Layout>
        <Form
          aria-label={base?.title || t.newTitle}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Fieldset disabled={cancelled}>
            <MeetingForm draft={draft} onChange={setDraft} taken={taken} />
          </Fieldset>
        </Form>
        <Side>
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
            <Hint>{meetingsText.zone(base?.zone ?? 'Europe/Bratislava')}</Hint>
            {dirty && <Hint>{t.unsaved}</Hint>}
            {alert && <Alert role="alert">{alert}</Alert>}
            {conflict && (
              <SmallButton type="button" onClick={() => void reload()}>
                {t.conflictReload}
              </SmallButton>
            )}
            {!cancelled && (
              <Button onClick={submit} loading={create.isPending || save.isPending} disabled={Boolean(base) && !dirty}>
                {base ? t.save : t.create}
              </Button>
            )}
            {base && !cancelled && !confirming && (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t.cancel}
              </Button>
            )}
            {confirming && (
              <div role="alertdialog" aria-label={t.cancel}>
                <Hint>{t.cancelConfirm}</Hint>
                <Button onClick={doCancel} loading={cancel.isPending}>
                  {t.cancelYes}
                </Button>
                <SmallButton type="button" onClick={() => setConfirming(false)}>
                  {t.cancelNo}
                </SmallButton>
              </div>
            )}
          </Card>
          {outcome && (
            <Card role="status">
              <Hint>{outcome}</Hint>
            </Card>
          )}
          {base && <HistoryCard options={meetingHistoryQuery(base.id)} />}
        </Side>
      </Layout>
    </FieldProblemProvider>
  );
}
