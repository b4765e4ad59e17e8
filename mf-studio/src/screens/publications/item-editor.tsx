import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { StudioItemState } from '@app/studio-contract';
import { errorField, errorMessage, errorStatus } from '@app/shared/http';
import { Badge, Button, Card, Hint, Title } from '@app/shared/ui';
import { fetchItem, useGoLive, itemHistoryQuery, useSaveItem, useWithdraw, type ItemKind } from '../../api/publications';
import { FieldProblemProvider, type FieldProblem } from '../../components/field-errors';
import { SmallButton, TextField } from '../../forms/fields';
import { itemStates, pubText, schoolDateTime } from '../../text/publications';
import { stateTone } from './items-screen';
import { HistoryCard } from '../../components/history-card';

const e = pubText.editor;
// The form and its side panel (state, actions, history) side by side on a desktop window.
const Layout = styled.div`
  display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) { grid-template-columns: minmax(0, 1fr) 340px; align-items: start; }
`;
const Side = styled.aside`
  display: flex; flex-direction: column; gap: 12px; min-width: 0;
  @media (min-width: 960px) { position: sticky; top: 16px; }
`;
const Form = styled.form`display: flex; flex-direction: column; gap: 16px; min-width: 0;`;
const Alert = styled.p`margin: 0; font-weight: 600; color: ${({ theme }) => theme.colors.destructive};`;

interface Stored {
  id: number;
  version: number;
  state: StudioItemState;
  published_at: string | null;
}

/**
 * The editor both kinds share: the draft lives here, so a failed save (400, 409, a dropped
 * connection) keeps what was typed; a 400 names a field, which the form shows there; a 409 offers
 * the newer version only when the editor asks for it.
 */
export function ItemEditor<T extends Stored, D>({
  kind,
  item,
  timeZone,
  label,
  draftOf,
  saveOf,
  form,
  preview,
}: {
  kind: ItemKind;
  item: T;
  timeZone: string;
  label: string;
  draftOf: (item: T) => D;
  saveOf: (draft: D, version: number) => object;
  form: (draft: D, setDraft: (draft: D) => void) => ReactNode;
  preview?: (draft: D) => ReactNode;
}) {
  const [base, setBase] = useState(item);
  const [draft, setDraft] = useState<D>(() => draftOf(item));
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState(false);
  const [at, setAt] = useState('');
  const [showPreview, setShowPreview] = useState(false);
  const save = useSaveItem(kind, base.id);
  const goLive = useGoLive(kind, base.id);
  const withdraw = useWithdraw(kind, base.id);
  const dirty = JSON.stringify(saveOf(draft, 1)) !== JSON.stringify(saveOf(draftOf(base), 1));

  const reset = () => {
    setAlert(null);
    setProblem(null);
    setSaved(false);
  };
  const fail = (error: unknown) => {
    const field = errorField(error);
    const message = errorMessage(error, e.saveFailed);
    setConflict(errorStatus(error) === 409 && field === 'version');
    setProblem(field ? { field, message } : null);
    setAlert(message);
  };
  const stored = (next: T, keepDraft = false) => {
    setBase(next);
    if (!keepDraft) setDraft(draftOf(next));
    setConflict(false);
  };
  const submit = () => {
    reset();
    save.mutate(saveOf(draft, base.version) as never, {
      onSuccess: (next) => {
        stored(next as unknown as T);
        setSaved(true);
      },
      onError: fail,
    });
  };
  const publish = (publishAt: string | null) => {
    reset();
    goLive.mutate(
      { version: base.version, publish_at: publishAt },
      { onSuccess: (next) => stored(next as unknown as T), onError: fail },
    );
  };
  const pull = () => {
    reset();
    withdraw.mutate(base.version, { onSuccess: (next) => stored(next as unknown as T), onError: fail });
  };
  const reload = async () => {
    const fresh = await fetchItem(kind, base.id).catch(() => null);
    if (!fresh) return;
    stored(fresh as unknown as T);
    reset();
  };
  const live = base.state === 'published' || base.state === 'scheduled';

  return (
    <FieldProblemProvider value={problem}>
      <Layout>
        <Form
          aria-label={label}
          onSubmit={(ev) => {
            ev.preventDefault();
            submit();
          }}
        >
          {form(draft, setDraft)}
          {preview && (
            <SmallButton type="button" aria-expanded={showPreview} onClick={() => setShowPreview(!showPreview)}>
              {showPreview ? e.hidePreview : e.preview}
            </SmallButton>
          )}
          {preview && showPreview && (
            <Card role="region" aria-label={e.previewTitle}>
              <Title>{e.previewTitle}</Title>
              {preview(draft)}
            </Card>
          )}
        </Form>
        <Side>
          <Card>
            <Badge $tone={stateTone[base.state]}>{itemStates[base.state]}</Badge>
            {base.published_at && <Hint>{pubText.when(base.state, schoolDateTime(base.published_at, timeZone))}</Hint>}
            {live && <Hint>{e.liveNote}</Hint>}
            {dirty && <Hint>{e.unsaved}</Hint>}
            {saved && !dirty && <Hint role="status">{e.saved}</Hint>}
            {alert && <Alert role="alert">{alert}</Alert>}
            {conflict && (
              <SmallButton type="button" onClick={() => void reload()}>
                {e.conflictReload}
              </SmallButton>
            )}
            <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
              {e.save}
            </Button>
          </Card>
          <Card>
            {base.state !== 'published' && (
              <>
                <Button variant="secondary" onClick={() => publish(null)} loading={goLive.isPending && !at} disabled={dirty}>
                  {e.publishNow}
                </Button>
                <TextField label={e.scheduleAt(timeZone)} type="datetime-local" value={at} path="publish_at" onChange={setAt} />
                <Button
                  variant="secondary"
                  onClick={() => publish(at)}
                  disabled={dirty || !at}
                  loading={goLive.isPending && Boolean(at)}
                >
                  {e.schedule}
                </Button>
                {dirty && <Hint>{e.firstSave}</Hint>}
              </>
            )}
            {live && (
              <>
                <Button variant="secondary" onClick={pull} loading={withdraw.isPending}>
                  {e.withdraw}
                </Button>
                <Hint>{e.withdrawHint}</Hint>
              </>
            )}
          </Card>
          <HistoryCard options={itemHistoryQuery(kind, base.id)} />
        </Side>
      </Layout>
    </FieldProblemProvider>
  );
}
