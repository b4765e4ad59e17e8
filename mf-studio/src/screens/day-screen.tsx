import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { StudioDay, StudioDaySave } from '@app/studio-contract';
import { errorField, errorMessage, errorStatus } from '@app/shared/http';
import { Badge, Button, Card, Hint, Page, QueryView, Title } from '@app/shared/ui';
import { useDiscardDraft, usePublishDraft } from '../api/day-drafts';
import { fetchDay, useDay, historyQuery, usePublishDay, useSaveDay } from '../api/studio';
import { ItemRoute } from '../components/item-route';
import { FieldError, FieldProblemProvider, type FieldProblem } from '../components/field-errors';
import { SmallButton, TextField } from '../forms/fields';
import { SectionForm, type SectionDraft } from '../forms/section-form';
import { text } from '../text';
import { draftText } from '../text/day-drafts';
import { HistoryCard } from '../components/history-card';

const t = text.day;
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
const PreviewLink = styled(Link)`font-weight: 600;`;

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
  const day = useDay(id);
  return (
    <Page back="/studio/course" title={day.data ? t.title(day.data.day) : undefined} wide>
      <QueryView
        query={day}
        loading={text.loading}
        errorTitle={(error) => (errorStatus(error) === 404 ? t.missing : text.loadFailed)}
        retryLabel={text.retry}
      >
        {(data) => <DayEditor day={data} />}
      </QueryView>
    </Page>
  );
}

function DayEditor({ day }: { day: StudioDay }) {
  const [base, setBase] = useState(day);
  const [draft, setDraft] = useState<Draft>(() => draftOf(day));
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [effects, setEffects] = useState<{ title: string; lines: string[] } | null>(null);
  const save = useSaveDay(day.id);
  const publish = usePublishDay(day.id);
  const publishDraft = usePublishDraft(day.id);
  const discardDraft = useDiscardDraft(day.id);
  const hasDraft = base.state === 'published' && Boolean(base.draft);
  const dirty = JSON.stringify(saveOf(draft, 1)) !== JSON.stringify(saveOf(draftOf(base), 1));

  const fail = (error: unknown) => {
    const field = errorField(error);
    const message = errorMessage(error, t.saveFailed);
    setConflict(errorStatus(error) === 409 && field === 'version');
    setProblem(field ? { field, message } : null);
    setAlert(message);
  };
  const submit = () => {
    setAlert(null);
    setProblem(null);
    setEffects(null);
    save.mutate(saveOf(draft, base.version), {
      onSuccess: (result) => {
        setBase(result.day);
        setDraft(draftOf(result.day));
        const live = result.day.state === 'published';
        setEffects({
          title: result.effects.length > 0 ? (live ? draftText.effectsTitle : t.effectsTitle) : t.saved,
          lines: result.effects,
        });
        setConflict(false);
      },
      onError: fail,
    });
  };
  const doPublish = () => {
    setAlert(null);
    setProblem(null);
    setEffects(null);
    if (hasDraft) {
      publishDraft.mutate(base.version, {
        onSuccess: (result) => {
          setBase(result.day);
          setDraft(draftOf(result.day));
          setEffects({ title: result.effects.length > 0 ? t.effectsTitle : draftText.published, lines: result.effects });
        },
        onError: fail,
      });
      return;
    }
    publish.mutate(base.version, {
      onSuccess: (published) => {
        setBase(published);
        setDraft(draftOf(published));
      },
      onError: fail,
    });
  };
  const doDiscard = () => {
    setAlert(null);
    setProblem(null);
    setEffects(null);
    discardDraft.mutate(base.version, {
      onSuccess: (live) => {
        setBase(live);
        setDraft(draftOf(live));
        setEffects({ title: draftText.discarded, lines: [] });
      },
      onError: fail,
    });
  };
  // The server's newer version replaces what was typed only when the editor asks for it.
  const reload = async () => {
    const fresh = await fetchDay(base.id).catch(() => null);
    if (!fresh) return;
    setBase(fresh);
    setDraft(draftOf(fresh));
    setConflict(false);
    setAlert(null);
    setProblem(null);
  };
  const setSections = (sections: SectionDraft[]) => setDraft({ ...draft, sections });
  const move = (i: number, by: -1 | 1) => {
    const next = [...draft.sections];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setSections(next);
  };

  return (
    <FieldProblemProvider value={problem}>
      <Layout>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          aria-label={t.title(base.day)}
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
        </Form>
        <Side>
          <Card>
            <Title>{t.title(base.day)}</Title>
            <Badge $tone={base.state === 'draft' ? 'neutral' : 'success'}>{t.state[base.state]}</Badge>
            {hasDraft && <Badge $tone="warning">{draftText.badge}</Badge>}
            {base.state === 'published' && (
              <Hint>{hasDraft ? draftText.note(base.draft?.saved_by ?? null) : draftText.liveNote}</Hint>
            )}
            {dirty && <Hint>{t.unsaved}</Hint>}
            {alert && <Alert role="alert">{alert}</Alert>}
            {conflict && (
              <SmallButton type="button" onClick={() => void reload()}>
                {t.conflictReload}
              </SmallButton>
            )}
            <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
              {t.save}
            </Button>
            <PreviewLink to={`/activity/preview/${base.id}`}>{t.preview}</PreviewLink>
            {(base.state === 'draft' || hasDraft) && (
              <>
                <Button
                  variant="secondary"
                  onClick={doPublish}
                  loading={publish.isPending || publishDraft.isPending}
                  disabled={dirty}
                >
                  {t.publish}
                </Button>
                {dirty && <Hint>{t.publishFirstSave}</Hint>}
              </>
            )}
            {hasDraft && (
              <SmallButton type="button" onClick={doDiscard} disabled={discardDraft.isPending}>
                {draftText.discard}
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
        </Side>
      </Layout>
    </FieldProblemProvider>
  );
}
