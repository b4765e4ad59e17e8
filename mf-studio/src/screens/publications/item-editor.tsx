import { useState, type ReactNode } from 'react';
import type { StudioItemState } from '@app/studio-contract';
import { confirmAction } from '@app/shared/telegram';
import { Badge, Button, Card, Hint, Title } from '@app/shared/ui';
import { fetchItem, useGoLive, itemHistoryQuery, useSaveItem, useWithdraw, type ItemKind } from '../../api/publications';
import { ItemLayout, SaveStatus, useItemSave } from '../../components/item-save';
import { SmallButton, TextField } from '../../forms/fields';
import { itemStates, pubText, schoolDateTime } from '../../text/publications';
import { stateTone } from './items-screen';
import { HistoryCard } from '../../components/history-card';
import { confirmText } from '../../text/confirm';

const e = pubText.editor;
interface Stored {
  id: number;
  version: number;
  state: StudioItemState;
  published_at: string | null;
}

/**
 * The editor both kinds share: the studio's one save path (`useItemSave`) plus what publications
 * and news have of their own: publish now or at a time, withdraw, the preview.
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
  const editor = useItemSave<T, D, 'saved'>({
    item,
    draftOf,
    refetch: (current) => fetchItem(kind, current.id) as unknown as Promise<T>,
  });
  const { base, draft, setDraft, stored, send } = editor;
  const [at, setAt] = useState('');
  const [showPreview, setShowPreview] = useState(false);
  const save = useSaveItem(kind, base.id);
  const goLive = useGoLive(kind, base.id);
  const withdraw = useWithdraw(kind, base.id);
  const dirty = editor.dirty((x, y) => JSON.stringify(saveOf(x, 1)) === JSON.stringify(saveOf(y, 1)));
  const storedAs = (next: unknown) => stored(next as T);

  const submit = () =>
    send(save, saveOf(draft, base.version) as never, (next: unknown) => {
      storedAs(next);
      editor.setOutcome('saved');
    });
  // Publishing and withdrawing reach learners: asked first. A withdrawn item's undo is 'Publikovať teraz'.
  const publish = async (publishAt: string | null) => {
    if (!(await confirmAction(publishAt ? confirmText.schedule(label) : confirmText.publishNow(label)))) return;
    send(goLive, { version: base.version, publish_at: publishAt }, storedAs);
  };
  // Scheduled is not published: students do not see it yet, and pulling it only cancels the plan.
  const live = base.state === 'published';
  const scheduled = base.state === 'scheduled';
  const pull = async () => {
    if (!(await confirmAction(scheduled ? confirmText.unschedule(label) : confirmText.withdraw(label)))) return;
    send(withdraw, base.version, storedAs);
  };

  return (
    <ItemLayout
      save={editor}
      label={label}
      onSubmit={submit}
      unsaved={dirty}
      sideWidth={340}
      side={
        <>
          <Card>
            <Badge $tone={stateTone[base.state]}>{itemStates[base.state]}</Badge>
            {base.published_at && <Hint>{pubText.when(base.state, schoolDateTime(base.published_at, timeZone))}</Hint>}
            {live && <Hint>{e.liveNote}</Hint>}
            {scheduled && <Hint>{e.scheduledNote}</Hint>}
            <SaveStatus save={editor} dirty={dirty}>
              {editor.outcome === 'saved' && !dirty && <Hint role="status">{e.saved}</Hint>}
            </SaveStatus>
            <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
              {e.save}
            </Button>
          </Card>
          <Card>
            {base.state !== 'published' && (
              <>
                <Button variant="secondary" onClick={() => void publish(null)} loading={goLive.isPending && !at} disabled={dirty}>
                  {e.publishNow}
                </Button>
                <TextField label={e.scheduleAt} type="datetime-local" value={at} path="publish_at" onChange={setAt} />
                <Button
                  variant="secondary"
                  onClick={() => void publish(at)}
                  disabled={dirty || !at}
                  loading={goLive.isPending && Boolean(at)}
                >
                  {e.schedule}
                </Button>
                {dirty && <Hint>{e.firstSave}</Hint>}
              </>
            )}
            {(live || scheduled) && (
              <>
                <Button variant="secondary" onClick={() => void pull()} loading={withdraw.isPending}>
                  {scheduled ? e.unschedule : e.withdraw}
                </Button>
                <Hint>{scheduled ? e.unscheduleHint : e.withdrawHint}</Hint>
              </>
            )}
          </Card>
          <HistoryCard options={itemHistoryQuery(kind, base.id)} />
        </>
      }
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
    </ItemLayout>
  );
}
