import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { ActivityPreview, PreviewVersion, Section } from '@app/activities-contract';
import { errorStatus } from '@app/shared/http';
import { Badge, Button, ErrorScreen, Page, QueryView, Title } from '@app/shared/ui';
import { usePreview, usePreviewCheck } from '../api/preview';
import { PrimaryMedia } from '../components/primary-media';
import { parseId } from '../components/route-id';
import { sectionTypeLabel } from '../components/section-labels';
import { TaskBlock } from '../components/task-block';
import { TaskView } from '../components/task-view';
import { buildSubmitBody, type SectionDraft } from '../tasks/drafts';
import { taskPercent } from '../tasks/percent';
import { Feedback, Instructions } from '../tasks/task-ui';
import { text } from '../text';

const Part = styled.section`display: flex; flex-direction: column; gap: 12px;`;
const Note = styled.p`margin: 0; font-weight: 600;`;

/**
 * /activity/preview/:id (editors): the day exactly as a learner sees it, in the learner's own
 * media and task views, drafts included; 'Skontrolovať' checks answers with the server's scoring
 * and stores nothing. Reached from the studio's 'Náhľad'. A live day with unpublished changes
 * shows the changes; `?version=live` shows what learners are served now.
 */
export function PreviewScreen() {
  const id = parseId(useParams().id);
  const [params] = useSearchParams();
  const version: PreviewVersion = params.get('version') === 'live' ? 'live' : 'draft';
  const preview = usePreview(id ?? 0, version);
  return (
    <Page
      back={id === null ? '/studio/course' : `/studio/course/${id}`}
      title={preview.data ? text.preview.title(preview.data.day) : text.preview.loading}
    >
      {id === null ? (
        <ErrorScreen title={text.preview.missing} />
      ) : (
        <QueryView
          query={preview}
          loading={text.preview.loading}
          errorTitle={(error) =>
            errorStatus(error) === 403
              ? text.preview.noAccess
              : errorStatus(error) === 404
                ? text.preview.missing
                : text.sectionLoadFailed
          }
          canRetry={(error) => errorStatus(error) !== 404 && errorStatus(error) !== 403}
          retryLabel={text.retry}
        >
          {(data) => (
            <>
              <Banner preview={data} />
              <Link to={`/studio/course/${data.activity_id}`}>{text.preview.back}</Link>
              {data.sections.map((section) => (
                // Keyed by version too: answers given to one version are not carried to the other.
                <PreviewSection key={`${version}-${section.id}`} section={section} version={version} />
              ))}
            </>
          )}
        </QueryView>
      )}
    </Page>
  );
}

/** Which version the editor sees, and the way to the other one when the day has both. */
function Banner({ preview }: { preview: ActivityPreview }) {
  const note = !preview.live
    ? text.preview.draft
    : preview.state === 'draft'
      ? text.preview.changes
      : preview.other_version
        ? text.preview.liveWithChanges
        : text.preview.published;
  return (
    <>
      <Note role="status">{note}</Note>
      {preview.live && preview.other_version && (
        <Link to={{ search: preview.state === 'draft' ? '?version=live' : '' }} replace>
          {preview.state === 'draft' ? text.preview.showLive : text.preview.showChanges}
        </Link>
      )}
    </>
  );
}

function PreviewSection({ section, version }: { section: Section; version: PreviewVersion }) {
  const [draft, setDraft] = useState<SectionDraft>({});
  const check = usePreviewCheck(section.id, version);
  const byTask = new Map(check.data?.map((r) => [r.task_id, r]));
  const checked = check.data !== undefined;
  return (
    <Part aria-label={section.title}>
      <Badge $tone="accent">{sectionTypeLabel(section.section_type)}</Badge>
      <Title>{section.title}</Title>
      <PrimaryMedia section={section} submitted={checked} />
      {section.tasks.map((task) => {
        const result = byTask.get(task.id);
        return (
          <TaskBlock
            key={task.id}
            title={text.taskTitles[task.concrete_type] ?? text.genericTask}
            percent={
              result && task.concrete_type !== 'SpeakingTask'
                ? text.taskPercent(taskPercent(result), Boolean(result.feedback))
                : null
            }
          >
            {task.instructions && task.concrete_type !== 'SpeakingTask' && <Instructions>{task.instructions}</Instructions>}
            <TaskView
              task={task}
              draft={draft[task.id]}
              onChange={(value) => setDraft((d) => ({ ...d, [task.id]: value }))}
              result={result}
              locked={checked || check.isPending}
            />
            <Feedback label={text.feedback} text={result?.feedback} />
          </TaskBlock>
        );
      })}
      {checked ? (
        <Button
          variant="secondary"
          onClick={() => {
            check.reset();
            setDraft({});
          }}
        >
          {text.preview.again}
        </Button>
      ) : (
        <Button loading={check.isPending} onClick={() => check.mutate(buildSubmitBody(section, draft))}>
          {text.preview.check}
        </Button>
      )}
      {check.isError && <p role="alert">{text.submitFailed}</p>}
    </Part>
  );
}
