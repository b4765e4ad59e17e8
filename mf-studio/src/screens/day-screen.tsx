import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { StudioDay, StudioDaySave } from '@app/studio-contract';
import { confirmAction } from '@app/shared/telegram';
import { Badge, Button, Card, Hint, Title } from '@app/shared/ui';
import { useDiscardDraft, usePublishDraft } from '../api/day-drafts';
import { fetchDay, useDay, historyQuery, useDeleteDay, usePublishDay, useSaveDay } from '../api/studio';
import { ItemPage, ItemRoute } from '../components/item-route';
import { FieldError } from '../components/field-errors';
import { ItemLayout, SaveStatus, useItemSave } from '../components/item-save';
import { SmallButton, TextField } from '../forms/fields';
import { SectionForm, type SectionDraft } from '../forms/section-form';
import { text } from '../text';
import { draftText } from '../text/day-drafts';
import { HistoryCard } from '../components/history-card';
import { DayAnalysisProvider } from '../components/item-analysis';
import { confirmText, dayPlace } from '../text/confirm';

const t = text.day;
// A 44 px target like the buttons beside it (it was a 22 px line of text).
const PreviewLink = styled(Link)`font-weight: 600; display: inline-flex; align-items: center; min-height: 44px;`;

interface Draft {
  available_on: string;
  sections: SectionDraft[];
}

const draftOf = (day: StudioDay): Draft => ({ available_on: day.available_on, sections: day.sections });
const saveOf = (draft: Draft, version: number): StudioDaySave => ({
  version,
  available_on: draft.available_on,
  sections: draft.sections.map(({ audio: _a, opened: _o, ...section }) => ({
    ...section,
    tasks: section.tasks.map(({ answered: _n, versions: _v, ...task }) => task),
  })),
});

/** /studio/course/:id: a day's editor, its preview link, 'Publikovať' and its history. */
export function DayScreen() {
  return <ItemRoute back="/studio/course" missing={t.missing} load={(id) => <DayLoader key={id} id={id} />} />;
}

function DayLoader({ id }: { id: number }) {
  return (
    <ItemPage query={useDay(id)} back="/studio/course" title={(day) => t.title(day.day)} missing={t.missing}>
      {(data) => (
        <DayAnalysisProvider dayId={data.id} published={data.state === 'published'}>
          <DayEditor day={data} />
        </DayAnalysisProvider>
      )}
    </ItemPage>
  );
}

type Effects = { title: string; lines: string[] };

function DayEditor({ day }: { day: StudioDay }) {
  const item = useItemSave<StudioDay, Draft, Effects>({
    item: day,
    draftOf,
    refetch: (current) => fetchDay(current.id),
    placeOf: dayPlace,
  });
  const { base, draft, setDraft, stored, send, outcome: effects, setOutcome: setEffects } = item;
  const save = useSaveDay(day.id);
  const publish = usePublishDay(day.id);
  const publishDraft = usePublishDraft(day.id);
  const discardDraft = useDiscardDraft(day.id);
  const deleteDay = useDeleteDay(day.id);
  const navigate = useNavigate();
  const hasDraft = base.state === 'published' && Boolean(base.draft);
  const dirty = item.dirty((a, b) => JSON.stringify(saveOf(a, 1)) === JSON.stringify(saveOf(b, 1)));

  const submit = () =>
    send(save, saveOf(draft, base.version), (result) => {
      stored(result.day);
      const live = result.day.state === 'published';
      setEffects({
        title: result.effects.length > 0 ? (live ? draftText.effectsTitle : t.effectsTitle) : t.saved,
        lines: result.effects,
      });
    });
  // Both reach learners and the second cannot be taken back: asked first.
  const doPublish = async () => {
    if (!(await confirmAction(hasDraft ? confirmText.publishDayChanges(base.day) : confirmText.publishDay(base.day)))) return;
    if (hasDraft) {
      send(publishDraft, base.version, (result) => {
        stored(result.day);
        setEffects({ title: result.effects.length > 0 ? t.effectsTitle : draftText.published, lines: result.effects });
      });
      return;
    }
    send(publish, base.version, stored);
  };
  const doDiscard = async () => {
    if (!(await confirmAction(confirmText.discardDraft))) return;
    send(discardDraft, base.version, (live) => {
      stored(live);
      setEffects({ title: draftText.discarded, lines: [] });
    });
  };
  // A day never published: learners never had it, so it may go (asked first: its sections go with it).
  const doDelete = async () => {
    if (!(await confirmAction(confirmText.deleteDay(base.day)))) return;
    send(deleteDay, base.version, () => void navigate('/studio/course', { replace: true }), t.deleteFailed);
  };
  const setSections = (sections: SectionDraft[]) => setDraft({ ...draft, sections });
  const move = (i: number, by: -1 | 1) => {
    const next = [...draft.sections];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setSections(next);
  };

  return (
    <ItemLayout
      save={item}
      label={t.title(base.day)}
      onSubmit={submit}
      unsaved={dirty}
      side={
        <>
          <Card>
            <Title>{t.title(base.day)}</Title>
            <Badge $tone={base.state === 'draft' ? 'neutral' : 'success'}>{t.state[base.state]}</Badge>
            {hasDraft && <Badge $tone="warning">{draftText.badge}</Badge>}
            {base.state === 'published' && (
              <Hint>{hasDraft ? draftText.note(base.draft?.saved_by ?? null) : draftText.liveNote}</Hint>
            )}
            <SaveStatus save={item} dirty={dirty} />
            <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
              {t.save}
            </Button>
            <PreviewLink to={`/activity/preview/${base.id}`}>{t.preview}</PreviewLink>
            {(base.state === 'draft' || hasDraft) && (
              <>
                <Button
                  variant="secondary"
                  onClick={() => void doPublish()}
                  loading={publish.isPending || publishDraft.isPending}
                  disabled={dirty}
                >
                  {t.publish}
                </Button>
                {dirty && <Hint>{t.publishFirstSave}</Hint>}
              </>
            )}
            {hasDraft && (
              <SmallButton type="button" onClick={() => void doDiscard()} disabled={discardDraft.isPending}>
                {draftText.discard}
              </SmallButton>
            )}
            {base.state === 'draft' && (
              <SmallButton type="button" onClick={() => void doDelete()} disabled={deleteDay.isPending}>
                {t.delete}
              </SmallButton>
            )}
          </Card>
          {effects && (
            <Card role="status">
              <Title>{effects.title}</Title>
              {effects.lines.map((effect, i) => (
                <Hint key={i}>{effect}</Hint>
              ))}
            </Card>
          )}
          <HistoryCard options={historyQuery(base.id)} />
        </>
      }
    >
      <TextField
        label={t.date}
        type="date"
        value={draft.available_on}
        path="available_on"
        onChange={(available_on) => setDraft({ ...draft, available_on })}
      />
      <Hint>{t.dateHint}</Hint>
      <FieldError path="sections" />
      {draft.sections.map((section, i) => (
        <SectionForm
          key={section.id ?? `new-${i}`}
          section={section}
          index={i}
          count={draft.sections.length}
          onChange={(next) => setSections(draft.sections.map((x, j) => (j === i ? next : x)))}
          onMove={(by) => move(i, by)}
          onRemove={() => setSections(draft.sections.filter((_, j) => j !== i))}
        />
      ))}
      <SmallButton
        type="button"
        onClick={() =>
          setSections([
            ...draft.sections,
            { section_type: 'reading', title: '', text: '', time_required: 3, audio_file_id: null, tasks: [] },
          ])
        }
      >
        + {t.addSection}
      </SmallButton>
    </ItemLayout>
  );
}
